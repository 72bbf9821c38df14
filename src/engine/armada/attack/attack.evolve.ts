import type { DieColor } from '../catalog/catalog.types.js';
import { criticalPossible, current } from './attack.rules.js';
import type { AttackDie, AttackEvent, AttackRecord, AttackState, Combatant, ShipCombatant } from './attack.types.js';

export function initialAttackState(): AttackState {
  return { status: 'idle', combatants: {}, attacks: [], deck: [], destroyed: [] };
}

function newRecord(
  kind: AttackRecord['kind'],
  attacker: string,
  defender: string,
  range: AttackRecord['range'],
  obstructed: boolean,
  swarmEligible: boolean,
  pool: Readonly<Record<DieColor, number>>,
): AttackRecord {
  return {
    kind,
    attacker,
    defender,
    range,
    obstructed,
    step: obstructed ? 'obstruction' : 'roll',
    pool,
    dice: [],
    concentrateFireDialUsed: false,
    concentrateFireTokenUsed: false,
    swarmEligible,
    swarmUsed: false,
    aiDiceAdded: 0,
    lockedTokens: [],
    spentTokens: [],
    redirectZone: null,
    braced: false,
    contained: false,
    salvoSpent: false,
    criticalResolved: false,
    damageTotal: null,
    redirected: null,
  };
}

/** Folds one event; pure and never random, so replaying the events rebuilds the attack. */
export function evolveAttack(state: AttackState, event: AttackEvent): AttackState {
  switch (event.type) {
    case 'AttackDeclared': {
      const { attacker, defender, range, obstructed, swarmEligible, pool } = event.payload;
      return {
        ...state,
        status: 'active',
        combatants: { [attacker.id]: attacker, [defender.id]: defender },
        attacks: [newRecord('normal', attacker.id, defender.id, range, obstructed, swarmEligible, pool)],
      };
    }
    case 'DamageDeckPrepared':
      return { ...state, deck: event.payload.order };
    case 'ObstructedDieRemoved': {
      const a = current(state);
      return withRecord(state, { ...a, pool: { ...a.pool, [event.payload.color]: a.pool[event.payload.color] - 1 }, step: 'roll' });
    }
    case 'AttackDiceRolled':
      return withRecord(state, { ...current(state), dice: event.payload.dice.map((d) => die(d.color, d.face)), step: 'effects' });
    case 'ConcentrateFireDialSpent': {
      const a = current(state);
      const s = withRecord(state, { ...a, dice: [...a.dice, die(event.payload.color, event.payload.face)], concentrateFireDialUsed: true });
      return withCombatant(s, { ...(s.combatants[a.attacker] as ShipCombatant), concentrateFireDial: false });
    }
    case 'ConcentrateFireTokenSpent': {
      const a = current(state);
      const s = withRecord(state, { ...a, dice: reroll(a.dice, event.payload.die, event.payload.face), concentrateFireTokenUsed: true });
      return withCombatant(s, { ...(s.combatants[a.attacker] as ShipCombatant), concentrateFireToken: false });
    }
    case 'SwarmRerolled': {
      const a = current(state);
      return withRecord(state, { ...a, dice: reroll(a.dice, event.payload.die, event.payload.face), swarmUsed: true });
    }
    case 'AntiSquadronDieAdded': {
      const a = current(state);
      return withRecord(state, { ...a, dice: [...a.dice, die(event.payload.color, event.payload.face)], aiDiceAdded: a.aiDiceAdded + 1 });
    }
    case 'AccuracySpent': {
      const a = current(state);
      const dice = a.dice.map((d, i) => (i === event.payload.die ? { ...d, spent: true } : d));
      return withRecord(state, { ...a, dice, lockedTokens: [...a.lockedTokens, event.payload.token] });
    }
    case 'AttackEffectsResolved':
      return withRecord(state, { ...current(state), step: 'defense' });
    case 'DefenseTokenSpent': {
      const a = current(state);
      const p = event.payload;
      const defender = state.combatants[a.defender];
      const tokens = defender.defenseTokens.map((t, i) => (i === p.token ? { ...t, state: p.to } : t));
      let dice = a.dice;
      for (const i of p.cancelled ?? []) dice = dice.map((d, j) => (j === i ? { ...d, cancelled: true } : d));
      for (const r of p.rerolled ?? []) dice = reroll(dice, r.die, r.face);
      // A card's substitution resolves its effect instead of the token's own.
      const effect = p.as ?? p.tokenType;
      const record: AttackRecord = {
        ...a,
        dice,
        spentTokens: [...a.spentTokens, p.token],
        ...(p.as && p.card ? { substituted: [...(a.substituted ?? []), { token: p.token, effect: p.as, card: p.card }] } : {}),
        redirectZone: effect === 'redirect' && p.zone ? p.zone : a.redirectZone,
        braced: a.braced || effect === 'brace',
        contained: a.contained || effect === 'contain',
        salvoSpent: a.salvoSpent || effect === 'salvo',
      };
      return withCombatant(withRecord(state, record), { ...defender, defenseTokens: tokens } as Combatant);
    }
    case 'DefenseTokensDone': {
      const s = withRecord(state, { ...current(state), step: 'critical' });
      // Skip the critical step when no critical effect can be resolved.
      return criticalPossible(s) ? s : withRecord(s, { ...current(s), step: 'damage' });
    }
    case 'CriticalEffectResolved':
      return withRecord(state, { ...current(state), criticalResolved: true, step: 'damage' });
    case 'CriticalEffectSkipped':
      return withRecord(state, { ...current(state), step: 'damage' });
    case 'DamageTotalled': {
      const a = current(state);
      const defender = state.combatants[a.defender];
      const needsChoice = a.redirectZone !== null && defender.kind === 'ship' && defender.shields[a.redirectZone] > 0 && event.payload.total > 0;
      return withRecord(state, { ...a, damageTotal: event.payload.total, step: needsChoice ? 'redirect' : 'resolve' });
    }
    case 'DamageRedirected':
      return withRecord(state, { ...current(state), redirected: event.payload.amount, step: 'resolve' });
    case 'ShieldsLost': {
      const ship = state.combatants[event.payload.ship] as ShipCombatant;
      const z = event.payload.zone;
      return withCombatant(state, { ...ship, shields: { ...ship.shields, [z]: ship.shields[z] - event.payload.amount } });
    }
    case 'DamageCardDealt': {
      const ship = state.combatants[event.payload.ship] as ShipCombatant;
      const card = event.payload.card;
      const deck = card === null ? state.deck : state.deck.slice(1);
      const updated =
        card === null
          ? ship
          : event.payload.faceup
            ? { ...ship, faceupDamage: [...ship.faceupDamage, card] }
            : { ...ship, facedownDamage: [...ship.facedownDamage, card] };
      return withCombatant({ ...state, deck }, updated);
    }
    case 'ShipDestroyed':
      return { ...state, destroyed: [...state.destroyed, event.payload.ship] };
    case 'SquadronHullLost': {
      const q = state.combatants[event.payload.squadron];
      return q.kind === 'squadron' ? withCombatant(state, { ...q, hull: event.payload.remaining }) : state;
    }
    case 'SquadronDestroyed':
      return { ...state, destroyed: [...state.destroyed, event.payload.squadron] };
    case 'DamageResolved':
      return withRecord(state, { ...current(state), step: 'followUp' });
    case 'FollowUpAttackDeclared': {
      const a = current(state);
      const ended = withRecord(state, { ...a, step: 'ended' });
      const followUp = newRecord(event.payload.kind, a.defender, a.attacker, a.range, event.payload.kind === 'counter' ? a.obstructed : false, false, event.payload.pool);
      const salvoShip = ended.combatants[a.defender];
      // A salvo is rolled from the rear hull zone.
      const s = event.payload.kind === 'salvo' && salvoShip.kind === 'ship' ? withCombatant(ended, { ...salvoShip, zone: 'rear' }) : ended;
      return { ...s, attacks: [...s.attacks, followUp] };
    }
    case 'FollowUpDeclined':
      return withRecord(state, { ...current(state), step: 'ended' });
    case 'AttackEnded':
      return { ...state, status: 'over' };
  }
}

function die(color: DieColor, face: AttackDie['face']): AttackDie {
  return { color, face, cancelled: false, spent: false };
}

function reroll(dice: readonly AttackDie[], index: number, face: AttackDie['face']): AttackDie[] {
  return dice.map((d, i) => (i === index ? { ...d, face, spent: false } : d));
}

function withRecord(state: AttackState, record: AttackRecord): AttackState {
  return { ...state, attacks: [...state.attacks.slice(0, -1), record] };
}

function withCombatant(state: AttackState, c: Combatant): AttackState {
  return { ...state, combatants: { ...state.combatants, [c.id]: c } };
}
