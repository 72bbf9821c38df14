import type { Rng } from '../core/rng.random.js';
import type { RuleViolation } from '../core/rule-violation.error.js';
import { objectiveData } from './data/cards.data.js';
import { DICE } from './data/dice.data.js';
import type { Faction } from './data/model.types.js';
import { combatCardAbility, combatObjectiveProgram, tacticEffect } from './cards/card.index.js';
import { objectiveResumes, startCardProgram } from './cards/prompt.decide.js';
import { applyTactic } from './tactics.play.js';
import { other } from './board.query.js';
import { afterCards, afterLeader, afterObjectiveWindow, afterRetreat, afterSpace, askActions, drawTactics, resolveAttack, toAssign, toBlock } from './combat.flow.js';
import { playPlans, type PlansTarget } from './plans.flow.js';
import { combatActions, combatViolation } from './combat.legal.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { Out } from './rebellion.out.js';
import type { CombatState, DieRoll } from './rebellion.state.js';
import type { ModifierEffect } from './modifiers.effects.js';
import { yodaBearer } from './yoda-ring.rules.js';
import { inSystem } from './action-cards.effects.js';
import type { DecideHandlers } from './rebellion.handlers.js';

/**
 * Handlers of the combat's decisions. Each first checks the action against
 * the step's list of legal actions, then writes its events and hands on to
 * the step that follows (`combat.flow.ts`).
 */

const current = (out: Out): CombatState => out.state.phase as CombatState;

/** The first unused die of this colour (and face). */
function dieIndex(c: CombatState, die: { colour: DieRoll['colour']; face?: DieRoll['face'] }): number {
  return c.attack!.dice.findIndex((d) => !d.used && d.colour === die.colour && (die.face === undefined ? d.face === 'special' : d.face === die.face));
}

export function decideCombat(out: Out, faction: Faction, action: RebellionAction, rng: Rng): RuleViolation | void {
  const refused = combatViolation(out.state, faction, action);
  if (refused) return refused;
  const c = current(out);
  switch (action.type) {
    case 'AddCombatLeader':
      out.emit({ type: 'CombatLeaderAdded', payload: { faction, leader: action.leader } });
      return afterLeader(out, faction, rng);
    case 'DeclineCombatLeader':
      out.emit({ type: 'CombatLeaderDeclined', payload: { faction } });
      return afterLeader(out, faction, rng);
    case 'UseActionCard': {
      out.emit({ type: 'ActionCardUsed', payload: { faction, card: action.card } });
      useCombatCard(out, faction, action, rng);
      if (combatActions(out.state, faction).length > 1) return;
      out.emit({ type: 'CombatCardsDone', payload: { faction } });
      return afterCards(out, faction, rng);
    }
    case 'FinishCombatCards':
      out.emit({ type: 'CombatCardsDone', payload: { faction } });
      return afterCards(out, faction, rng);
    case 'DrawTactic':
      out.emit({ type: 'DieSpent', payload: { index: dieIndex(c, { colour: action.die }) } });
      drawTactics(out, faction, c.attack!.theater, 1, rng);
      return askActions(out, rng);
    case 'PlayTactic':
      return c.step === 'block' ? block(out, faction, action, rng) : playAttackCard(out, faction, action, rng);
    case 'UseRing': {
      // The Master Yoda ring (combat.legal.ts yodaRerolls): one own die rerolled, the ring spent for the round.
      const leader = yodaBearer(out.state, c.system, faction)!;
      const index = dieIndex(c, action.die!);
      out.emit({ type: 'DiceRerolled', payload: { indices: [index], faces: [rng.roll(DICE[action.die!.colour])] } });
      out.emit({ type: 'ModifierAdded', payload: { modifier: { source: 'seek-yoda', owner: faction, until: 'round', effect: { kind: 'ring-spent', leader } } } });
      return askActions(out, rng);
    }
    case 'EndCombatActions':
      out.emit({ type: 'CombatActionsEnded', payload: { faction } });
      return toAssign(out, rng);
    case 'AssignDamage': {
      const source = action.die === undefined ? 'free' : dieIndex(c, action.die);
      out.emit({ type: 'DamageAssigned', payload: { faction: other(faction), target: action.target, amount: 1, source } });
      return toAssign(out, rng);
    }
    case 'EndBlocking':
      out.emit({ type: 'BlockingEnded', payload: { faction } });
      return resolveAttack(out, rng);
    case 'PlayDeathStarPlans':
      return playPlans(out, action.card, action.target as PlansTarget, rng);
    case 'PlayObjective': {
      const resume = c.objectiveWindow!.resume;
      out.emit({ type: 'ObjectivePlayed', payload: { card: action.card, reputation: objectiveData(action.card).reputation ?? 0, returnsToHand: false } });
      if (out.state.reputation <= out.state.time) {
        out.emit({ type: 'GameEnded', payload: { winner: 'rebel', reason: 'reputation-met-time' } });
        return;
      }
      // What the card does beyond its reputation, in the combat's system; the combat goes on where its window opened.
      const steps = combatObjectiveProgram(action.card);
      if (steps !== undefined) return startCardProgram(out, rng, 'rebel', action.card, steps, objectiveResumes[resume], c.system);
      return afterObjectiveWindow(out, resume, rng);
    }
    case 'SkipObjective': {
      const resume = c.objectiveWindow!.resume;
      out.emit({ type: 'ObjectiveSkipped', payload: {} });
      return afterObjectiveWindow(out, resume, rng);
    }
    case 'SkipDeathStarPlans':
      out.emit({ type: 'DeathStarPlansSkipped', payload: {} });
      return afterSpace(out, 'space', rng);
    case 'Retreat':
      out.emit({ type: 'RetreatBegan', payload: { faction, leader: action.leader, to: action.to } });
      out.emit({ type: 'CombatStepBegan', payload: { step: 'retreat-units', turn: faction } });
      if (combatActions(out.state, faction).every((a) => a.type === 'ConfirmRetreat')) return retreat(out, faction, rng);
      return;
    case 'RetreatUnits':
      out.emit({ type: 'RetreatUnitsAdded', payload: { unit: action.unit, count: action.count } });
      return;
    case 'ConfirmRetreat':
      return retreat(out, faction, rng);
    case 'DeclineRetreat':
      out.emit({ type: 'RetreatDeclined', payload: { faction } });
      return afterRetreat(out, faction, false, rng);
  }
}

type Use = Extract<RebellionAction, { type: 'UseActionCard' }>;

/** A „Gefechtsbeginn“ card's ability (action-cards.effects.ts). */
function useCombatCard(out: Out, faction: Faction, action: Use, rng: Rng): void {
  const c = current(out);
  const ability = combatCardAbility(action.card)!;
  const lasting = (effect: ModifierEffect) => {
    out.emit({ type: 'ModifierAdded', payload: { modifier: { source: action.card, owner: faction, until: 'combat', effect } } });
  };
  switch (ability.kind) {
    case 'reduce-rebel-dice':
      return void out.emit({ type: 'RebelDiceReduced', payload: {} });
    case 'destroy-rebel-unit':
      return void out.emit({ type: 'UnitsDestroyed', payload: { faction: 'rebel', at: c.system, units: { [action.picks![0]!]: 1 } } });
    case 'draw-tactics':
      return drawTactics(out, faction, action.theater!, ability.cards, rng);
    case 'for-this-combat':
      for (const m of ability.modifiers) lasting(inSystem(m, c.system));
      return;
    case 'bring-leader':
      out.emit({ type: 'LeaderPlaced', payload: { leader: action.leader!, at: c.system } });
      return lasting({ kind: 'on-loan', leader: action.leader! });
  }
}

function retreat(out: Out, faction: Faction, rng: Rng): void {
  out.emit({ type: 'Retreated', payload: { faction } });
  afterRetreat(out, faction, true, rng);
}

type Play = Extract<RebellionAction, { type: 'PlayTactic' }>;

/** A combat action card of the attacker (RR ANGRIFFE ABHANDELN step 2). */
function playAttackCard(out: Out, faction: Faction, play: Play, rng: Rng): void {
  const c = current(out);
  if (play.die !== undefined) out.emit({ type: 'DieSpent', payload: { index: dieIndex(c, { colour: play.die }) } });
  out.emit({ type: 'TacticCardPlayed', payload: { faction, card: play.card, discarded: [] } });
  applyTactic(out, tacticEffect(play.card), play, rng);
  askActions(out, rng);
}

/** RR ANGRIFFE ABHANDELN step 4: each block removes 1 damage assigned in this attack. */
function block(out: Out, faction: Faction, play: Play, rng: Rng): void {
  out.emit({ type: 'TacticCardPlayed', payload: { faction, card: play.card, discarded: play.discard !== undefined ? [play.discard] : [] } });
  for (const target of play.blocks!) out.emit({ type: 'DamageBlocked', payload: { faction, target } });
  toBlock(out, rng);
}

/** RR GEFECHT: every decision in a combat goes through `decideCombat`, which checks it against the step first. */
export const combatDecisions = {
  AddCombatLeader: decideCombat,
  DeclineCombatLeader: decideCombat,
  UseActionCard: decideCombat,
  FinishCombatCards: decideCombat,
  DrawTactic: decideCombat,
  PlayTactic: decideCombat,
  // The Master Yoda ring acts in combat too; every other ring in a mission's ring window (mission.flow.ts).
  UseRing: decideCombat,
  EndCombatActions: decideCombat,
  AssignDamage: decideCombat,
  EndBlocking: decideCombat,
  PlayDeathStarPlans: decideCombat,
  SkipDeathStarPlans: decideCombat,
  PlayObjective: decideCombat,
  SkipObjective: decideCombat,
  Retreat: decideCombat,
  RetreatUnits: decideCombat,
  ConfirmRetreat: decideCombat,
  DeclineRetreat: decideCombat,
} satisfies DecideHandlers;
