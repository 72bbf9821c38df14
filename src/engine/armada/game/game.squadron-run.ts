import type { DecisionBuffer } from '../../core/decision.buffer.js';
import type { PromptAnswer, PromptChoice } from '../../core/prompts/prompt.types.js';
import { EngineInvariantError } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import { PUBLIC } from '../../core/visibility.view.js';
import { current } from '../attack/attack.rules.js';
import type { SquadronStep, SquadronWindow } from '../cards/squadron-card.define.js';
import { squadronCard } from '../cards/squadrons.manifest.js';
import { RULE } from '../rules.cite.js';
import type { HullZone } from '../catalog/catalog.types.js';
import { declareAttack, squadronCombatant } from './game.attack-declare.js';
import { activeShip } from './game.rules.js';
import { liveSquadrons, shipCardOf, squadronAttackTargets } from './game.table.js';
import type { ArmadaEvent, ArmadaState, GameSquadron, PendingEffect } from './game.types.js';
import { distanceBetween } from './game.upgrades.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

const ZONE: Record<HullZone, Text> = { front: text('Bug', 'front'), right: text('rechts', 'right'), rear: text('Heck', 'rear'), left: text('links', 'left') };

/*
 * The unique squadrons' abilities in the game (cards/squadrons/): which
 * squadron acts when, and the runner that asks its owner through a core
 * `option` prompt. The queued effect's `ship` is the squadron's id.
 */

export const isSquadronEffect = (e: PendingEffect | undefined): boolean => e?.when === 'squadron-before-damage' || e?.when === 'squadron-before-enemy-moves';

/** The step of `op` in `q`'s abilities for the moment `when`, if its card has one. */
function programStep<Op extends SquadronStep['op']>(q: GameSquadron, when: SquadronWindow, op: Op): Extract<SquadronStep, { op: Op }> | undefined {
  return squadronCard(q.card)
    ?.effect.filter((a) => a.when === when)
    .flatMap((a) => a.steps)
    .find((step): step is Extract<SquadronStep, { op: Op }> => step.op === op);
}

const guardStep = (q: GameSquadron) => programStep(q, 'before-damage', 'spend-defense-token-to-reduce-damage');

/** Would `q` guard the running attack's defender now: another friendly squadron within its distance, damage to lower, a token to spend? */
function guards(s: ArmadaState, q: GameSquadron): boolean {
  const attack = s.attack;
  if (!attack || attack.status !== 'active' || q.destroyed) return false;
  const record = current(attack);
  const defender = attack.combatants[record.defender];
  const step = guardStep(q);
  if (!step || defender.kind !== 'squadron' || defender.id === q.id || defender.seat !== q.owner || (record.damageTotal ?? 0) <= 0) return false;
  if (!q.defenseTokens.some((t) => t.state !== 'discarded')) return false;
  const d = distanceBetween(s, q.id, defender.id);
  return d !== null && d <= step.distance;
}

/** Before a squadron suffers an attack's damage: the unique squadrons that may lower it (Axe), each as one effect. */
export function squadronTriggers(s: ArmadaState): PendingEffect[] {
  return liveSquadrons(s)
    .filter((q) => guards(s, q))
    .map((q) => ({ ship: q.id, card: q.card, when: 'squadron-before-damage' as const }));
}

const ambushStep = (q: GameSquadron) => programStep(q, 'before-enemy-moves', 'attack-before-enemy-moves');

/**
 * The hull zones of the active ship that `q` may attack before it moves
 * (none unless the card lets it): the ship is an enemy at speed above 0
 * within the card's distance, the activation at its maneuver step, and
 * the zone a target of the squadron's attack ("ANGREIFEN MIT STAFFELN"),
 * engagement lifted where the card says so ("NAHKAMPF").
 */
function ambushZones(s: ArmadaState, q: GameSquadron): HullZone[] {
  const step = ambushStep(q);
  const x = activeShip(s);
  if (!step || !x || x.speed <= 0 || s.activation?.stage !== 'maneuver') return [];
  // The card's own distance, measured base to base; a cheap test before the kernel's targets.
  const d = distanceBetween(s, q.id, x.id);
  if (d === null || d > step.distance) return [];
  // The squadron's targets are enemies only: a friendly ship is never among them.
  return squadronAttackTargets(s, q.id, step.evenWhileEngaged).flatMap((t) => (t.id === x.id && t.zone ? [t.zone] : []));
}

/**
 * Seed "MANÖVER AUSFÜHREN": as an enemy ship comes to its maneuver, the
 * unique squadrons that may attack it before it moves (Haor Chall
 * Prototypes), each as one effect; asked once per activation, as the step
 * begins only.
 */
export function beforeMoveTriggers(s: ArmadaState): PendingEffect[] {
  return liveSquadrons(s)
    .filter((q) => ambushZones(s, q).length > 0)
    .map((q) => ({ ship: q.id, card: q.card, when: 'squadron-before-enemy-moves' as const }));
}

/**
 * Asks `q`'s owner, in public, whether to use its card's ability now: a core
 * `option` prompt the owner may pass, cited to the squadron keywords; the
 * answer comes back to `runSquadronEffect` with the frame's `vars`.
 */
function askSquadronOwner(b: Buffer, q: GameSquadron, ask: { question: Text; choices: readonly PromptChoice[]; passLabel: Text; vars: Record<string, string> }): void {
  const def = squadronCard(q.card)!;
  b.emit(
    {
      type: 'EffectPrompted',
      payload: {
        prompt: {
          kind: 'option',
          seat: q.owner,
          question: ask.question,
          rule: RULE.schluesselwoerterDerStaffeln,
          source: def.id,
          choices: ask.choices,
          optional: true,
          passLabel: ask.passLabel,
          secret: false,
        },
        frame: { card: def.id, step: 0, vars: ask.vars, then: 'continue' },
      },
    },
    PUBLIC,
  );
}

/** Runs the squadron effect at the head of the queue: asks the squadron's owner, or carries out the answer. */
export function runSquadronEffect(b: Buffer, answer?: PromptAnswer): void {
  const head = b.state.effects[0];
  if (!isSquadronEffect(head)) throw new EngineInvariantError('armada: no squadron effect to run');
  const q = b.state.squadrons.find((v) => v.id === head.ship)!;
  const def = squadronCard(q.card)!;
  if (head.when === 'squadron-before-enemy-moves') {
    runAmbush(b, q, answer);
    return;
  }
  if (!answer && guards(b.state, q)) {
    const amount = guardStep(q)!.amount;
    askSquadronOwner(b, q, {
      question: text(`${def.name.en}: einen Verteidigungsmarker ausgeben, um den Gesamtschaden um ${amount} zu verringern?`, `${def.name.en}: spend a defense token to lower the total damage by ${amount}?`),
      choices: q.defenseTokens.flatMap((t, i) =>
        t.state === 'discarded' ? [] : [{ params: { token: String(i) }, label: text(`${t.type} (${t.state === 'ready' ? 'spielbereit' : 'erschöpft'})`, `${t.type} (${t.state})`) }],
      ),
      passLabel: text('Keinen Marker ausgeben', 'Spend no token'),
      vars: { ship: q.id },
    });
    return;
  }
  if (answer?.kind === 'choice') b.emit({ type: 'DamageReducedBySquadron', payload: { squadron: q.id, card: def.id, token: Number(answer.params.token), amount: guardStep(q)!.amount } }, PUBLIC);
  b.emit({ type: 'EffectResolved', payload: head }, PUBLIC);
}

/**
 * Haor Chall Prototypes before the active ship moves: asks its owner which
 * hull zone to attack (or none); an answer declares the attack, which the
 * attack decider runs like any other (the squadron's battery armament);
 * at its end the ship's activation resumes at its maneuver step.
 */
function runAmbush(b: Buffer, q: GameSquadron, answer?: PromptAnswer): void {
  const s = b.state;
  const head = s.effects[0];
  const def = squadronCard(q.card)!;
  const zones = ambushZones(s, q);
  const x = activeShip(s)!;
  if (!answer && zones.length > 0) {
    const card = shipCardOf(x);
    askSquadronOwner(b, q, {
      question: text(
        `${def.name.en}: ${card.nameDe ?? card.name} (${x.id}) angreifen, bevor es sich bewegt (auch im Nahkampf)? Welche Hüllensektion?`,
        `${def.name.en}: attack ${card.name} (${x.id}) before it moves (even while engaged)? Which hull zone?`,
      ),
      choices: zones.map((zone) => ({ params: { zone }, label: ZONE[zone] })),
      passLabel: text('Nicht angreifen', 'Do not attack'),
      vars: { ship: q.id, target: x.id },
    });
    return;
  }
  b.emit({ type: 'EffectResolved', payload: head }, PUBLIC);
  if (answer?.kind !== 'choice') return;
  const zone = answer.params.zone as HullZone;
  const step = ambushStep(q)!;
  b.emit({ type: 'InterruptAttackDeclared', payload: { squadron: q.id, card: def.id, target: x.id, targetZone: zone, resume: s.activation!.stage } }, PUBLIC);
  const problem = declareAttack(b, squadronCombatant(q), x.id, zone, { kind: 'squadron', id: q.id, evenWhileEngaged: step.evenWhileEngaged });
  if (problem) throw new EngineInvariantError(`armada: the interrupting attack was refused: ${problem.code}`);
}
