import { BotRng, type Bot, type BotInput } from './bot.contract.js';
import type { ArmadaPose, ArmadaShipView, ArmadaView } from '../games/armada.types.js';
import type { LegalAction } from '../operations.graphql.js';

/**
 * The maneuver tool as the engine models it (src/engine/armada/geometry/
 * geometry.config.ts): from one joint's guides `TO_JOINT` mm to the next
 * joint, `PAST_JOINT` mm beyond it, each click turning 22.5°. The bot only
 * ranks courses with it, so the ship's base offset is left out.
 */
const TO_JOINT = 46.13;
const PAST_JOINT = 22.27;
const CLICK_DEGREES = 22.5;
/** Medium range ends at 186.5 mm (Entfernungsmaßstab); a ship ending closer than this to an enemy may overlap it. */
const WANTED_DISTANCE = 150;
const TOO_CLOSE = 90;
/** Ships keep this far from the table's edge. */
const EDGE_MARGIN = 60;
/** Faces of attack dice by the damage an evade takes away (SCHADEN, Verteidigungsmarker AUSWEICHEN). */
const FACE_DAMAGE: Readonly<Record<string, number>> = { 'hit+hit': 2, 'hit+crit': 2, crit: 1, hit: 1, accuracy: 0, blank: 0 };
/** Attack effects worth taking whenever offered (SCHRITT 3 ANGRIFFSEFFEKTE ANWENDEN, KRITISCHE EFFEKTE, Salve). */
const ALWAYS = ['SpendConcentrateFireDial', 'AddAntiSquadronDie', 'SpendAccuracy', 'ResolveStandardCritical', 'PerformSalvo', 'PerformCounter'];

/**
 * Armada from one seat's view: concentrate-fire dials, the ship nearest an
 * enemy activates first, every attack it may make at the most damaged ship
 * with the weakest shields in reach (focus fire; squadrons only when no ship
 * is), courses that end at medium range with the bow towards the nearest
 * enemy, squadrons that close in and attack rather than move, defense tokens
 * spent while ready, rerolls only of blanks.
 */
export class ArmadaHeuristicBot implements Bot {
  readonly kind = 'heuristic' as const;
  private readonly rng: BotRng;

  constructor(seed: string) {
    this.rng = new BotRng(seed);
  }

  choose(input: BotInput): LegalAction {
    const view = input.view as ArmadaView;
    const me = input.seat;
    const byType = (type: string) => input.actions.filter((a) => a.type === type);
    const first = (...types: string[]) => types.map((t) => byType(t)[0]).find((a) => a !== undefined);
    const enemies = view.ships.filter((s) => s.owner !== me && !s.destroyed);

    const always = first(...ALWAYS);
    if (always) return always;
    const rerolls = [...byType('SpendConcentrateFireToken'), ...byType('RerollWithSwarm')].filter((a) => a.label.en.includes('blank'));
    if (rerolls.length > 0) return rerolls[0];
    const defense = this.defense(view, byType('SpendDefenseToken'));
    if (defense) return defense;
    const redirect = byType('RedirectDamage').sort((a, b) => Number(b.params.amount) - Number(a.params.amount))[0];
    if (redirect) return redirect;

    const dials = byType('SetCommandDial');
    if (dials.length > 0) return dials.find((a) => a.params.command === 'concentrate-fire') ?? dials[0];
    const activations = byType('ActivateShip');
    if (activations.length > 0) return closest(activations, (a) => nearest(shipPose(view, a.params.ship), enemies));
    const keep = first('KeepCommandDial', 'RepairRestoreShield', 'ActivateSquadronByCommand');
    if (keep) return keep;
    const attacks = byType('DeclareShipAttack');
    if (attacks.length > 0) return best(attacks, (a) => targetScore(view, a));
    const maneuvers = byType('ExecuteManeuver');
    if (maneuvers.length > 0) {
      const ship = view.ships.find((s) => s.id === view.activation?.ship);
      return ship ? best(maneuvers, (a) => courseScore(view, ship, a, enemies)) : this.any(maneuvers);
    }
    const squadronAttacks = byType('DeclareSquadronAttack');
    if (squadronAttacks.length > 0) return best(squadronAttacks, (a) => targetScore(view, a));
    const moves = byType('MoveSquadron');
    if (moves.length > 0) return closest(moves, (a) => nearest({ x: Number(a.params.x), y: Number(a.params.y), heading: 0 }, enemies));
    const activate = byType('ActivateSquadron');
    if (activate.length > 0) return this.any(activate);
    const finish = first('FinishDefenseTokens', 'FinishAttackEffects', 'RollAttackDice', 'FinishCommands', 'FinishSquadronActivation');
    return finish ?? this.any(input.actions);
  }

  /** Ready tokens only (an exhausted one would be discarded); an evade on the die that hurts most, a redirect to the strongest shields. */
  private defense(view: ArmadaView, spends: readonly LegalAction[]): LegalAction | undefined {
    const ready = spends.filter((a) => a.label.en.includes('(ready)'));
    if (ready.length === 0) return undefined;
    return best(ready, (a) => {
      const face = /\((?:red|blue|black), ([a-z+]+)\)/.exec(a.label.en)?.[1];
      if (face !== undefined) return FACE_DAMAGE[face] === 0 ? -1 : FACE_DAMAGE[face] * 2;
      const zone = a.params.zone as keyof ArmadaShipView['shields'] | undefined;
      if (zone !== undefined) return 1 + (defender(view)?.shields[zone] ?? 0);
      return 1;
    });
  }

  private any(actions: readonly LegalAction[]): LegalAction {
    return actions[this.rng.int(actions.length)];
  }
}

/** The ship defending in the running attack (the attack decider's view: its last attack's `defender`). */
function defender(view: ArmadaView): ArmadaShipView | undefined {
  const attacks = (view.attack as { attacks?: readonly { defender?: string }[] } | null)?.attacks;
  const id = attacks?.[attacks.length - 1]?.defender;
  return view.ships.find((s) => s.id === id);
}

function shipPose(view: ArmadaView, id: unknown): ArmadaPose | undefined {
  return view.ships.find((s) => s.id === id)?.pose;
}

function nearest(from: ArmadaPose | undefined, enemies: readonly ArmadaShipView[]): number {
  if (!from) return Infinity;
  return Math.min(...enemies.map((e) => Math.hypot(e.pose.x - from.x, e.pose.y - from.y)));
}

function best(actions: readonly LegalAction[], score: (a: LegalAction) => number): LegalAction {
  return actions.reduce((a, b) => (score(b) > score(a) ? b : a));
}

function closest(actions: readonly LegalAction[], distance: (a: LegalAction) => number): LegalAction {
  return best(actions, (a) => -distance(a));
}

/** Focus fire: ships before squadrons, the most damaged first, then the weakest shields of the zone aimed at. */
function targetScore(view: ArmadaView, a: LegalAction): number {
  const ship = view.ships.find((s) => s.id === a.params.target);
  if (ship) {
    const zone = a.params.targetZone as keyof ArmadaShipView['shields'] | undefined;
    return 100 + (ship.faceupDamage.length + ship.facedownDamage) * 3 - (zone ? ship.shields[zone] : 0);
  }
  const squadron = view.squadrons.find((q) => q.id === a.params.target);
  return squadron ? -squadron.hull : 0;
}

/** Where the course leaves the ship (approximately), and how well placed that is: medium range, bow on, on the table. */
function courseScore(view: ArmadaView, ship: ArmadaShipView, a: LegalAction, enemies: readonly ArmadaShipView[]): number {
  const end = endPose(ship.pose, (a.params.course as number[] | undefined) ?? []);
  const { width, height } = view.playArea;
  const edge = Math.min(end.x, end.y, width - end.x, height - end.y);
  let score = edge < EDGE_MARGIN ? -1000 + edge : 0;
  const target = enemies.reduce<ArmadaShipView | undefined>((n, e) => (!n || dist(end, e.pose) < dist(end, n.pose) ? e : n), undefined);
  if (!target) return score;
  const d = dist(end, target.pose);
  score -= d < TOO_CLOSE ? 400 : Math.abs(d - WANTED_DISTANCE);
  const bearing = (Math.atan2(target.pose.x - end.x, target.pose.y - end.y) * 180) / Math.PI;
  const off = Math.abs(((bearing - end.heading + 540) % 360) - 180);
  return score - off;
}

function endPose(start: ArmadaPose, course: readonly number[]): ArmadaPose {
  let heading = start.heading;
  let x = start.x;
  let y = start.y;
  for (const clicks of course) {
    x += Math.sin((heading * Math.PI) / 180) * TO_JOINT;
    y += Math.cos((heading * Math.PI) / 180) * TO_JOINT;
    heading += clicks * CLICK_DEGREES;
    x += Math.sin((heading * Math.PI) / 180) * PAST_JOINT;
    y += Math.cos((heading * Math.PI) / 180) * PAST_JOINT;
  }
  return { x, y, heading };
}

function dist(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
