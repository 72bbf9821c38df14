import { raided, raidTokensOf } from './raid.rules.js';
import { EngineInvariantError } from '../../core/rule-violation.error.js';
import type { HullZone } from '../catalog/catalog.types.js';
import { evolveAttack, initialAttackState } from '../attack/attack.evolve.js';
import { faceupCardToDeal } from '../attack/attack.decide.js';
import type { AttackEvent, AttackState } from '../attack/attack.types.js';
import { forbidden, program, triggered } from './game.damage.js';
import { objectiveAttackTriggers, objectiveHas } from './objective.rules.js';
import { attackDeclaredTriggers, attackTriggers, faceupDamageTriggers, readyEffects, repairTriggers, shipPhaseStartTriggers, squadronTurnTriggers, upgradeTriggers } from './game.upgrades.js';
import { spendDial } from './game.rules.js';
import { beforeMoveTriggers, squadronTriggers } from './game.squadron-run.js';
import { upgradeCard } from '../cards/upgrades.manifest.js';
import { evolveStandardSetup, STANDARD_SETUP_EVENTS } from './setup-standard.evolve.js';
import { evolveHyperspace, HYPERSPACE_EVENTS } from './hyperspace.evolve.js';
import { hyperspaceDue } from './hyperspace.rules.js';
import { targetKey } from './objective.rules.js';
import type { ArmadaEvent, ArmadaGameEvent, ArmadaState, EquippedUpgrade, GameShip, GameSquadron, PendingEffect, PositionObjective, ShipActivation } from './game.types.js';

/** A sandbox position's objective state (game.sandbox-objective.ts), as the setup would have left it. */
function positionObjective(o: PositionObjective): Partial<ArmadaState> {
  return {
    objective: o.id,
    victoryTokens: o.victoryTokens,
    objectiveShips: o.objectiveShips,
    objectiveTokens: o.objectiveTokens,
    obstacleTokens: o.obstacleTokens,
    ...(o.setAside ? { setAside: o.setAside } : {}),
  };
}

export function initialArmadaState(): ArmadaState {
  return {
    status: 'new',
    scenario: 'training',
    setup: null,
    fleets: null,
    objective: null,
    victoryTokens: [0, 0],
    objectiveShips: [],
    obstacleTokens: [],
    objectiveTokens: [],
    factions: [],
    playArea: { width: 0, height: 0 },
    firstPlayer: 0,
    round: 0,
    phase: 'command',
    ships: [],
    squadrons: [],
    obstacles: [],
    deck: [],
    discard: [],
    turn: 0,
    squadronsThisTurn: 0,
    activation: null,
    squadronActivation: null,
    displaced: null,
    attack: null,
    attackSource: null,
    result: null,
    effects: [],
    prompt: null,
    passTokens: [0, 0],
    passedLastTurn: [false, false],
  };
}

const GAME_EVENTS: ReadonlySet<string> = new Set<ArmadaGameEvent['type']>([
  'GameStarted',
  'InitiativeRolled',
  'DamageDeckShuffled',
  'RoundStarted',
  'CommandDialAssigned',
  'ShipPhaseStarted',
  'ShipActivated',
  'PassTokensGiven',
  'ActivationPassed',
  'CommandDialRevealed',
  'CommandDialKept',
  'CommandTokenTaken',
  'RepairPointsGained',
  'ShieldMoved',
  'ShieldRestored',
  'DamageCardDiscarded',
  'SquadronCommandUsed',
  'CommandsFinished',
  'ShipAttackDeclared',
  'AttacksFinished',
  'ShipManeuvered',
  'FacedownDamageDealt',
  'CommandTokensDiscarded',
  'DamageCardFlipped',
  'ObstacleOverlapped',
  'FaceupDamageDealt',
  'DamageCardRepairedAtStation',
  'SquadronRepairedAtStation',
  'EffectPrompted',
  'EffectResolved',
  'ZoneDamageSuffered',
  'SpeedReduced',
  'CommandDialChanged',
  'CommandDialDiscarded',
  'AttackDieRemovedByCard',
  'DefenseTokenDiscarded',
  'ShieldsLostByCard',
  'ShipRemoved',
  'SquadronRemoved',
  'SquadronsDisplaced',
  'DisplacedSquadronPlaced',
  'ShipActivationEnded',
  'TurnPassed',
  'SquadronPhaseStarted',
  'SquadronActivated',
  'SquadronMoved',
  'SquadronAttackDeclared',
  'SquadronActivationEnded',
  'InterruptAttackDeclared',
  'StatusPhaseResolved',
  'UpgradeExhausted',
  'UpgradeReadied',
  'UpgradeTokenSpent',
  'StartingTokenChosen',
  'CommandTokenGained',
  'DefenseTokenSpentByCard',
  'DefenseTokenReadiedByCard',
  'ShieldsTurnedIntoRepairPoints',
  'RepairDiscountGained',
  'CommandTokenLost',
  'ExtraCommandDialGained',
  'AttackDamageReduced',
  'AttackDieTurned',
  'AttackDieRerolledByCard',
  'DamageReducedBySquadron',
  'SquadronChosenForTurn',
  'AttackDieAddedByCard',
  'UpgradeCriticalResolved',
  'RaidTokenGained',
  'RaidTokensDiscarded',
  'GameEnded',
  'VictoryTokenGained',
  'ObstacleTokenTaken',
  'ObjectiveTokenTaken',
  'MineTriggered',
  'ObjectiveDiceAdded',
  'StationContested',
  'FireLanesControlled',
  'ObjectiveDamageTurnedFaceup',
  'FaceupDamageCardDiscarded',
  'FocusTokenPlaced',
  'AttackDieGatheredByCard',
  ...STANDARD_SETUP_EVENTS,
  ...HYPERSPACE_EVENTS,
]);

export function isGameEvent(e: ArmadaEvent): e is ArmadaGameEvent {
  return GAME_EVENTS.has(e.type);
}

const ship = (s: ArmadaState, id: string): GameShip => {
  const found = s.ships.find((x) => x.id === id);
  if (!found) throw new EngineInvariantError(`armada: no ship ${id}`);
  return found;
};

const withShip = (s: ArmadaState, id: string, f: (x: GameShip) => GameShip): ArmadaState => ({ ...s, ships: s.ships.map((x) => (x.id === id ? f(x) : x)) });
const withSquadron = (s: ArmadaState, id: string, f: (x: GameSquadron) => GameSquadron): ArmadaState => ({
  ...s,
  squadrons: s.squadrons.map((x) => (x.id === id ? f(x) : x)),
});
const withActivation = (s: ArmadaState, f: (a: ShipActivation) => ShipActivation): ArmadaState => {
  if (!s.activation) throw new EngineInvariantError('armada: no ship activation');
  return { ...s, activation: f(s.activation) };
};
const withUpgrade = (s: ArmadaState, shipId: string, id: string, f: (u: EquippedUpgrade) => EquippedUpgrade): ArmadaState =>
  withShip(s, shipId, (x) => ({ ...x, upgrades: (x.upgrades ?? []).map((u) => (u.id === id ? f(u) : u)) }));
const removeOne = <T>(list: readonly T[], item: T): T[] => {
  const i = list.indexOf(item);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
};

/** Folds one event: pure, never random, so replaying a stream rebuilds the game. */
export function evolveArmada(state: ArmadaState, event: ArmadaEvent): ArmadaState {
  if (!isGameEvent(event)) return evolveRunningAttack(state, event);
  const e = event;
  switch (e.type) {
    case 'GameStarted':
      return {
        ...state,
        status: 'playing',
        scenario: e.payload.scenario,
        factions: e.payload.factions,
        playArea: e.payload.playArea,
        ships: e.payload.ships,
        squadrons: e.payload.squadrons,
        obstacles: e.payload.obstacles ?? [],
        ...(e.payload.fleets ? { fleets: e.payload.fleets } : {}),
        ...(e.payload.objective ? positionObjective(e.payload.objective) : {}),
      };
    case 'InitiativeRolled':
      return { ...state, firstPlayer: e.payload.firstPlayer, turn: e.payload.firstPlayer };
    case 'DamageDeckShuffled':
      return { ...state, deck: e.payload.order };
    case 'RoundStarted': {
      const s: ArmadaState = { ...state, round: e.payload.round, phase: 'command' };
      // Hyperspace Assault: at the start of a round after the first the second player decides on the arrival before any dial.
      return hyperspaceDue(s) ? { ...s, hyperspace: { seat: s.firstPlayer === 0 ? 1 : 0, step: 'choose' } } : s;
    }
    case 'CommandDialAssigned':
      return withShip(state, e.payload.ship, (x) => ({ ...x, dials: [...x.dials, e.payload.command] }));
    case 'ShipPhaseStarted': {
      const s: ArmadaState = { ...state, phase: 'ship', turn: e.payload.turn, passedLastTurn: [false, false] };
      // Cards acting at the start of the ship phase (Count Dooku); a sandbox position begins after it.
      return e.payload.sandbox ? s : { ...s, effects: [...s.effects, ...shipPhaseStartTriggers(s)] };
    }
    case 'PassTokensGiven':
      return { ...state, passTokens: e.payload.tokens };
    case 'ActivationPassed': {
      const seat = e.payload.seat;
      const tokens: [number, number] = [state.passTokens[0], state.passTokens[1]];
      tokens[seat] -= 1;
      const passed: [boolean, boolean] = [state.passedLastTurn[0], state.passedLastTurn[1]];
      passed[seat] = true;
      return { ...state, passTokens: tokens, passedLastTurn: passed, turn: seat === 0 ? 1 : 0 };
    }
    case 'ShipActivated': {
      // Crew Panic acts before the dial is revealed.
      const owner = ship(state, e.payload.ship).owner;
      const passed: [boolean, boolean] = [state.passedLastTurn[0], state.passedLastTurn[1]];
      passed[owner] = false;
      const s = { ...withShip(state, e.payload.ship, (x) => ({ ...x, activated: true })), passedLastTurn: passed };
      return {
        ...s,
        activation: { ship: e.payload.ship, stage: 'reveal', revealed: null, dialKept: false, dialSpent: false, repairPoints: 0, squadronsByDial: 0, attackedFrom: [], attackedTargets: [], volley: null },
        effects: [...s.effects, ...triggered(ship(s, e.payload.ship), 'reveal-command-dial')],
      };
    }
    case 'CommandDialRevealed': {
      const s = withActivation(
        withShip(state, e.payload.ship, (x) => ({ ...x, dials: x.dials.slice(1) })),
        (a) => ({ ...a, stage: 'dial', revealed: e.payload.command }),
      );
      // Upgrade cards that act once the dial is revealed (seed "Verwendung von Aufwertungskarten").
      return { ...s, effects: [...s.effects, ...upgradeTriggers(s, ship(s, e.payload.ship), 'command-revealed')] };
    }
    case 'CommandDialKept':
      return withActivation(state, (a) => ({ ...a, stage: 'commands', dialKept: true }));
    case 'CommandTokenTaken':
      return withActivation(
        withShip(state, e.payload.ship, (x) => ({ ...x, tokens: [...x.tokens, e.payload.command] })),
        (a) => ({ ...a, stage: 'commands', dialKept: false, dialSpent: true }),
      );
    case 'RepairPointsGained': {
      const s = e.payload.source === 'token' ? withShip(state, e.payload.ship, (x) => ({ ...x, tokens: removeOne(x.tokens, 'repair') })) : state;
      const gained = withActivation(s, (a) => ({ ...(e.payload.source === 'dial' ? spendDial(a, 'repair') : a), repairPoints: a.repairPoints + e.payload.points }));
      // Upgrade cards that act with a repair command (Wat Tambor).
      return { ...gained, effects: [...gained.effects, ...repairTriggers(gained, ship(gained, e.payload.ship))] };
    }
    case 'ShieldMoved':
      return withActivation(
        withShip(state, e.payload.ship, (x) => ({ ...x, shields: shift(x.shields, e.payload.from, -1, e.payload.to, 1) })),
        (a) => ({ ...a, repairPoints: a.repairPoints - 1 }),
      );
    case 'ShieldRestored':
      return withActivation(
        withShip(state, e.payload.ship, (x) => ({ ...x, shields: { ...x.shields, [e.payload.zone]: x.shields[e.payload.zone] + 1 } })),
        (a) => ({ ...a, repairPoints: a.repairPoints - 2 }),
      );
    case 'DamageCardDiscarded': {
      const { index, faceup } = e.payload;
      const s = withShip(state, e.payload.ship, (x) =>
        faceup
          ? { ...x, faceupDamage: x.faceupDamage.filter((_, i) => i !== index) }
          : { ...x, facedownDamage: x.facedownDamage.filter((_, i) => i !== index) },
      );
      const card = faceup ? ship(state, e.payload.ship).faceupDamage[index] : ship(state, e.payload.ship).facedownDamage[index];
      // Battle Droid Reserves makes a facedown card cheaper.
      return withActivation({ ...s, discard: [...s.discard, card] }, (a) => ({ ...a, repairPoints: a.repairPoints - (faceup ? 3 : 3 - (a.repairDiscount ?? 0)) }));
    }
    case 'SquadronCommandUsed': {
      const s = e.payload.source === 'token' ? withShip(state, e.payload.ship, (x) => ({ ...x, tokens: removeOne(x.tokens, 'squadron') })) : state;
      // A squadron dial a card gave (T-series Tactical Droid) leaves the revealed dial of another command unspent.
      return withActivation(s, (a) => (e.payload.source === 'dial' ? { ...a, squadronsByDial: a.squadronsByDial + 1, dialSpent: a.dialSpent || (a.dialKept && a.revealed === 'squadron') } : a));
    }
    case 'CommandsFinished':
      return withActivation(state, (a) => ({ ...a, stage: 'attack', repairPoints: 0 }));
    case 'ShipAttackDeclared':
      return {
        ...withActivation(state, (a) => {
          const { zone, target, targetZone } = e.payload;
          const attackedTargets = [...a.attackedTargets, targetKey(target, targetZone)];
          // Another squadron from the zone already attacking squadrons continues that attack.
          if (targetZone === null && a.volley?.zone === zone) return { ...a, attackedTargets, volley: { zone, squadrons: [...a.volley.squadrons, target] } };
          return { ...a, attackedFrom: [...a.attackedFrom, zone], attackedTargets, volley: targetZone === null ? { zone, squadrons: [target] } : null };
        }),
        attack: initialAttackState(),
        attackSource: { kind: 'ship', ship: e.payload.ship, zone: e.payload.zone },
      };
    case 'AttacksFinished': {
      // Unique squadrons acting before an enemy ship moves (Haor Chall Prototypes), once, as the maneuver step begins.
      const s = withActivation(state, (a) => ({ ...a, stage: 'maneuver' }));
      return { ...s, effects: [...s.effects, ...beforeMoveTriggers(s)] };
    }
    case 'ShipManeuvered': {
      const { dial, token } = e.payload;
      const before = ship(state, e.payload.ship);
      const s = withShip(state, e.payload.ship, (x) => ({ ...x, pose: e.payload.pose, speed: e.payload.speed, tokens: token ? removeOne(x.tokens, 'navigate') : x.tokens }));
      // Ruptured Engine acts after the maneuver, Thruster Fissure when the speed changed.
      const moved = ship(s, e.payload.ship);
      const effects = [...triggered(moved, 'after-maneuver'), ...(before.speed !== e.payload.speed ? triggered(moved, 'speed-change') : [])];
      return withActivation({ ...s, effects: [...s.effects, ...effects] }, (a) => ({ ...(dial ? spendDial(a, 'navigate') : a), stage: 'displaced' }));
    }
    case 'FacedownDamageDealt':
      return { ...withShip(state, e.payload.ship, (x) => ({ ...x, facedownDamage: [...x.facedownDamage, e.payload.card] })), deck: state.deck.slice(1) };
    case 'CommandTokensDiscarded':
      return withShip(state, e.payload.ship, (x) => ({ ...x, tokens: [] }));
    case 'DamageCardFlipped':
      return withShip(state, e.payload.ship, (x) => ({ ...x, faceupDamage: removeOne(x.faceupDamage, e.payload.card), facedownDamage: [...x.facedownDamage, e.payload.card] }));
    case 'ObstacleOverlapped':
      // Debris and the station ask the owner; the asteroid field deals its card at once (game.maneuver.ts), unless a card acts before (Tide of Progress XII deals it).
      // Contested Outpost: the station does nothing to a ship on it.
      if (e.payload.type === 'asteroid') return { ...state, effects: [...state.effects, ...faceupDamageTriggers(ship(state, e.payload.ship), 'asteroid')] };
      return e.payload.type === 'station' && objectiveHas(state, 'station-inert') ? state : { ...state, effects: [...state.effects, { ship: e.payload.ship, card: `obstacle:${e.payload.type}`, when: 'obstacle' }] };
    case 'FaceupDamageDealt': {
      const s = { ...withShip(state, e.payload.ship, (x) => ({ ...x, faceupDamage: [...x.faceupDamage, e.payload.card] })), deck: state.deck.slice(1) };
      const effects = program(e.payload.card, 'dealt-faceup').length > 0 ? [{ ship: e.payload.ship, card: e.payload.card, when: 'dealt-faceup' as const }] : [];
      return { ...s, effects: [...s.effects, ...effects] };
    }
    case 'DamageCardRepairedAtStation': {
      const { index, faceup } = e.payload;
      const x = ship(state, e.payload.ship);
      const card = faceup ? x.faceupDamage[index] : x.facedownDamage[index];
      const s = withShip(state, x.id, (v) => (faceup ? { ...v, faceupDamage: v.faceupDamage.filter((_, i) => i !== index) } : { ...v, facedownDamage: v.facedownDamage.filter((_, i) => i !== index) }));
      return { ...s, discard: [...s.discard, card] };
    }
    case 'SquadronRepairedAtStation':
      return withSquadron(state, e.payload.squadron, (q) => ({ ...q, hull: e.payload.hull }));
    case 'EffectPrompted':
      return { ...state, prompt: { prompt: e.payload.prompt, frame: e.payload.frame } };
    case 'EffectResolved': {
      const s = { ...state, prompt: null, effects: state.effects.slice(1) };
      // A card acting with a repair command acts once per activation (game.upgrades.ts).
      return e.payload.when === 'repair-command' && s.activation ? withActivation(s, (a) => ({ ...a, usedOnce: [...(a.usedOnce ?? []), `${e.payload.ship}:${e.payload.card}`] })) : s;
    }
    case 'ZoneDamageSuffered':
      return withShip(state, e.payload.ship, (x) => ({ ...x, shields: { ...x.shields, [e.payload.zone]: x.shields[e.payload.zone] - e.payload.shieldsLost } }));
    case 'SpeedReduced':
      return withShip(state, e.payload.ship, (x) => ({ ...x, speed: e.payload.speed }));
    case 'CommandDialChanged':
      return withShip(state, e.payload.ship, (x) => ({ ...x, dials: [e.payload.command, ...x.dials.slice(1)] }));
    case 'CommandDialDiscarded':
      return withActivation(
        withShip(state, e.payload.ship, (x) => ({ ...x, dials: x.dials.slice(1) })),
        (a) => ({ ...a, stage: 'commands', revealed: null }),
      );
    case 'AttackDieRemovedByCard': {
      const attack = state.attack!;
      const records = attack.attacks;
      const last = records[records.length - 1];
      const pool = { ...last.pool, [e.payload.color]: last.pool[e.payload.color] - 1 };
      // An obstructed attack whose last die this took has no die left to remove: it goes on to the roll.
      const step = last.step === 'obstruction' && pool.red + pool.blue + pool.black === 0 ? 'roll' : last.step;
      return { ...state, attack: { ...attack, attacks: [...records.slice(0, -1), { ...last, pool, step }] } };
    }
    case 'DefenseTokenDiscarded':
      return withShip(state, e.payload.ship, (x) => ({ ...x, defenseTokens: x.defenseTokens.map((t, i) => (i === e.payload.token ? { ...t, state: 'discarded' as const } : t)) }));
    case 'ShieldsLostByCard':
      return withShip(state, e.payload.ship, (x) => ({ ...x, shields: { ...x.shields, [e.payload.zone]: x.shields[e.payload.zone] - e.payload.amount } }));
    case 'ShipRemoved':
      return withShip(state, e.payload.ship, (x) => ({ ...x, destroyed: true }));
    case 'SquadronRemoved': {
      const left = (state.displaced?.squadrons ?? []).filter((q) => q !== e.payload.squadron);
      return {
        ...withSquadron(state, e.payload.squadron, (q) => ({ ...q, destroyed: true })),
        displaced: state.displaced && left.length > 0 ? { ...state.displaced, squadrons: left } : null,
      };
    }
    case 'SquadronsDisplaced':
      return { ...state, displaced: { ship: e.payload.ship, placer: e.payload.placer, squadrons: e.payload.squadrons } };
    case 'DisplacedSquadronPlaced': {
      const s = withSquadron(state, e.payload.squadron, (q) => ({ ...q, position: e.payload.position }));
      const left = (state.displaced?.squadrons ?? []).filter((q) => q !== e.payload.squadron);
      return { ...s, displaced: left.length && state.displaced ? { ...state.displaced, squadrons: left } : null };
    }
    case 'ShipActivationEnded':
      // Seed "PHASE 2: SCHIFFSPHASE": then the opponent activates one of their ships.
      return { ...state, activation: null, turn: ship(state, e.payload.ship).owner === 0 ? 1 : 0 };
    case 'TurnPassed': {
      const s: ArmadaState = { ...state, turn: e.payload.turn, squadronsThisTurn: 0, squadronTurn: null };
      // A new squadron turn: cards acting when it begins (Hyperwave Signal Boost).
      return s.phase === 'squadron' ? { ...s, effects: [...s.effects, ...squadronTurnTriggers(s)] } : s;
    }
    case 'SquadronPhaseStarted': {
      const s: ArmadaState = { ...state, phase: 'squadron', turn: e.payload.turn, squadronsThisTurn: 0, squadronTurn: null };
      return { ...s, effects: [...s.effects, ...squadronTurnTriggers(s)] };
    }
    case 'SquadronChosenForTurn': {
      const seat = state.ships.find((x) => x.id === e.payload.ship)!.owner;
      return { ...state, squadronTurn: { seat, squadrons: [...(state.squadronTurn?.squadrons ?? []), e.payload.squadron] } };
    }
    case 'SquadronActivated': {
      const s = withSquadron(state, e.payload.squadron, (q) => ({ ...q, activated: true }));
      return {
        ...s,
        squadronActivation: { squadron: e.payload.squadron, byCommand: e.payload.byCommand, moved: false, attacked: false },
        squadronsThisTurn: e.payload.byCommand ? state.squadronsThisTurn : state.squadronsThisTurn + 1,
      };
    }
    case 'SquadronMoved': {
      const s = withSquadron(state, e.payload.squadron, (q) => ({ ...q, position: e.payload.position }));
      return { ...s, squadronActivation: s.squadronActivation && { ...s.squadronActivation, moved: true } };
    }
    case 'SquadronAttackDeclared':
      return {
        ...state,
        squadronActivation: state.squadronActivation && { ...state.squadronActivation, attacked: true },
        attack: initialAttackState(),
        attackSource: { kind: 'squadron', squadron: e.payload.squadron },
      };
    case 'SquadronActivationEnded':
      return { ...state, squadronActivation: null };
    case 'InterruptAttackDeclared':
      return { ...state, attack: initialAttackState(), attackSource: { kind: 'interrupt', squadron: e.payload.squadron, resume: e.payload.resume } };
    case 'StatusPhaseResolved': {
      // Seed "PHASE 4: STATUSPHASE": exhausted defense tokens are readied; the flipped initiative token makes every squadron unactivated again.
      const s: ArmadaState = {
        ...state,
        squadronTurn: null,
        phase: 'status',
        // Compartment Fire: that ship cannot ready its own defense tokens.
        ships: state.ships.map((x) => ({
          ...x,
          activated: false,
          defenseTokens: forbidden(x, 'ready-own-defense-tokens') ? x.defenseTokens : x.defenseTokens.map((t) => (t.state === 'exhausted' ? { ...t, state: 'ready' as const } : t)),
        })),
        squadrons: state.squadrons.map((q) => ({ ...q, activated: false, defenseTokens: q.defenseTokens.map((t) => (t.state === 'exhausted' ? { ...t, state: 'ready' as const } : t)) })),
      };
      // Seed "Aufwertungskarten spielbereit machen": recurring cards ready by themselves; the owners may pay for the others.
      const readied = { ...s, ships: s.ships.map((x) => (x.upgrades ? { ...x, upgrades: x.upgrades.map((u) => (u.exhausted && upgradeCard(u.id)?.recurrence === 'recurring' ? { ...u, exhausted: false } : u)) } : x)) };
      return { ...readied, effects: [...readied.effects, ...readyEffects(readied)] };
    }
    case 'UpgradeExhausted':
      return withUpgrade(state, e.payload.ship, e.payload.upgrade, (u) => ({ ...u, exhausted: true }));
    case 'UpgradeReadied': {
      const { paid, from } = e.payload;
      const s = from === 'ship' && paid ? withShip(state, e.payload.ship, (x) => ({ ...x, tokens: removeOne(x.tokens, paid) })) : state;
      // Swivel-Mount Batteries: its focus token is removed when the card is readied.
      return withUpgrade(s, e.payload.ship, e.payload.upgrade, ({ focus: _focus, ...u }) => ({ ...u, exhausted: false, tokens: from === 'card' && paid ? removeOne(u.tokens, paid) : u.tokens }));
    }
    case 'UpgradeTokenSpent':
      return withUpgrade(state, e.payload.ship, e.payload.upgrade, (u) => ({ ...u, tokens: removeOne(u.tokens, e.payload.command) }));
    case 'StartingTokenChosen':
      return withUpgrade(state, e.payload.ship, e.payload.upgrade, (u) => ({ ...u, tokens: [...u.tokens, e.payload.command] }));
    case 'CommandTokenGained':
      return withShip(state, e.payload.ship, (x) => ({ ...x, tokens: [...x.tokens, e.payload.command] }));
    case 'DefenseTokenSpentByCard':
      // Seed "VERTEIDIGUNGSMARKER": spent ready it is exhausted, spent exhausted it is discarded.
      return withShip(state, e.payload.ship, (x) => ({
        ...x,
        defenseTokens: x.defenseTokens.map((t, i) => (i === e.payload.token ? { ...t, state: t.state === 'ready' ? ('exhausted' as const) : ('discarded' as const) } : t)),
      }));
    case 'DefenseTokenReadiedByCard':
      return withShip(state, e.payload.ship, (x) => ({ ...x, defenseTokens: x.defenseTokens.map((t, i) => (i === e.payload.token ? { ...t, state: 'ready' as const } : t)) }));
    case 'ShieldsTurnedIntoRepairPoints': {
      const { from, zone, points } = e.payload;
      const s = withShip(state, from, (x) => ({ ...x, shields: { ...x.shields, [zone]: x.shields[zone] - 1 } }));
      return withActivation(s, (a) => ({ ...a, repairPoints: a.repairPoints + points }));
    }
    case 'RepairDiscountGained':
      return withActivation(state, (a) => ({ ...a, repairDiscount: (a.repairDiscount ?? 0) + e.payload.amount }));
    case 'RaidTokenGained':
      // Seed "ÜBERFALLMARKER": one of each type at most.
      return withShip(state, e.payload.ship, (x) => (raided(x, e.payload.command) ? x : { ...x, raidTokens: [...raidTokensOf(x), e.payload.command] }));
    case 'RaidTokensDiscarded': {
      const gone = new Set(e.payload.commands);
      const s = withShip(state, e.payload.ship, (x) => ({
        ...x,
        raidTokens: raidTokensOf(x).filter((c) => !gone.has(c)),
        tokens: e.payload.by === 'token' ? removeOne(x.tokens, e.payload.commands[0]) : x.tokens,
      }));
      // The discarded dial is gone: nothing is kept or turned into a token (spent for nothing).
      return withActivation(s, (a) => (e.payload.by === 'dial' ? { ...a, stage: 'commands', dialKept: false, dialSpent: true, raidCleared: true } : { ...a, raidCleared: true }));
    }
    case 'CommandTokenLost':
      return withShip(state, e.payload.ship, (x) => ({ ...x, tokens: removeOne(x.tokens, e.payload.command) }));
    case 'ExtraCommandDialGained':
      return withActivation(state, (a) => ({ ...a, extraDials: [...(a.extraDials ?? []), e.payload.command] }));
    case 'AttackDamageReduced': {
      const { amount, shieldsFrom } = e.payload;
      const attack = state.attack!;
      const last = attack.attacks[attack.attacks.length - 1];
      const total = Math.max(0, (last.damageTotal ?? 0) - amount);
      // Nothing left to redirect: the damage step goes on by itself.
      const record = { ...last, damageTotal: total, step: total === 0 && last.step === 'redirect' ? ('resolve' as const) : last.step };
      let combatants = attack.combatants;
      let s = state;
      if (shieldsFrom) {
        // Shields the card spends come off the ship; while it fights, off its place in the attack too (settled back when the attack ends).
        s = withShip(s, e.payload.ship, (x) => ({ ...x, shields: { ...x.shields, [shieldsFrom]: x.shields[shieldsFrom] - amount } }));
        const c = combatants[e.payload.ship];
        if (c?.kind === 'ship') combatants = { ...combatants, [c.id]: { ...c, shields: { ...c.shields, [shieldsFrom]: c.shields[shieldsFrom] - amount } } };
      }
      return { ...s, attack: { ...attack, combatants, attacks: [...attack.attacks.slice(0, -1), record] } };
    }
    case 'UpgradeCriticalResolved': {
      // The card's critical effect instead of the standard one (one per attack): the attack goes on to its damage; the effect acts once it is over.
      const attack = state.attack!;
      const last = attack.attacks[attack.attacks.length - 1];
      const effect = { ship: e.payload.ship, card: e.payload.upgrade, when: 'critical-effect' as const, target: { ship: e.payload.defender, zone: e.payload.zone } };
      return { ...state, attack: { ...attack, attacks: [...attack.attacks.slice(0, -1), { ...last, step: 'damage' }] }, effects: [...state.effects, effect] };
    }
    case 'AttackDieAddedByCard': {
      const attack = state.attack!;
      const last = attack.attacks[attack.attacks.length - 1];
      const die = { color: e.payload.color, face: e.payload.face, cancelled: false, spent: false };
      return { ...state, attack: { ...attack, attacks: [...attack.attacks.slice(0, -1), { ...last, dice: [...last.dice, die] }] } };
    }
    case 'FireLanesControlled': {
      const tokens: [number, number] = [state.victoryTokens[0], state.victoryTokens[1]];
      for (const t of e.payload.tokens) if (t.seat !== null) tokens[t.seat] += 1;
      return { ...state, victoryTokens: tokens };
    }
    case 'StationContested': {
      if (e.payload.seat === null) return state;
      const tokens: [number, number] = [state.victoryTokens[0], state.victoryTokens[1]];
      tokens[e.payload.seat] += 1;
      return { ...state, victoryTokens: tokens };
    }
    case 'ObjectiveDamageTurnedFaceup': {
      // The spent die leaves the pool; the card lies faceup on the defender, its effect acting once the attack is over.
      const attack = state.attack!;
      const last = attack.attacks[attack.attacks.length - 1];
      const dice = last.dice.map((d, i) => (i === e.payload.die ? { ...d, cancelled: true } : d));
      const c = attack.combatants[e.payload.ship];
      const combatants =
        c?.kind === 'ship' ? { ...attack.combatants, [c.id]: { ...c, facedownDamage: removeOne(c.facedownDamage, e.payload.card), faceupDamage: [...c.faceupDamage, e.payload.card] } } : attack.combatants;
      const effects = program(e.payload.card, 'dealt-faceup').length > 0 ? [{ ship: e.payload.ship, card: e.payload.card, when: 'dealt-faceup' as const }] : [];
      return { ...state, attack: { ...attack, combatants, attacks: [...attack.attacks.slice(0, -1), { ...last, dice }] }, effects: [...state.effects, ...effects] };
    }
    case 'ObjectiveDiceAdded': {
      const attack = state.attack!;
      const last = attack.attacks[attack.attacks.length - 1];
      const dice = e.payload.dice.map((d) => ({ color: d.color, face: d.face, cancelled: false, spent: false }));
      const s = e.payload.tokenDiscarded ? withShip(state, e.payload.ship, (x) => ({ ...x, objectiveToken: false })) : state;
      return { ...s, attack: { ...attack, attacks: [...attack.attacks.slice(0, -1), { ...last, dice: [...last.dice, ...dice] }] } };
    }
    case 'DamageReducedBySquadron': {
      // The squadron's token is spent as in a defense (seed "VERTEIDIGUNGSMARKER"); the attack's total drops, never below 0.
      const attack = state.attack!;
      const last = attack.attacks[attack.attacks.length - 1];
      const s = withSquadron(state, e.payload.squadron, (q) => ({
        ...q,
        defenseTokens: q.defenseTokens.map((t, i) => (i === e.payload.token ? { ...t, state: t.state === 'ready' ? ('exhausted' as const) : ('discarded' as const) } : t)),
      }));
      const record = { ...last, damageTotal: Math.max(0, (last.damageTotal ?? 0) - e.payload.amount) };
      return { ...s, attack: { ...attack, attacks: [...attack.attacks.slice(0, -1), record] } };
    }
    case 'AttackDieRerolledByCard': {
      const attack = state.attack!;
      const last = attack.attacks[attack.attacks.length - 1];
      const dice = last.dice.map((d, i) => (i === e.payload.die ? { ...d, face: e.payload.face } : d));
      return { ...state, attack: { ...attack, attacks: [...attack.attacks.slice(0, -1), { ...last, dice }] } };
    }
    case 'AttackDieTurned': {
      const attack = state.attack!;
      const last = attack.attacks[attack.attacks.length - 1];
      const dice = last.dice.map((d, i) => (i === e.payload.die ? { ...d, face: e.payload.face } : d));
      const once = `${e.payload.ship}:turn-die-to-single-icon`;
      return {
        ...withActivation(state, (a) => ({ ...a, usedOnce: [...(a.usedOnce ?? []), once] })),
        attack: { ...attack, attacks: [...attack.attacks.slice(0, -1), { ...last, dice }] },
      };
    }
    case 'StandardSetupStarted':
    case 'FleetDrawSeeded':
    case 'FleetSubmitted':
    case 'FleetsRevealed':
    case 'FirstPlayerChosen':
    case 'ObjectiveChosen':
    case 'ObstaclePlaced':
    case 'ShipDeployed':
    case 'SquadronDeployed':
    case 'DeploymentTurnPassed':
    case 'ObjectiveShipsToName':
    case 'ObjectiveShipNamed':
    case 'ObstacleTokensPlaced':
    case 'ObstaclesLeftOut':
    case 'ObjectiveTokensToPlace':
    case 'ObjectiveTokenPlaced':
    case 'ObjectiveTokensToShift':
    case 'ObjectiveTokenShifted':
    case 'ShipObjectiveTokensPlaced':
    case 'ObjectiveConcentrateFireGiven':
    case 'SetupFinished':
      return evolveStandardSetup(state, e);
    case 'UnitsToSetAside':
    case 'ShipSetAside':
    case 'SquadronSetAside':
    case 'SettingAsideFinished':
    case 'HyperspaceJumpChosen':
    case 'StayedInHyperspace':
    case 'ShipArrived':
    case 'SquadronArrived':
    case 'ObjectiveTokensRemoved':
    case 'ObjectiveTokenMoved':
      return evolveHyperspace(state, e);
    case 'VictoryTokenGained': {
      const tokens: [number, number] = [state.victoryTokens[0], state.victoryTokens[1]];
      tokens[e.payload.seat] += 1;
      return { ...state, victoryTokens: tokens };
    }
    case 'ObjectiveTokenTaken':
      return { ...state, objectiveTokens: state.objectiveTokens.filter((t) => t.id !== e.payload.token) };
    case 'MineTriggered': {
      const s = { ...state, objectiveTokens: state.objectiveTokens.filter((t) => t.id !== e.payload.token) };
      // A crit deals the first card faceup: a card acting before it deals it (Tide of Progress XII; game.maneuver.ts).
      return e.payload.dice.includes('crit') ? { ...s, effects: [...s.effects, ...faceupDamageTriggers(ship(s, e.payload.ship), 'minefield')] } : s;
    }
    case 'FaceupDamageCardDiscarded': {
      const card = e.payload.card;
      const discard = [...state.discard, card];
      if (e.payload.cause !== 'attack') return { ...state, deck: state.deck.slice(1), discard };
      // In an attack the card leaves the attack's deck; its damage point takes no card (attack.decide.ts).
      const attack = state.attack!;
      const last = attack.attacks[attack.attacks.length - 1];
      return { ...state, discard, attack: { ...attack, deck: attack.deck.slice(1), attacks: [...attack.attacks.slice(0, -1), { ...last, faceupDiscarded: card }] } };
    }
    case 'FocusTokenPlaced':
      return withUpgrade(state, e.payload.ship, e.payload.upgrade, (u) => ({ ...u, focus: e.payload.zone }));
    case 'AttackDieGatheredByCard': {
      const attack = state.attack!;
      const last = attack.attacks[attack.attacks.length - 1];
      return { ...state, attack: { ...attack, attacks: [...attack.attacks.slice(0, -1), { ...last, pool: { ...last.pool, [e.payload.color]: last.pool[e.payload.color] + 1 } }] } };
    }
    case 'ObstacleTokenTaken':
      return { ...state, obstacleTokens: state.obstacleTokens.filter((o) => o !== e.payload.obstacle) };
    case 'GameEnded':
      return { ...state, status: 'over', phase: 'over', result: e.payload, activation: null, squadronActivation: null, attack: null, attackSource: null };
  }
}

function shift(shields: Readonly<Record<HullZone, number>>, from: HullZone, df: number, to: HullZone, dt: number): Record<HullZone, number> {
  return { ...shields, [from]: shields[from] + df, [to]: shields[to] + dt };
}

/**
 * An event of the running attack: folded by the attack decider; when the
 * attack ends, what it did to both sides is copied back onto the table and
 * the deck continues where the attack left it.
 */
function evolveRunningAttack(state: ArmadaState, event: AttackEvent): ArmadaState {
  if (!state.attack) throw new EngineInvariantError(`armada: attack event ${event.type} without an attack`);
  const attack = evolveAttack(state.attack, event);
  // A faceup card's dealt-faceup effect runs once the attack is over (game.damage.ts).
  if (event.type === 'DamageCardDealt' && event.payload.faceup && event.payload.card !== null) {
    const effects = program(event.payload.card, 'dealt-faceup').length > 0 ? [{ ship: event.payload.ship, card: event.payload.card, when: 'dealt-faceup' as const }] : [];
    return { ...state, attack, effects: [...state.effects, ...effects] };
  }
  // Upgrade cards acting after the roll (Kraken) and before the damage is suffered (Obi-Wan Kenobi, Foreman's Labor, Implacable).
  // Assault Concussion Missiles and other critical effects on cards, when the attack reaches its critical step.
  if (event.type === 'DefenseTokensDone' && attack.status === 'active' && attack.attacks[attack.attacks.length - 1].step === 'critical') {
    const next = { ...state, attack };
    return { ...next, effects: [...attackTriggers(next, 'critical'), ...state.effects] };
  }
  // Clone Gunners, while the attacker resolves a concentrate-fire command: asked once, when its dial or token is first spent.
  if (event.type === 'ConcentrateFireDialSpent' || event.type === 'ConcentrateFireTokenSpent') {
    const record = state.attack.attacks[state.attack.attacks.length - 1];
    const next = { ...state, attack };
    if (record.concentrateFireDialUsed || record.concentrateFireTokenUsed) return next;
    return { ...next, effects: [...attackTriggers(next, 'concentrate-fire'), ...state.effects] };
  }
  // Cards acting before a faceup damage card is dealt (Tide of Progress XII), once the damage is about to be suffered.
  const faceup = enteringResolve(state.attack, attack) ? faceupGuards(state, attack) : [];
  if (event.type === 'AttackDiceRolled' || (event.type === 'DamageTotalled' && event.payload.total > 0)) {
    const next = { ...state, attack };
    // Ahead of effects waiting for the attack's end (a faceup card dealt before a salvo), which would otherwise hold them up.
    // The objective's dice (Most Wanted, Opening Salvo) join the pool before the cards act on the roll.
    const objective = event.type === 'AttackDiceRolled' ? objectiveAttackTriggers(next) : [];
    // Unique squadrons guarding the defending squadron (Axe) after the upgrade cards.
    const guards = event.type === 'DamageTotalled' ? squadronTriggers(next) : [];
    return { ...next, effects: [...objective, ...attackTriggers(next, event.type === 'AttackDiceRolled' ? 'dice-rolled' : 'before-damage'), ...guards, ...faceup, ...state.effects] };
  }
  if (faceup.length > 0) return { ...state, attack, effects: [...faceup, ...state.effects] };
  // Damaged Munitions and Point-Defense Failure act before the attacker rolls.
  // Swivel-Mount Batteries' focus token changes the pool before the roll too.
  if (event.type === 'AttackDeclared' && event.payload.attacker.kind === 'ship') {
    const attacker = state.ships.find((x) => x.id === event.payload.attacker.id);
    const zone = event.payload.attacker.zone;
    return { ...state, attack, effects: attacker ? [...state.effects, ...triggered(attacker, 'roll-attack-dice'), ...attackDeclaredTriggers(attacker, zone)] : state.effects };
  }
  if (event.type !== 'AttackEnded') return { ...state, attack };
  return { ...settleAttack(state, attack), attack: null, attackSource: null };
}

/** Did this event bring the attack to the step where its damage is suffered? */
function enteringResolve(before: AttackState, after: AttackState): boolean {
  const last = (a: AttackState) => a.attacks[a.attacks.length - 1];
  return after.status === 'active' && last(after)?.step === 'resolve' && last(before)?.step !== 'resolve';
}

/** The defending ship's cards acting before the faceup card this attack is about to deal it. */
function faceupGuards(state: ArmadaState, attack: AttackState): PendingEffect[] {
  if (faceupCardToDeal(attack) === null) return [];
  const defender = attack.combatants[attack.attacks[attack.attacks.length - 1].defender];
  const x = state.ships.find((v) => v.id === defender.id);
  return x ? faceupDamageTriggers(x, 'attack') : [];
}

function settleAttack(state: ArmadaState, attack: AttackState): ArmadaState {
  let s: ArmadaState = { ...state, deck: attack.deck };
  for (const c of Object.values(attack.combatants)) {
    const destroyed = attack.destroyed.includes(c.id);
    if (c.kind === 'ship')
      s = withShip(s, c.id, (x) => ({ ...x, shields: c.shields, defenseTokens: c.defenseTokens, faceupDamage: c.faceupDamage, facedownDamage: c.facedownDamage, destroyed: x.destroyed || destroyed }));
    else s = withSquadron(s, c.id, (q) => ({ ...q, hull: c.hull, defenseTokens: c.defenseTokens, destroyed: q.destroyed || destroyed }));
  }
  // The concentrate-fire dial or token the attacker spent is gone (seed "FEUER KONZENTRIEREN").
  const first = attack.attacks[0];
  const src = state.attackSource;
  if (first && src?.kind === 'ship') {
    if (first.concentrateFireTokenUsed) s = withShip(s, src.ship, (x) => ({ ...x, tokens: removeOne(x.tokens, 'concentrate-fire') }));
    if (first.concentrateFireDialUsed && s.activation) s = { ...s, activation: { ...s.activation, dialSpent: true } };
  }
  // An interrupting attack hands back to the activation it interrupted, at the stage it stored.
  if (src?.kind === 'interrupt' && s.activation) s = { ...s, activation: { ...s.activation, stage: src.resume } };
  return s;
}
