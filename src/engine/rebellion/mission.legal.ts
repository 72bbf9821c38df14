import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { missionData } from './data/cards.data.js';
import { MISSION_SUCCESSES } from './data/dice.data.js';
import { LEADER_IDS, leaderData, type LeaderId } from './data/leaders.data.js';
import type { Faction, Skill } from './data/model.types.js';
import { SYSTEM_IDS } from './data/systems.data.js';
import { hasUnits, isCaptured, leaderPlace, leadersAt, other, poolLeaders } from './board.query.js';
import { missionEffect } from './cards/card.index.js';
import { passesTarget } from './missions.effects.js';
import type { RebellionAction, RebellionActionType } from './rebellion.actions.js';
import { leaderSide, type DieRoll, type MissionProgress, type MissionRing, type MissionStage, type Place, type RebellionState } from './rebellion.state.js';
import { missionsAndCardsBarred } from './modifiers.rules.js';
import { RULES } from './rules.cite.js';
import type { PhaseLegal } from './rebellion.handlers.js';
import { waitFor, type DecisionName } from './rebellion.pending.js';

/** RR MISSIONSKARTEN, MISSIONEN AUFDECKEN: which face-down missions may be revealed where, and the decisions while one resolves. */

export function skillIcons(leaders: readonly LeaderId[], skill: Skill): number {
  return leaders.reduce((n, l) => n + leaderData(l).skills[skill], 0);
}

/** `none`: a card with no system target (RevealMission names only the slot). */
export type MissionTargetChoice = { readonly system: Place } | { readonly leader: LeaderId } | { readonly none: true };

/** Every system or leader the card may be revealed against now. */
export function missionTargets(state: RebellionState, faction: Faction, card: Parameters<typeof missionData>[0]): MissionTargetChoice[] {
  // A card may forbid the side to attempt missions in a system for a while (a `no-missions-or-cards` modifier).
  const barred = (t: MissionTargetChoice) => missionData(card).resolution === 'attempt' && 'system' in t && missionsAndCardsBarred(state, faction, t.system);
  return targetsOf(state, faction, card).filter((t) => !barred(t));
}

function targetsOf(state: RebellionState, faction: Faction, card: Parameters<typeof missionData>[0]): MissionTargetChoice[] {
  const effect = missionEffect(card);
  if (effect === null) return [];
  switch (effect.target.kind) {
    case 'system': {
      const where = effect.target.where;
      return SYSTEM_IDS.filter((id) => where.every((t) => passesTarget(state, id, t))).map((system) => ({ system }));
    }
    case 'rebel-leader-with-imperial-unit':
      return LEADER_IDS.filter((l) => {
        const place = leaderPlace(state, l);
        return leaderSide(state, l) === other(faction) && place !== null && place !== 'rebel-base' && !isCaptured(state, l) && hasUnits(state, place, 'empire');
      }).map((leader) => ({ leader }));
    case 'rebel-leader':
      return LEADER_IDS.filter((l) => {
        const place = leaderPlace(state, l);
        return leaderSide(state, l) === other(faction) && place !== null && place !== 'rebel-base' && !isCaptured(state, l);
      }).map((leader) => ({ leader }));
    case 'rebel-base':
      return [{ system: 'rebel-base' }];
    case 'named':
      return state.systems[effect.target.system].destroyed ? [] : [{ system: effect.target.system }];
    case 'none':
      return [{ none: true }];
  }
}

const sameTarget = (a: MissionTargetChoice, b: MissionTargetChoice) => JSON.stringify(a) === JSON.stringify(b);

export function revealMissionViolation(state: RebellionState, faction: Faction, slot: number, target: MissionTargetChoice): RuleViolation | null {
  const mission = state.assigned[faction][slot];
  if (mission === undefined)
    return ruleViolation('NO_SUCH_ASSIGNED_MISSION', text('Dort liegt keine deiner verdeckten Missionen.', 'None of your face-down missions lies there.'), RULES.missions);
  const data = missionData(mission.card);
  if (missionEffect(mission.card) === null)
    return ruleViolation(
      'MISSION_TEXT_NOT_AVAILABLE',
      text(
        'Der Kartentext dieser Mission ist noch nicht umgesetzt; sie kann zugewiesen, aber nicht aufgedeckt werden.',
        'This mission’s card text is not implemented yet; it can be assigned but not revealed.',
      ),
      RULES.missions,
    );
  if (skillIcons(mission.leaders, data.skill) < data.skillIcons)
    return ruleViolation(
      'NOT_ENOUGH_SKILL_ICONS',
      text(
        'Die zugewiesenen Anführer haben zusammen zu wenige passende Fertigkeitssymbole: die Mission bleibt verdeckt.',
        'The assigned leaders have too few matching skill icons together: the mission stays face down.',
      ),
      RULES.missions,
    );
  if (!missionTargets(state, faction, mission.card).some((t) => sameTarget(t, target)))
    return ruleViolation(
      'MISSION_TARGET_INVALID',
      text('Dort kann diese Mission nicht versucht oder abgehandelt werden.', 'This mission cannot be attempted or resolved there.'),
      RULES.revealMission,
    );
  return null;
}

export function revealMissionActions(state: RebellionState, faction: Faction): RebellionAction[] {
  return state.assigned[faction].flatMap((mission, slot) => {
    const data = missionData(mission.card);
    if (skillIcons(mission.leaders, data.skill) < data.skillIcons) return [];
    return missionTargets(state, faction, mission.card).map((target): RebellionAction => ('none' in target ? { type: 'RevealMission', slot } : { type: 'RevealMission', slot, ...target }));
  });
}

/** Leaders of a side taking part: all its leaders in the system, the leader the mission is against even when captured. */
export function participants(state: RebellionState, mission: MissionProgress, faction: Faction): LeaderId[] {
  const present = leadersAt(state, mission.system, faction);
  const target = mission.target ?? captiveAgainst(state, mission);
  return target !== null && leaderSide(state, target) === faction && !present.includes(target) ? [...present, target] : present;
}

/**
 * RR GEFANGENE ANFÜHRER: a captured leader takes part in no mission but one
 * attempted against him, and then opposes and rolls: the captive held in the
 * system of an Imperial mission whose target is a captured leader.
 */
export function captiveAgainst(state: RebellionState, mission: MissionProgress): LeaderId | null {
  const effect = missionEffect(mission.card);
  if (mission.faction !== 'empire' || effect?.target.kind !== 'system' || !effect.target.where.includes('captured-leader')) return null;
  return LEADER_IDS.find((l) => isCaptured(state, l) && leaderPlace(state, l) === mission.system) ?? null;
}

/**
 * The opponent has a leader in the system: an attempted mission is opposed and
 * dice decide. A mission to be resolved („abhandeln“) never is, whoever stands
 * there (RR MISSIONEN AUFDECKEN, step 3: „Ist von „abhandeln“ die Rede, darf
 * nicht interveniert werden und man geht direkt zu Schritt 6 über.“).
 */
export const isOpposed = (state: RebellionState, mission: MissionProgress) =>
  missionData(mission.card).resolution === 'attempt' && participants(state, mission, other(mission.faction)).length > 0;

export function successes(dice: readonly DieRoll[]): number {
  return dice.reduce((n, d) => n + MISSION_SUCCESSES[d.face], 0);
}

export function opposeViolation(state: RebellionState, faction: Faction, leader: LeaderId): RuleViolation | null {
  if (poolLeaders(state, faction).includes(leader)) return null;
  return ruleViolation(
    'LEADER_NOT_IN_LEADER_POOL',
    text('Zum Intervenieren wird ein Anführer aus dem eigenen Führungszentrum entsandt.', 'A leader sent to oppose comes from your own leader pool.'),
    RULES.revealMission,
  );
}

/** The ring whose window is open, worn by a leader of the mission's system. */
export function ringBearer(state: RebellionState, mission: MissionProgress, ring: MissionRing): LeaderId | undefined {
  return leadersAt(state, mission.system, 'rebel').find((l) => state.leaders[l]?.ring === ring);
}

/** The Rebel's dice in this mission, whichever side it is on (the Master Yoda ring rerolls one). */
export const rebelDice = (mission: MissionProgress): readonly DieRoll[] => (mission.faction === 'rebel' ? mission.rolls?.own : mission.rolls?.opposing) ?? [];

const kindsOf = (dice: readonly DieRoll[]): DieRoll[] => [...new Set(dice.map((d) => JSON.stringify({ colour: d.colour, face: d.face })))].map((d) => JSON.parse(d) as DieRoll);

/** The Empire's dice in this mission, whichever side it is on. */
export const empireDice = (mission: MissionProgress): readonly DieRoll[] => (mission.faction === 'empire' ? mission.rolls?.own : mission.rolls?.opposing) ?? [];

export function useRingViolation(mission: MissionProgress, die: DieRoll | undefined): RuleViolation | null {
  if (mission.ring === 'seek-yoda')
    return die !== undefined && rebelDice(mission).some((d) => d.colour === die.colour && d.face === die.face)
      ? null
      : ruleViolation(
          'RING_ABILITY_DOES_NOT_FIT',
          text('Der Ring „Meister Yoda“ würfelt einen deiner eigenen Würfel dieser Mission neu.', 'The Master Yoda ring rerolls one of your own dice of this mission.'),
          RULES.rings,
        );
  const r2 = mission.ring === 'resourceful-astromech';
  if (r2 ? die !== undefined && die.face !== 'blank' && empireDice(mission).some((d) => d.colour === die.colour && d.face === die.face) : die === undefined) return null;
  return ruleViolation(
    'RING_ABILITY_DOES_NOT_FIT',
    text(
      r2 ? 'Der Ring verwandelt einen der imperialen Würfel dieser Mission in eine Leerseite.' : 'Dieser Ring braucht keinen Würfel.',
      r2 ? 'The ring turns one of the Empire’s dice of this mission into a blank.' : 'This ring needs no die.',
    ),
    RULES.rings,
  );
}

export function missionActions(state: RebellionState, faction: Faction): RebellionAction[] {
  const mission = state.phase;
  if (mission.kind !== 'mission') return [];
  switch (mission.stage) {
    case 'oppose':
      return [...poolLeaders(state, faction).map((leader): RebellionAction => ({ type: 'OpposeMission', leader })), { type: 'DeclineOpposition' }];
    case 'ring': {
      if (mission.ring === 'seek-yoda') return [...kindsOf(rebelDice(mission)).map((die): RebellionAction => ({ type: 'UseRing', die })), { type: 'DeclineRing' }];
      if (mission.ring !== 'resourceful-astromech') return [{ type: 'UseRing' }, { type: 'DeclineRing' }];
      const kinds = [...new Set(empireDice(mission).filter((d) => d.face !== 'blank').map((d) => JSON.stringify(d)))].map((d) => JSON.parse(d) as DieRoll);
      return [...kinds.map((die): RebellionAction => ({ type: 'UseRing', die })), { type: 'DeclineRing' }];
    }
    case 'arrange':
      return [...new Set(mission.objectives)].map((top): RebellionAction => ({ type: 'ArrangeObjectives', top }));
    case 'research':
      return [
        { type: 'ChooseResearch', option: 'projects' },
        { type: 'ChooseResearch', option: 'sabotage' },
      ];
    case 'keep-project':
      return [...new Set(mission.projects)].map((card): RebellionAction => ({ type: 'KeepProject', card }));
    case 'resolving':
      return [];
  }
}

/** Who decides in the mission's current stage. */
export function missionDecider(mission: MissionProgress): Faction | null {
  switch (mission.stage) {
    case 'oppose':
      return other(mission.faction);
    case 'ring':
      return 'rebel';
    case 'arrange':
    case 'research':
    case 'keep-project':
      return mission.faction;
    case 'resolving':
      return null;
  }
}

/** A side with leaders in reserve (pool or face-down missions: one public count) is always asked, so asking tells nothing. */
export function hasReserve(state: RebellionState, faction: Faction): boolean {
  return LEADER_IDS.some((l) => {
    const kind = state.leaders[l]?.location.kind;
    return leaderSide(state, l) === faction && (kind === 'pool' || kind === 'mission');
  });
}

/** What the mission waits for at each stage. */
const MISSION_DECISIONS = {
  resolving: [],
  oppose: ['OpposeMission', 'DeclineOpposition'],
  ring: ['UseRing', 'DeclineRing'],
  arrange: ['ArrangeObjectives'],
  research: ['ChooseResearch'],
  'keep-project': ['KeepProject'],
} as const satisfies Readonly<Record<MissionStage, readonly RebellionActionType[]>>;

/** RR MISSIONEN AUFDECKEN: the mission's decisions, each taken by the side its stage names. */
export const missionLegal = {
  rule: RULES.revealMission,
  expected: (_state, phase, faction) => (missionDecider(phase) === faction ? MISSION_DECISIONS[phase.stage] : []),
  actions: (state, _phase, faction) => missionActions(state, faction),
  pending: (state, phase) => {
    const decider = missionDecider(phase);
    return decider === null ? [] : waitFor(state, [decider], `mission-${phase.stage}` as DecisionName);
  },
} satisfies PhaseLegal<'mission'>;
