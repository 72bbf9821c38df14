import type { Prompt } from '../../engine/core/prompts/prompt.types.js';
import { LEADER_IDS } from '../../engine/rebellion/data/leaders.data.js';
import type { Faction } from '../../engine/rebellion/data/model.types.js';
import { SYSTEM_IDS, type SystemId } from '../../engine/rebellion/data/systems.data.js';
import type { UnitTypeId } from '../../engine/rebellion/data/units.data.js';
import type { ModifierEffect } from '../../engine/rebellion/modifiers.effects.js';
import type { MoveStep, Place, UnitCounts } from '../../engine/rebellion/rebellion.state.js';
import type { HandView, LeaderView, PhaseView, RebellionView } from '../../engine/rebellion/rebellion.view.js';
import { entriesOf } from './entry.model.js';
import type {
  RebellionHandModel,
  RebellionLeaderViewModel,
  RebellionModifierEffectModel,
  RebellionMoveStepModel,
  RebellionPhaseModel,
  RebellionProbeHandModel,
  RebellionPromptModel,
  RebellionUnitCountModel,
  RebellionViewModel,
} from './rebellion-view.models.js';

// Maps keyed by ids are lists here (GraphQL objects have fixed keys); each item carries its key.
const unitCounts = (units: UnitCounts): RebellionUnitCountModel[] =>
  (Object.entries(units) as [UnitTypeId, number][]).map(([unit, count]) => ({ unit, count }));

const handOf = <T extends string>(h: HandView<T>): RebellionHandModel => ({ count: h.count, cards: h.cards ? [...h.cards] : null });

/** A list the viewer may not read (the engine writes each card as 'hidden'), or may. */
const listHand = (cards: readonly string[], visible: boolean): RebellionHandModel => ({ count: cards.length, cards: visible ? [...cards] : null });

const moveStep = (s: MoveStep): RebellionMoveStepModel =>
  s.kind === 'units'
    ? { kind: 'units', from: s.from, unit: s.unit, count: s.count, leader: null }
    : { kind: 'captive', from: s.from, unit: null, count: null, leader: s.leader };

function leader(id: (typeof LEADER_IDS)[number], l: LeaderView): RebellionLeaderViewModel {
  const loc = l.location;
  return {
    id,
    location: { kind: loc.kind, system: loc.kind === 'system' ? loc.system : null, slot: loc.kind === 'mission' ? loc.slot : null },
    ring: l.ring,
    detained: 'detained' in l && l.detained === true,
  };
}

const EFFECT_FIELDS = ['faction', 'theater', 'round', 'system', 'delta', 'min', 'from', 'to', 'max', 'leader', 'successes'] as const;

/** Each kind's own fields set, the rest null: one object instead of a union of eleven. */
function effect(e: ModifierEffect): RebellionModifierEffectModel {
  const fields = e as Partial<Record<(typeof EFFECT_FIELDS)[number], unknown>>;
  return { kind: e.kind, ...Object.fromEntries(EFFECT_FIELDS.map((k) => [k, fields[k] ?? null])) } as RebellionModifierEffectModel;
}

const prompt = (p: Prompt): RebellionPromptModel => ({
  kind: p.kind,
  seat: p.seat,
  question: p.question,
  rule: p.rule,
  source: p.source ?? null,
  choices: p.choices.map((c) => ({ params: entriesOf(c.params), label: c.label, group: c.group ?? null })),
  optional: p.optional,
  passLabel: p.passLabel ?? null,
  secret: p.secret,
});

const NO_PARTS = {
  placement: null,
  immediateActionCards: null,
  assignment: null,
  command: null,
  activation: null,
  mission: null,
  combat: null,
  rapidMobilization: null,
  evacuation: null,
  recruit: null,
  build: null,
  deploy: null,
  handLimit: null,
} satisfies Omit<RebellionPhaseModel, 'kind'>;

/** The phase's kind, and its fields as the part of the same name; `own` is the viewer's side, which reads its own secrets in the phase. */
function phase(p: PhaseView, own: Faction | null): RebellionPhaseModel {
  const base = { kind: p.kind, ...NO_PARTS };
  switch (p.kind) {
    case 'not-started':
    case 'base-choice':
    case 'refresh':
    case 'objective-window':
    case 'game-over':
      return base;
    case 'placement':
      return { ...base, placement: { faction: p.faction, remaining: unitCounts(p.remaining), placed: [...p.placed] } };
    case 'immediate-action-cards':
      return { ...base, immediateActionCards: { pending: { empire: [...p.pending.empire], rebel: [...p.pending.rebel] }, resume: p.resume } };
    case 'assignment':
      return { ...base, assignment: { turn: p.turn, steps: p.steps ? [...p.steps] : null } };
    case 'command':
      return { ...base, command: { turn: p.turn, passed: { ...p.passed } } };
    case 'activation':
      return {
        ...base,
        activation: {
          command: { turn: p.command.turn, passed: { ...p.command.passed } },
          leader: p.leader,
          system: p.system,
          steps: p.steps.map(moveStep),
          moved: p.moved ? { from: [...p.moved.from], groundArrived: p.moved.groundArrived } : null,
        },
      };
    case 'mission': {
      const sees = own === p.faction;
      return {
        ...base,
        mission: {
          command: { turn: p.command.turn, passed: { ...p.command.passed } },
          faction: p.faction,
          card: p.card,
          leaders: [...p.leaders],
          system: p.system,
          target: p.target,
          stage: p.stage,
          rolls: p.rolls ? { own: [...p.rolls.own], opposing: [...p.rolls.opposing] } : null,
          success: p.success,
          ring: p.ring,
          ringsOffered: [...p.ringsOffered],
          saved: p.saved,
          setDown: p.setDown ? { faction: p.setDown.faction, dice: [...p.setDown.dice] } : null,
          reactions: [...p.reactions],
          rescued: p.rescued === true,
          objectives: listHand(p.objectives, sees),
          projects: listHand(p.projects, sees),
          movedFrom: [...p.movedFrom],
        },
      };
    }
    case 'combat':
      return {
        ...base,
        combat: {
          command: { turn: p.command.turn, passed: { ...p.command.passed } },
          system: p.system,
          active: p.active,
          from: [...p.from],
          round: p.round,
          step: p.step,
          turn: p.turn,
          attack: p.attack ? { ...p.attack, dice: [...p.attack.dice] } : null,
          wounds: [...p.wounds],
          noBlock: [...p.noBlock],
          noRetreat: [...p.noRetreat],
          escape: [...p.escape],
          retreated: [...p.retreated],
          retreat: p.retreat ? { faction: p.retreat.faction, leader: p.retreat.leader, to: p.retreat.to, steps: p.retreat.steps.map(moveStep) } : null,
          rebelDiceReduced: p.rebelDiceReduced,
          rolled: { space: { ...p.rolled.space }, ground: { ...p.rolled.ground } },
          plansTried: p.plansTried,
          objectivePlayed: p.objectivePlayed,
          present: { space: [...p.present.space], ground: [...p.present.ground] },
          won: (['space', 'ground'] as const).filter((t) => t in p.won).map((theater) => ({ theater, winner: p.won[theater] ?? null })),
          destroyed: { empire: unitCounts(p.destroyed.empire), rebel: unitCounts(p.destroyed.rebel) },
          subjugated: p.subjugated,
          leaders: [...p.leaders],
          objectivesOffered: [...p.objectivesOffered],
          afterwards: p.afterwards,
          objectiveWindow: p.objectiveWindow ? { cards: [...p.objectiveWindow.cards], resume: p.objectiveWindow.resume } : null,
        },
      };
    case 'rapid-mobilization': {
      // The drawn probe cards are the Rebel's secret: others' views hold 'hidden' for each.
      const drawn: RebellionProbeHandModel = { count: p.drawn.length, systems: own === 'rebel' ? [...(p.drawn as readonly SystemId[])] : null };
      return { ...base, rapidMobilization: { leaders: p.leaders, stage: p.stage, system: p.system, steps: p.steps.map(moveStep), drawn } };
    }
    case 'evacuation':
      return { ...base, evacuation: { card: p.card, system: p.system, steps: p.steps.map(moveStep) } };
    case 'recruit':
      return {
        ...base,
        recruit: {
          offered: { empire: handOf(p.offered.empire), rebel: handOf(p.offered.rebel) },
          chosen: { empire: { done: p.chosen.empire.done, card: p.chosen.empire.card ?? null }, rebel: { done: p.chosen.rebel.done, card: p.chosen.rebel.card ?? null } },
          turn: p.turn,
        },
      };
    case 'build':
      return {
        ...base,
        build:
          p.stage === 'release'
            ? { stage: 'release', done: { ...p.done }, releasing: { ...p.releasing }, choices: null, picked: null }
            : { stage: 'choose', done: null, releasing: null, choices: [...p.choices], picked: [...p.picked] },
      };
    case 'deploy':
      return {
        ...base,
        deploy: {
          faction: p.faction,
          ready: unitCounts(p.ready),
          deployed: (Object.entries(p.deployed) as [Place, number][]).map(([place, count]) => ({ place, count })),
        },
      };
    case 'hand-limit':
      return { ...base, handLimit: { excess: { ...p.excess } } };
  }
}

/**
 * The typed view of Star Wars: Rebellion, read from the engine's view for
 * one viewer, which has already left out what the viewer may not see: this
 * map only reshapes (maps by id become lists, a hidden list is a count with
 * null cards), it never reads the game's state.
 */
export function typedRebellionView(view: RebellionView): RebellionViewModel {
  const own = view.viewer.kind === 'seat' ? view.viewer.faction : null;
  const tactics = (f: Faction) => {
    const t = view.hands.tactics[f];
    return { count: t.count, cards: t.cards ? [...t.cards] : null, space: t.space, ground: t.ground };
  };
  const assigned = (f: Faction) => {
    const a = view.assigned[f];
    return { count: a.count, missions: a.cards ? a.cards.map((m) => ({ card: m.card, leaders: [...m.leaders] })) : null };
  };
  return {
    viewer: view.viewer.kind === 'seat' ? { kind: 'seat', seat: view.viewer.seat, faction: view.viewer.faction } : { kind: 'spectator', seat: null, faction: null },
    seats: view.seats ? { ...view.seats } : null,
    phase: phase(view.phase, own),
    round: view.round,
    time: view.time,
    reputation: view.reputation,
    systems: SYSTEM_IDS.map((id) => {
      const s = view.systems[id];
      return { id, loyalty: s.loyalty, subjugated: s.subjugated, sabotaged: s.sabotaged, destroyed: s.destroyed, units: unitCounts(s.units) };
    }),
    rebelBase: { units: unitCounts(view.rebelBase.units), revealed: view.rebelBase.revealed, system: view.rebelBase.system },
    leaders: LEADER_IDS.flatMap((id) => {
      const l = view.leaders[id];
      return l === undefined ? [] : [leader(id, l)];
    }),
    sides: LEADER_IDS.flatMap((id) => {
      const side = view.sides?.[id];
      return side === undefined ? [] : [{ leader: id, faction: side }];
    }),
    assigned: { empire: assigned('empire'), rebel: assigned('rebel') },
    hands: {
      missions: { empire: handOf(view.hands.missions.empire), rebel: handOf(view.hands.missions.rebel) },
      actions: { empire: handOf(view.hands.actions.empire), rebel: handOf(view.hands.actions.rebel) },
      objectives: handOf(view.hands.objectives),
      probes: { count: view.hands.probes.count, systems: view.hands.probes.cards ? [...view.hands.probes.cards] : null },
      tactics: { empire: tactics('empire'), rebel: tactics('rebel') },
    },
    decks: {
      probe: view.decks.probe,
      objectives: view.decks.objectives,
      projects: view.decks.projects,
      missions: { ...view.decks.missions },
      actions: { ...view.decks.actions },
      tactics: { ...view.decks.tactics },
    },
    discards: {
      missions: { empire: [...view.discards.missions.empire], rebel: [...view.discards.missions.rebel] },
      projects: [...view.discards.projects],
      tactics: { space: [...view.discards.tactics.space], ground: [...view.discards.tactics.ground] },
    },
    ended: view.ended ? { ...view.ended } : null,
    probesInBox: [...view.probesInBox],
    buildQueue: { empire: [...view.buildQueue.empire], rebel: [...view.buildQueue.rebel] },
    objectivesPlayed: [...view.objectivesPlayed],
    eliminated: [...view.eliminated],
    rapidMobilization: view.rapidMobilization ? { leaders: view.rapidMobilization.leaders, next: view.rapidMobilization.next ?? null } : null,
    modifiers: view.modifiers.map((m) => ({ source: m.source, owner: m.owner, until: m.until, effect: effect(m.effect) })),
    prompt: view.prompt ? prompt(view.prompt) : null,
  };
}
