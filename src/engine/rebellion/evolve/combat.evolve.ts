import { tacticCardData } from '../data/cards.data.js';
import { LEADER_IDS, type LeaderId } from '../data/leaders.data.js';
import type { SystemId } from '../data/systems.data.js';
import { unitType, type UnitTypeId } from '../data/units.data.js';
import { FACTIONS } from '../data/model.types.js';
import type { RebellionEvent } from '../rebellion.events.js';
import { unitHealth } from '../modifiers.rules.js';
import type { CombatState, RebellionState } from '../rebellion.state.js';
import type { Draft } from './evolve.draft.js';
import { fail, drawTop, removeOne, isPermutation, addUnits, expire, dropWounds, moveLeader, type EvolveHandlers, type EventOf } from './evolve.kit.js';

/** Every leader standing in the system, captives too. */
const leadersIn = (s: Draft<RebellionState>, system: SystemId): LeaderId[] =>
  LEADER_IDS.filter((l) => {
    const location = s.leaders[l]?.location;
    return location?.kind === 'system' && location.system === system;
  });

/** The combat in progress, which the event must belong to. */
function combat(s: Draft<RebellionState>, event: RebellionEvent): Draft<CombatState> {
  if (s.phase.kind !== 'combat') fail(event, 'no combat');
  return s.phase;
}

/** A combat step its side passes on: nothing changes, but the event must belong to the combat. */
function combatStepPassed(s: Draft<RebellionState>, event: EventOf<'CombatLeaderDeclined' | 'CombatCardsDone' | 'CombatActionsEnded' | 'BlockingEnded' | 'RetreatDeclined' | 'DeathStarPlansSkipped'>): void {
  combat(s, event);
}

/** A combat (RR GEFECHT): its steps, rounds, dice, damage, tactic cards and retreats. */
export const combatEvolve = {
  CombatBegan: (s, event) => {
    const { system, active, from, present } = event.payload;
    // RR SYSTEME AKTIVIEREN step 4, a mission's card once its steps are done, or a „Zuweisung“ card's move.
    if (s.phase.kind !== 'activation' && s.phase.kind !== 'mission' && s.phase.kind !== 'evacuation') fail(event, 'no activation, mission or card move');
    // In the assignment phase no command turn runs: the combat returns to assigning, its command turn is never read.
    const command = s.phase.kind === 'evacuation' ? { turn: active, passed: { empire: false, rebel: false } } : s.phase.command;
    s.phase = {
      kind: 'combat',
      afterwards: s.phase.kind === 'evacuation' ? 'assignment' : 'turn',
      command: { turn: command.turn, passed: { ...command.passed } },
      system,
      active,
      from: [...from],
      round: 0,
      step: 'add-leader',
      turn: active,
      attack: null,
      wounds: [],
      noBlock: [],
      noRetreat: [],
      escape: [],
      retreated: [],
      retreat: null,
      rebelDiceReduced: false,
      rolled: { space: { empire: 0, rebel: 0 }, ground: { empire: 0, rebel: 0 } },
      plansTried: false,
      objectivePlayed: false,
      present: { space: [...present.space], ground: [...present.ground] },
      won: {},
      destroyed: { empire: {}, rebel: {} },
      subjugated: s.systems[system].subjugated,
      leaders: leadersIn(s, system),
      objectivesOffered: [],
      objectiveWindow: null,
    };
  },
  CombatLeaderAdded: (s, event) => {
    const c = combat(s, event);
    moveLeader(s, event.payload.leader, { kind: 'system', system: c.system }, event);
    c.leaders.push(event.payload.leader);
  },
  CombatLeaderDeclined: combatStepPassed,
  CombatCardsDone: combatStepPassed,
  CombatActionsEnded: combatStepPassed,
  BlockingEnded: combatStepPassed,
  RetreatDeclined: combatStepPassed,
  DeathStarPlansSkipped: combatStepPassed,
  CombatStepBegan: (s, event) => {
    const c = combat(s, event);
    c.step = event.payload.step;
    c.turn = event.payload.turn;
  },
  RebelDiceReduced: (s, event) => {
    combat(s, event).rebelDiceReduced = true;
  },
  TacticCardsDrawn: (s, event) => {
    const { faction, theater, cards } = event.payload;
    drawTop(event, s.decks.tactics[theater], cards);
    s.hands.tactics[faction].push(...cards);
  },
  TacticDiscardsReshuffled: (s, event) => {
    const { theater, order } = event.payload;
    if (!isPermutation([...s.decks.tactics[theater], ...s.discards.tactics[theater]], order)) fail(event, 'not the deck and its discards');
    s.decks.tactics[theater] = [...order];
    s.discards.tactics[theater] = [];
  },
  CombatRoundBegan: (s, event) => {
    const c = combat(s, event);
    c.round = event.payload.round;
    c.noRetreat = [];
    c.escape = [];
    c.plansTried = false;
    c.rolled = { space: { empire: 0, rebel: 0 }, ground: { empire: 0, rebel: 0 } };
  },
  AttackDiceRolled: (s, event) => {
    const c = combat(s, event);
    const { attacker, theater, dice } = event.payload;
    c.attack = { attacker, theater, dice: dice.map((d) => ({ ...d, used: false })), free: 0, recoloured: 0 };
    c.rolled[theater][attacker] += dice.length;
    delete c.setDown;
  },
  DieSpent: (s, event) => {
    const die = combat(s, event).attack?.dice[event.payload.index];
    if (die === undefined || die.used) fail(event, 'no such unused die');
    die.used = true;
  },
  TacticCardPlayed: (s, event) => {
    const { faction, card, discarded } = event.payload;
    for (const c of [card, ...discarded]) {
      removeOne(event, s.hands.tactics[faction], c);
      s.discards.tactics[tacticCardData(c).deck].push(c);
    }
  },
  DiceRerolled: (s, event) => {
    const dice = combat(s, event).attack?.dice;
    event.payload.indices.forEach((i, k) => {
      if (dice?.[i] === undefined) fail(event, 'no such die');
      dice[i].face = event.payload.faces[k];
    });
  },
  DamageAssigned: (s, event) => {
    const c = combat(s, event);
    const { faction, target, amount, source } = event.payload;
    const wound = c.wounds.find((w) => w.faction === faction && !w.doomed && w.unit === target.unit && w.markers === target.markers && w.pending === target.pending);
    if (wound !== undefined) wound.pending += amount;
    else if (target.markers === 0 && target.pending === 0) c.wounds.push({ faction, unit: target.unit, markers: 0, pending: amount, doomed: false });
    else fail(event, 'no such unit');
    if (typeof source === 'number') {
      const die = c.attack?.dice[source];
      if (die === undefined || die.used) fail(event, 'no such unused die');
      die.used = true;
      if (die.face === 'hit' && unitType(target.unit).healthColour !== die.colour) c.attack!.recoloured += 1;
    } else if (source === 'free') {
      if (c.attack === null || c.attack.free < amount) fail(event, 'no card damage left');
      c.attack.free -= amount;
    }
  },
  FreeDamageAdded: (s, event) => {
    const attack = combat(s, event).attack;
    if (attack === null) fail(event, 'no attack');
    attack.free += event.payload.amount;
  },
  DamageBlocked: (s, event) => {
    const c = combat(s, event);
    const { faction, target } = event.payload;
    const i = c.wounds.findIndex((w) => w.faction === faction && !w.doomed && w.unit === target.unit && w.markers === target.markers && w.pending === target.pending);
    if (i < 0 || c.wounds[i].pending === 0) fail(event, 'no damage to block there');
    c.wounds[i].pending -= 1;
    if (c.wounds[i].pending === 0 && c.wounds[i].markers === 0) c.wounds.splice(i, 1);
  },
  BlockingForbidden: (s, event) => {
    combat(s, event).noBlock.push(event.payload.faction);
  },
  RetreatForbidden: (s, event) => {
    combat(s, event).noRetreat.push(event.payload.faction);
  },
  EscapePlanned: (s, event) => {
    combat(s, event).escape.push(event.payload.faction);
  },
  AttackResolved: (s, event) => {
    const c = combat(s, event);
    for (const w of c.wounds) {
      if (w.faction === event.payload.attacker || w.pending === 0) continue;
      w.markers += w.pending;
      w.pending = 0;
      w.doomed = w.markers >= (unitHealth(s as RebellionState, c.system, w.unit) ?? Infinity);
    }
    c.attack = null;
  },
  BattleStepEnded: (s, event) => {
    combat(s, event).noBlock = [];
  },
  BattleDecided: (s, event) => {
    combat(s, event).won[event.payload.theater] = event.payload.winner;
  },
  DeathStarPlansRevealed: (s, event) => {
    const c = combat(s, event);
    c.plansTried = true;
    delete c.setDown;
  },
  // The Master Yoda ring on a die of the plans (plans.flow.ts): the dice are not kept, they are judged at once.
  PlansDieRerolled: (s, event) => {
    combat(s, event);
  },
  RetreatBegan: (s, event) => {
    const { faction, leader, to } = event.payload;
    combat(s, event).retreat = { faction, leader, to, steps: [] };
  },
  RetreatUnitsAdded: (s, event) => {
    const c = combat(s, event);
    if (c.retreat === null) fail(event, 'no retreat');
    c.retreat.steps.push({ kind: 'units', from: c.system, unit: event.payload.unit, count: event.payload.count });
  },
  Retreated: (s, event) => {
    const c = combat(s, event);
    const r = c.retreat;
    if (r === null || r.faction !== event.payload.faction) fail(event, 'no retreat');
    const moving: [UnitTypeId, number][] = (Object.entries(s.units[c.system]) as [UnitTypeId, number][]).filter(
      ([u]) => unitType(u).faction === r.faction && unitType(u).theater === 'space' && !unitType(u).immobile && !unitType(u).needsTransport,
    );
    for (const step of r.steps) if (step.kind === 'units') moving.push([step.unit, step.count]);
    for (const [unit, n] of moving) {
      addUnits(s, c.system, unit, -n, event);
      addUnits(s, r.to, unit, n, event);
      dropWounds(c.wounds, r.faction, unit, n);
    }
    moveLeader(s, r.leader, { kind: 'system', system: r.to }, event);
    c.retreated.push(r.faction);
    c.retreat = null;
  },
  CombatEnded: (s, event) => {
    const c = combat(s, event);
    for (const faction of FACTIONS) {
      for (const card of s.hands.tactics[faction]) s.discards.tactics[tacticCardData(card).deck].push(card);
      s.hands.tactics[faction] = [];
    }
    c.wounds = [];
    c.attack = null;
    c.step = 'ended';
    expire(s, 'combat');
  },
  TacticDecksReshuffled: (s, event) => {
    const { space, ground } = event.payload;
    for (const [theater, order] of [['space', space], ['ground', ground]] as const) {
      if (!isPermutation([...s.decks.tactics[theater], ...s.discards.tactics[theater]], order)) fail(event, 'not the deck and its discards');
      s.decks.tactics[theater] = [...order];
      s.discards.tactics[theater] = [];
    }
  },
  CombatObjectivesDue: (s, event) => {
    const c = combat(s, event);
    c.step = 'objective';
    c.turn = 'rebel';
    c.objectivesOffered.push(...event.payload.cards);
    c.objectiveWindow = { cards: [...event.payload.cards], resume: event.payload.resume };
  },
} satisfies EvolveHandlers;
