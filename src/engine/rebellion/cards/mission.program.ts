import { runProgram, type EffectFrame, type StepHandlers, type StepResult } from '../../core/cards/effect.run.js';
import type { PromptAnswer } from '../../core/prompts/prompt.types.js';
import type { Rng } from '../../core/rng.random.js';
import { text } from '../../core/text.js';
import { missionData, objectiveData } from '../data/cards.data.js';
import type { Faction, ResourceIcon, Theater } from '../data/model.types.js';
import { SYSTEM_IDS, systemData, type SystemId } from '../data/systems.data.js';
import { unitType, UNIT_TYPE_IDS, type UnitTypeId } from '../data/units.data.js';
import { queueOptions } from '../assignment-card.decide.js';
import { hasUnits, inSupply, isCaptured, leaderPlace, other } from '../board.query.js';
import { afterLoyaltyGain } from '../loyalty.rules.js';
import type { MissionOp } from '../missions.effects.js';
import { textOf } from '../rebellion.label.js';
import type { Out } from '../rebellion.out.js';
import { seatOf, type Place } from '../rebellion.state.js';
import type { ObjectiveId } from '../data/objectives.data.js';
import { rescuePlace } from '../settle.flow.js';
import { LEADER_IDS, leaderData, type LeaderId } from '../data/leaders.data.js';
import { deployQueued } from './ops/deploy-queued.op.js';
import { destroySystem } from './ops/destroy-system.op.js';
import { searchDeck } from './ops/search-deck.op.js';
import { moveToStartingMission } from './ops/move-to-starting-mission.op.js';
import { answerBaseQuestion } from '../base-question.rules.js';
import { ask, mission, skipped } from './ops/op.kit.js';
import { putBackProbes } from './ops/put-back-probes.op.js';
import { captureAndDeliver } from './ops/capture-and-deliver.op.js';
import { interceptProbes } from './ops/intercept-probes.op.js';
import { nameBaseSystems } from './ops/name-base-systems.op.js';
import { reorderTopObjectives } from './ops/reorder-top-objectives.op.js';
import { theatersFought } from '../combat.rules.js';
import { gainByIcon } from './ops/gain-by-icon.op.js';
import { moveUnits } from './ops/move-units.op.js';
import { markOwnLeader } from './ops/mark-own-leader.op.js';
import { eliminateLeader } from './ops/eliminate-leader.op.js';
import { captureMissionLeader } from './ops/capture-mission-leader.op.js';
import { evictGroundUnits } from './ops/evict-ground-units.op.js';
import { missionEffect } from './card.index.js';
import { captiveAgainst } from '../mission.legal.js';
import { askLeader } from './leader.prompt.js';
import { RULES } from '../rules.cite.js';
import type { MissionProgress, RebellionState } from '../rebellion.state.js';

/**
 * The one interpreter of the mission effect vocabulary (`MissionOp`), on
 * core's `runProgram`. A step emits Rebellion's domain events, or asks the
 * revealing side a generic prompt (core/prompts); the prompt and the frame
 * wait in the state (`PromptOpened`) until the answer comes
 * (`answerCardPrompt`). Once the program ends, the game goes on with the
 * continuation its frame names.
 */

export interface ProgramContext {
  readonly out: Out;
  readonly rng: Rng;
  /** Draws projects into the Empire's hand the way „Forschung und Entwicklung“ does (mission.flow.ts). */
  readonly drawProjects: (out: Out, n: number, rng: Rng) => boolean;
}

type Frame = EffectFrame;
export type ProgramFrame = Frame;

/** Where the mission acts: its system, or the Rebel Base space (its system once revealed). */
export function where(out: Out): Place {
  const m = mission(out);
  if (m.system !== 'rebel-base') return m.system;
  return out.state.base.revealed ? out.state.base.system! : 'rebel-base';
}

/** The side whose card acts: an action card's (`vars.faction`), else the mission's. */
const actor = (out: Out, frame: Frame): Faction => (frame.vars.faction as Faction | undefined) ?? mission(out).faction;
/** Where the card acts: an action card's leader's system (`vars.system`), else the mission's place. */
const placeOf = (out: Out, frame: Frame): Place => (frame.vars.system as SystemId | undefined) ?? where(out);

/** Enemy unit types here (of the theater, if given) whose printed health fits in what is left. */
function destroyable(out: Out, frame: Frame, left: number, theater: Theater | undefined): UnitTypeId[] {
  const units = out.state.units[placeOf(out, frame)];
  return UNIT_TYPE_IDS.filter(
    (u) => unitType(u).faction === other(actor(out, frame)) && (theater === undefined || unitType(u).theater === theater) && (units[u] ?? 0) > 0 && (unitType(u).health ?? Infinity) <= left,
  );
}

function askDestroy(out: Out, frame: Frame, left: number, theater: Theater | undefined): StepResult<Frame> {
  const choices = destroyable(out, frame, left, theater);
  if (choices.length === 0) return { kind: 'next' };
  const at = placeOf(out, frame);
  return ask(out, actor(out, frame), { ...frame, vars: { ...frame.vars, left } }, {
    kind: 'units',
    question: text(`Welche Einheit zerstören? (noch ${left} Gesundheit)`, `Which unit is destroyed? (${left} health left)`),
    choices: choices.map((unit) => ({ params: { at, unit }, label: textOf(unitType(unit).name) })),
    optional: true,
    passLabel: text('Keine weitere Einheit zerstören', 'Destroy no further unit'),
    secret: false,
  });
}

/** Enemy unit types on the enemy's build queue whose printed health fits in what is left. */
function queuedTargets(out: Out, left: number): UnitTypeId[] {
  const enemy = other(mission(out).faction);
  return [...new Set(out.state.buildQueue[enemy].map((q) => q.unit))].filter((u) => (unitType(u).health ?? Infinity) <= left);
}

function askQueued(out: Out, frame: Frame, left: number): StepResult<Frame> {
  const choices = queuedTargets(out, left);
  if (choices.length === 0) return { kind: 'next' };
  return ask(out, mission(out).faction, { ...frame, vars: { ...frame.vars, left } }, {
    kind: 'units',
    question: text(`Welche Einheit der Bauleiste zerstören? (noch ${left} Gesundheit)`, `Which unit on the build queue is destroyed? (${left} health left)`),
    choices: choices.map((unit) => ({ params: { unit }, label: textOf(unitType(unit).name) })),
    optional: true,
    passLabel: text('Keine weitere Einheit zerstören', 'Destroy no further unit'),
    secret: false,
  });
}

/** The captured leader held in the mission's system. */
function captiveHere(out: Out) {
  const at = where(out);
  return LEADER_IDS.find((l) => isCaptured(out.state, l) && leaderPlace(out.state, l) === at);
}

/** The mission's leaders still standing free in its system, as the sets that may go along with a rescued captive: all first, then each alone. */
function escortSets(out: Out): LeaderId[][] {
  const at = where(out);
  const free = mission(out).leaders.filter((l) => {
    const s = out.state.leaders[l];
    return s !== undefined && s.ring !== 'captured' && (at === 'rebel-base' ? s.location.kind === 'rebel-base' : s.location.kind === 'system' && s.location.system === at);
  });
  return free.length > 1 ? [free, ...free.map((l) => [l])] : free.map((l) => [l]);
}

/** The mission system's resource icons (RR ZERSTÖRTE SYSTEME: none once destroyed). */
function iconsHere(out: Out): readonly ResourceIcon[] {
  const at = where(out);
  return at === 'rebel-base' || out.state.systems[at].destroyed ? [] : systemData(at).resourceIcons;
}

/** From icon `i` on: destroys the one matching enemy queued unit type of an icon, asks where several types match. */
function demolish(out: Out, frame: Frame, from: number): StepResult<Frame> {
  const enemy = other(mission(out).faction);
  const icons = iconsHere(out);
  for (let i = from; i < icons.length; i++) {
    const matching = [...new Set(out.state.buildQueue[enemy].map((q) => q.unit))].filter((u) => unitType(u).buildIcon === icons[i]);
    if (matching.length === 0) continue;
    if (matching.length === 1) {
      out.emit({ type: 'QueuedUnitDestroyed', payload: { faction: enemy, unit: matching[0] } });
      continue;
    }
    return ask(out, mission(out).faction, { ...frame, vars: { ...frame.vars, icon: i } }, {
      kind: 'units',
      question: text('Welche Einheit der Bauleiste zerstören?', 'Which unit on the build queue is destroyed?'),
      choices: matching.map((unit) => ({ params: { unit }, label: textOf(unitType(unit).name) })),
      optional: false,
      secret: false,
    });
  }
  return { kind: 'next' };
}

/** Populous systems of the mission system's region where a loyalty gain of the revealing side changes something, not yet chosen. */
function regionGains(out: Out, amount: number, chosen: readonly string[]): SystemId[] {
  const at = where(out);
  if (at === 'rebel-base') return [];
  const region = systemData(at).region;
  const faction = mission(out).faction;
  return SYSTEM_IDS.filter((id) => systemData(id).region === region && !chosen.includes(id) && afterLoyaltyGain(out.state, faction, id, amount) !== null);
}

function askRegion(out: Out, frame: Frame, op: { readonly amount: number; readonly systems: number }, chosen: readonly string[]): StepResult<Frame> {
  const open = regionGains(out, op.amount, chosen);
  if (open.length === 0 || chosen.length >= op.systems) return { kind: 'next' };
  return ask(out, mission(out).faction, { ...frame, vars: { ...frame.vars, chosen } }, {
    kind: 'system',
    question: text(`In welchem System der Region Loyalität gewinnen? (${chosen.length + 1} von ${op.systems})`, `Gain loyalty in which system of the region? (${chosen.length + 1} of ${op.systems})`),
    choices: open.map((system) => ({ params: { system }, label: textOf(systemData(system).name) })),
    optional: false,
    secret: false,
  });
}

/** Own queued units on space 2 or 3, as (unit, space) pairs, leaving out units this card already advanced (`moved`: their new places). */
function advanceable(out: Out, moved: readonly string[]): { unit: UnitTypeId; space: number }[] {
  const left = new Map<string, number>();
  for (const q of out.state.buildQueue[mission(out).faction]) if (q.space === 2 || q.space === 3) left.set(`${q.unit}@${q.space}`, (left.get(`${q.unit}@${q.space}`) ?? 0) + 1);
  for (const m of moved) left.set(m, (left.get(m) ?? 0) - 1);
  return [...left].filter(([, n]) => n > 0).map(([key]) => ({ unit: key.split('@')[0] as UnitTypeId, space: Number(key.split('@')[1]) }));
}

function askAdvance(out: Out, frame: Frame, left: number, moved: readonly string[]): StepResult<Frame> {
  const choices = advanceable(out, moved);
  if (left <= 0 || choices.length === 0) return { kind: 'next' };
  return ask(out, mission(out).faction, { ...frame, vars: { ...frame.vars, left, moved } }, {
    kind: 'units',
    question: text('Welche Einheit der Bauleiste rückt 1 Feld vor?', 'Which queued unit moves 1 space towards deployment?'),
    choices: choices.map((q) => ({ params: { unit: q.unit, space: String(q.space) }, label: text(`${textOf(unitType(q.unit).name).de} (Feld ${q.space})`, `${textOf(unitType(q.unit).name).en} (space ${q.space})`) })),
    optional: false,
    secret: false,
  });
}

const HANDLERS: StepHandlers<ProgramContext, MissionOp, Frame> = {
  'search-deck': searchDeck,
  'move-to-starting-mission': moveToStartingMission,
  'deploy-queued': deployQueued,
  'destroy-system': destroySystem,
  'build-death-star': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const at = where(out);
      if (at === 'rebel-base' || inSupply(out.state, 'death-star-under-construction') === 0 || inSupply(out.state, 'death-star') === 0) return { kind: 'next' };
      out.emit({ type: 'UnitsGained', payload: { faction: 'empire', at, units: { 'death-star-under-construction': 1 } } });
      out.emit({ type: 'UnitsBuilt', payload: { faction: 'empire', units: [{ unit: 'death-star', space: 3 }] } });
      return { kind: 'next' };
    },
  },
  'advance-queued': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const m = mission(out);
      const portrait = missionData(m.card).leaderPortrait;
      return askAdvance(out, frame, op.count + (portrait !== null && m.leaders.includes(portrait) ? (op.portraitExtra ?? 0) : 0), []);
    },
    answer({ out }, _op, frame, answer) {
      if (answer.kind === 'pass') return { kind: 'next' };
      const from = Number(answer.params.space);
      out.emit({ type: 'QueuedUnitAdvanced', payload: { faction: mission(out).faction, unit: answer.params.unit as UnitTypeId, from } });
      const again = askAdvance(out, frame, (frame.vars.left as number) - 1, [...(frame.vars.moved as string[]), `${answer.params.unit}@${from - 1}`]);
      return again.kind === 'ask' ? again : { kind: 'next' };
    },
  },
  'queue-from-icons': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const at = where(out);
      if (at === 'rebel-base') return { kind: 'next' };
      const faction = mission(out).faction;
      const options = queueOptions(out.state, faction, at);
      if (options.length === 1) {
        if (options[0].units.length > 0) out.emit({ type: 'UnitsBuilt', payload: { faction, units: options[0].units } });
        return { kind: 'next' };
      }
      return ask(out, faction, frame, {
        kind: 'option',
        question: text('Welche Einheiten kommen auf die Bauleiste?', 'Which units go onto the build queue?'),
        choices: options.map((o, i) => ({
          params: { option: String(i) },
          label: {
            de: o.units.map((q) => textOf(unitType(q.unit).name).de).join(', '),
            en: o.units.map((q) => textOf(unitType(q.unit).name).en).join(', '),
          },
        })),
        optional: false,
        secret: false,
      });
    },
    answer({ out }, _op, _frame, answer) {
      const faction = mission(out).faction;
      const chosen = queueOptions(out.state, faction, where(out) as SystemId)[Number(answer.kind === 'choice' ? answer.params.option : 0)];
      if (chosen.units.length > 0) out.emit({ type: 'UnitsBuilt', payload: { faction, units: chosen.units } });
      return { kind: 'next' };
    },
  },
  'remove-sabotage': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const at = where(out);
      if (at !== 'rebel-base' && out.state.systems[at].sabotaged) out.emit({ type: 'SabotageMarkerRemoved', payload: { system: at } });
      return { kind: 'next' };
    },
  },
  'destroy-queued': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      return askQueued(out, frame, op.health);
    },
    answer({ out }, _op, frame, answer) {
      if (answer.kind === 'pass') return { kind: 'next' };
      const unit = answer.params.unit as UnitTypeId;
      out.emit({ type: 'QueuedUnitDestroyed', payload: { faction: other(mission(out).faction), unit } });
      const again = askQueued(out, frame, (frame.vars.left as number) - unitType(unit).health!);
      return again.kind === 'ask' ? again : { kind: 'next' };
    },
  },
  'rescue-captive': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const captive = captiveHere(out);
      if (captive === undefined) return { kind: 'next' };
      out.emit({ type: 'LeaderRescued', payload: { leader: captive, to: rescuePlace(out.state) } });
      const escorts = op.escort === true ? escortSets(out) : [];
      if (escorts.length === 0) return { kind: 'next' };
      return ask(out, mission(out).faction, frame, {
        kind: 'option',
        question: text('Welche Anführer der Mission gehen mit auf das Feld „Rebellenstützpunkt“?', 'Which of the mission’s leaders go along to the “Rebel Base” space?'),
        choices: escorts.map((leaders) => ({
          params: { option: leaders.join('+') },
          label: { de: leaders.map((l) => textOf(leaderData(l).name).de).join(' und '), en: leaders.map((l) => textOf(leaderData(l).name).en).join(' and ') },
        })),
        optional: true,
        passLabel: text('Alle bleiben im System', 'All stay in the system'),
        secret: false,
      });
    },
    answer({ out }, _op, _frame, answer) {
      if (answer.kind === 'choice') out.emit({ type: 'LeadersMoved', payload: { leaders: answer.params.option.split('+') as LeaderId[], to: rescuePlace(out.state) } });
      return { kind: 'next' };
    },
  },
  'show-objectives': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const cards = [...out.state.hands.objectives];
      out.emit({ type: 'ObjectivesShown', payload: { cards } });
      return { kind: 'next' };
    },
  },
  'bury-shown-objective': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const cards = [...new Set(out.state.hands.objectives)];
      if (cards.length === 0) return { kind: 'next' };
      return ask(out, 'empire', frame, {
        kind: 'option',
        question: text('Welche Zielkarte kommt unter den Zielstapel?', 'Which objective goes to the bottom of the objective deck?'),
        choices: cards.map((card) => ({ params: { option: card }, label: textOf(objectiveData(card).name) })),
        optional: false,
        secret: true,
      });
    },
    answer({ out }, _op, _frame, answer) {
      if (answer.kind === 'choice') out.emit({ type: 'ObjectiveToDeckBottom', payload: { card: answer.params.option as ObjectiveId } });
      return { kind: 'next' };
    },
  },
  'rescue-into-base-region': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const base = out.state.base.system;
      if (captiveHere(out) === undefined || base === null) return { kind: 'next' };
      const region = systemData(base).region;
      return ask(out, 'rebel', frame, {
        kind: 'system',
        question: text('In welches System der Region des Stützpunkts kommt der befreite Anführer?', 'Into which system of the base’s region does the rescued leader go?'),
        choices: SYSTEM_IDS.filter((id) => systemData(id).region === region).map((system) => ({ params: { system }, label: textOf(systemData(system).name) })),
        optional: false,
        secret: false,
      });
    },
    answer({ out }, _op, _frame, answer) {
      const captive = captiveHere(out);
      if (captive !== undefined && answer.kind === 'choice') out.emit({ type: 'LeaderRescued', payload: { leader: captive, to: answer.params.system as SystemId } });
      return { kind: 'next' };
    },
  },
  'draw-objectives': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const cards = out.state.decks.objectives.slice(0, op.count);
      if (cards.length > 0) out.emit({ type: 'ObjectivesDrawn', payload: { cards } });
      return { kind: 'next' };
    },
  },
  'destroy-queued-by-icons': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      return demolish(out, frame, 0);
    },
    answer({ out }, _op, frame, answer) {
      if (answer.kind === 'choice') out.emit({ type: 'QueuedUnitDestroyed', payload: { faction: other(mission(out).faction), unit: answer.params.unit as UnitTypeId } });
      const again = demolish(out, frame, (frame.vars.icon as number) + 1);
      return again.kind === 'ask' ? again : { kind: 'next' };
    },
  },
  'gain-loyalty-in-region': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      return askRegion(out, frame, op, []);
    },
    answer({ out }, op, frame, answer) {
      const system = (answer.kind === 'choice' ? answer.params.system : '') as SystemId;
      const after = afterLoyaltyGain(out.state, mission(out).faction, system, op.amount);
      if (after !== null) out.emit({ type: 'LoyaltyChanged', payload: { system, ...after } });
      const again = askRegion(out, frame, op, [...(frame.vars.chosen as string[]), system]);
      return again.kind === 'ask' ? again : { kind: 'next' };
    },
  },
  'remove-rebel-loyalty-in-region': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const at = where(out);
      if (at === 'rebel-base') return { kind: 'next' };
      for (const id of SYSTEM_IDS)
        if (systemData(id).region === systemData(at).region && out.state.systems[id].loyalty === 'rebel')
          out.emit({ type: 'LoyaltyChanged', payload: { system: id, loyalty: null, subjugated: out.state.systems[id].subjugated } });
      return { kind: 'next' };
    },
  },
  'gain-loyalty': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const m = mission(out);
      const system = where(out);
      if (system === 'rebel-base') return { kind: 'next' };
      const after = afterLoyaltyGain(out.state, m.faction, system, op.amount);
      if (after !== null) out.emit({ type: 'LoyaltyChanged', payload: { system, ...after } });
      return { kind: 'next' };
    },
  },
  'draw-probes': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const m = mission(out);
      const portrait = missionData(m.card).leaderPortrait;
      const n = op.count + (portrait !== null && m.leaders.includes(portrait) ? (op.portraitExtra ?? 0) : 0);
      const cards = out.state.decks.probe.slice(0, n);
      if (cards.length > 0) out.emit({ type: 'ProbeCardsDrawn', payload: { cards } });
      return { kind: 'next' };
    },
  },
  'draw-projects': {
    run({ out, rng, drawProjects }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      for (let i = 0; i < op.count; i++) drawProjects(out, 1, rng);
      return { kind: 'next' };
    },
  },
  'destroy-units': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      return askDestroy(out, frame, op.health, op.theater);
    },
    answer({ out }, op, frame, answer) {
      if (answer.kind === 'pass') return { kind: 'next' };
      const unit = answer.params.unit as UnitTypeId;
      out.emit({ type: 'UnitsDestroyed', payload: { faction: other(actor(out, frame)), at: placeOf(out, frame), units: { [unit]: 1 } } });
      const left = (frame.vars.left as number) - unitType(unit).health!;
      const again = askDestroy(out, frame, left, op.theater);
      // The same step asks again while health is left: stay on it instead of moving on.
      return again.kind === 'ask' ? again : { kind: 'next' };
    },
  },
  'queue-unit': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const faction = mission(out).faction;
      if (inSupply(out.state, op.unit) > 0) out.emit({ type: 'UnitsBuilt', payload: { faction, units: [{ unit: op.unit, space: op.space }] } });
      return { kind: 'next' };
    },
  },
  'gain-units': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const units = Object.fromEntries(
        (Object.entries(op.units) as [UnitTypeId, number][]).map(([u, n]) => [u, Math.min(n, inSupply(out.state, u))]).filter(([, n]) => (n as number) > 0),
      );
      const base = out.state.base;
      const at: Place = op.at === 'rebel-base' ? (base.revealed ? base.system! : 'rebel-base') : where(out);
      if (Object.keys(units).length > 0) out.emit({ type: 'UnitsGained', payload: { faction: mission(out).faction, at, units } });
      return { kind: 'next' };
    },
  },
  'reorder-top-objectives': reorderTopObjectives,
  'put-back-probes': putBackProbes,
  'answer-base-question': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const at = where(out);
      if (at !== 'rebel-base') answerBaseQuestion(out, at, op.scope);
      return { kind: 'next' };
    },
  },
  'detain-target': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const target = mission(out).target;
      if (target !== null && out.state.leaders[target]?.ring !== 'captured') out.emit({ type: 'LeaderDetained', payload: { leader: target } });
      return { kind: 'next' };
    },
  },
  'capture-and-deliver': captureAndDeliver,
  'intercept-probes': interceptProbes,
  'name-base-systems': nameBaseSystems,
  'freeze-captive': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const at = where(out);
      const captive = LEADER_IDS.find((l) => out.state.leaders[l]?.ring === 'captured' && leaderPlace(out.state, l) === at);
      if (captive !== undefined) out.emit({ type: 'LeaderFrozen', payload: { leader: captive, reputation: op.reputation } });
      return { kind: 'next' };
    },
  },
  'swap-figure': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      if (mission(out).leaders.includes(op.from) && out.state.leaders[op.from] !== undefined && out.state.leaders[op.to] === undefined)
        out.emit({ type: 'LeaderFigureSwapped', payload: { from: op.from, to: op.to } });
      return { kind: 'next' };
    },
  },
  'attach-yoda-ring': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const m = mission(out);
      return askLeader(out, m.faction, frame, {
        question: text('Welcher Anführer dieser Mission erhält den Ring „Meister Yoda“?', 'Which leader of this mission gets the Master Yoda ring?'),
        leaders: m.leaders.filter((l) => out.state.leaders[l] !== undefined && !isCaptured(out.state, l)),
        optional: false,
        secret: false,
        rule: RULES.rings,
      });
    },
    answer({ out }, _op, _frame, answer) {
      if (answer.kind === 'choice') out.emit({ type: 'YodaRingAttached', payload: { leader: answer.params.leader as LeaderId } });
      return { kind: 'next' };
    },
  },
  'turn-captive': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      const captive = captiveAgainst(out.state, mission(out));
      if (captive !== null)
        out.emit({ type: 'LeaderTurned', payload: { leader: captive, side: 'empire', reputation: op.costly.includes(captive) ? op.reputation : 0 } });
      return { kind: 'next' };
    },
  },
  'move-units': moveUnits,
  'mark-own-leader': markOwnLeader,
  'eliminate-leader': eliminateLeader,
  'capture-mission-leader': captureMissionLeader,
  'evict-ground-units': evictGroundUnits,
  'gain-by-icon': gainByIcon,
  // Waits for the end of the mission's steps: `combatAfterMission` asks for it once the card is discarded.
  'resolve-combat': { run: () => ({ kind: 'next' }) },
  'choose-one': {
    run({ out }, op, frame) {
      if (skipped(op, frame)) return { kind: 'next' };
      return ask(out, mission(out).faction, frame, {
        kind: 'option',
        question: text('Welche Möglichkeit der Karte?', 'Which of the card’s options?'),
        choices: op.options.map((o) => ({ params: { option: o.id }, label: o.label })),
        optional: false,
        secret: false,
      });
    },
    answer(_ctx, _op, frame, answer) {
      return { kind: 'next', frame: { ...frame, vars: { ...frame.vars, option: answer.kind === 'choice' ? answer.params.option : null } } };
    },
  },
};

/**
 * Runs a program from `frame` (answering its current prompt first when
 * `answer` is given). Returns whether it waits for an answer: then the
 * prompt has been opened; otherwise the program is done.
 */
export function runMissionProgram(ctx: ProgramContext, steps: readonly MissionOp[], frame: Frame, answer?: PromptAnswer): boolean {
  const result = runProgram(ctx, steps, HANDLERS, frame, answer);
  // A step may end the program by handing over to a reaction window (a capture, reactions.flow.ts): the game waits for it.
  if (result.kind === 'done') return ctx.out.state.prompt !== null;
  const faction = result.prompt.seat === seatOf(ctx.out.state, 'empire') ? 'empire' : 'rebel';
  ctx.out.emit({ type: 'PromptOpened', payload: { prompt: result.prompt, faction, frame: result.frame } });
  return true;
}

/**
 * Whether the mission just resolved starts a combat in its system: its
 * program holds a `resolve-combat` step whose condition holds now, and both
 * sides share a theater there (RR GEFECHT).
 */
export function combatAfterMission(state: RebellionState, m: MissionProgress): SystemId | null {
  const effect = missionEffect(m.card);
  if (!(m.success === true || m.saved) || effect?.onSuccess.kind !== 'program' || m.system === 'rebel-base') return null;
  const system = m.system;
  const step = effect.onSuccess.steps.find((s) => s.op === 'resolve-combat');
  if (step === undefined || step.op !== 'resolve-combat') return null;
  const { requires } = step;
  if (requires !== undefined && !hasUnits(state, system, requires.faction, (u) => requires.theater === undefined || unitType(u).theater === requires.theater)) return null;
  return theatersFought(state, system).length > 0 ? system : null;
}
