import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import type { ActionCardId } from './data/action-cards.data.js';
import type { LeaderId } from './data/leaders.data.js';
import { missionData } from './data/cards.data.js';
import { MISSION_IDS } from './data/missions.data.js';
import { FACTIONS, type Faction } from './data/model.types.js';
import type { ObjectiveId } from './data/objectives.data.js';
import { SYSTEM_IDS } from './data/systems.data.js';
import type { UnitTypeId } from './data/units.data.js';
import { inSupply, typesAt, unitsForIcon } from './board.query.js';
import { playableRefreshObjectives } from './objectives.effects.js';
import type { RebellionAction } from './rebellion.actions.js';
import { deployOptions, recruitable } from './refresh.flow.js';
import type { Place, RebellionState } from './rebellion.state.js';
import { RULES } from './rules.cite.js';
import type { PhaseLegal } from './rebellion.handlers.js';
import { waitFor } from './rebellion.pending.js';

/** The rules of the refresh phase's decisions, and their legal actions built from the same checks. */

export function playObjectiveViolation(state: RebellionState, card: ObjectiveId): RuleViolation | null {
  if (!state.hands.objectives.includes(card))
    return ruleViolation('OBJECTIVE_NOT_IN_HAND', text('Diese Zielkarte hast du nicht auf der Hand.', 'You do not hold this objective card.'), RULES.objectives);
  if (!playableRefreshObjectives(state).includes(card))
    return ruleViolation(
      'OBJECTIVE_REQUIREMENT_NOT_MET',
      text(
        'Diese Zielkarte kann jetzt nicht ausgespielt werden: Zeitpunkt oder Anforderung passen nicht.',
        'This objective cannot be played now: its timing or its requirement is not met.',
      ),
      RULES.objectives,
    );
  return null;
}

export function chooseRecruitCardViolation(state: RebellionState, faction: Faction, card: ActionCardId): RuleViolation | null {
  if (state.phase.kind === 'recruit' && state.phase.offered[faction].includes(card)) return null;
  return ruleViolation(
    'CARD_NOT_DRAWN_FOR_RECRUITING',
    text('Du kannst nur eine der gezogenen Aktionskarten wählen.', 'You can only choose one of the action cards you drew.'),
    RULES.recruit,
  );
}

export function recruitLeaderViolation(state: RebellionState, faction: Faction, leader: LeaderId): RuleViolation | null {
  const card = state.phase.kind === 'recruit' ? state.phase.chosen[faction] : null;
  if (card !== null && recruitable(state, card).includes(leader)) return null;
  return ruleViolation(
    'LEADER_NOT_RECRUITABLE',
    text(
      'Rekrutiert wird ein Anführer der gewählten Karte, der weder im Spiel noch eliminiert ist.',
      'Recruit a leader shown on the chosen card who is neither in play nor eliminated.',
    ),
    RULES.recruit,
  );
}

/** Own units on the board, as (place, type) pairs; the Rebel Base space included. */
function ownUnits(state: RebellionState, faction: Faction): { at: Place; unit: UnitTypeId }[] {
  return ([...SYSTEM_IDS, 'rebel-base'] as Place[]).flatMap((at) => typesAt(state.units[at], faction).map((unit) => ({ at, unit })));
}

export function releaseUnitsViolation(state: RebellionState, faction: Faction): RuleViolation | null {
  if (state.phase.kind === 'build' && state.phase.stage === 'release' && state.phase.releasing[faction])
    return ruleViolation('ALREADY_CHOOSING_A_UNIT', text('Wähle zuerst die Einheit, die zerstört wird.', 'Choose the unit to destroy first.'), RULES.materiel);
  if (ownUnits(state, faction).length === 0)
    return ruleViolation('NO_UNITS_TO_DESTROY', text('Du hast keine Einheiten auf dem Spielbrett.', 'You have no units on the board.'), RULES.materiel);
  return null;
}

export function releaseUnitViolation(state: RebellionState, faction: Faction, at: Place, unit: UnitTypeId): RuleViolation | null {
  if (state.phase.kind !== 'build' || state.phase.stage !== 'release' || !state.phase.releasing[faction])
    return ruleViolation(
      'CHOOSE_TO_DESTROY_FIRST',
      text('Wähle zuerst, eine Einheit zu zerstören.', 'Choose to destroy a unit first.'),
      RULES.materiel,
    );
  if (!ownUnits(state, faction).some((u) => u.at === at && u.unit === unit))
    return ruleViolation('NO_SUCH_OWN_UNIT', text('Dort steht keine solche eigene Einheit.', 'No such unit of yours stands there.'), RULES.materiel);
  return null;
}

/** The units the Rebel may pick for his next choice icon: its units with miniatures left after his earlier picks. */
export function buildUnitOptions(state: RebellionState): UnitTypeId[] {
  if (state.phase.kind !== 'build' || state.phase.stage !== 'choose' || state.phase.choices.length === 0) return [];
  const picked = state.phase.picked;
  return unitsForIcon('rebel', state.phase.choices[0].icon).filter((u) => inSupply(state, u) - picked.filter((p) => p.unit === u).length > 0);
}

export function buildUnitViolation(state: RebellionState, unit: UnitTypeId): RuleViolation | null {
  if (buildUnitOptions(state).includes(unit)) return null;
  return ruleViolation(
    'UNIT_DOES_NOT_FIT_ICON',
    text(
      'Für dieses Ressourcensymbol kann nur eine passende Einheit gebaut werden, von der noch Miniaturen im Vorrat sind.',
      'This resource icon builds only a matching unit with miniatures left in the supply.',
    ),
    RULES.build,
  );
}

export function deployUnitViolation(state: RebellionState, faction: Faction, unit: UnitTypeId, at: Place): RuleViolation | null {
  if (state.phase.kind !== 'deploy') return null;
  if ((state.phase.ready[unit] ?? 0) === 0)
    return ruleViolation('UNIT_NOT_READY', text('Diese Einheit ist nicht fertig gebaut.', 'This unit is not ready to deploy.'), RULES.deploy);
  if (!deployOptions(state, faction, state.phase.ready, state.phase.deployed).some((o) => o.unit === unit && o.at === at))
    return ruleViolation(
      'CANNOT_DEPLOY_THERE',
      text(
        'Stationiert wird in eigene loyale oder unterworfene Systeme ohne Sabotagemarker und ohne gegnerische Einheiten, höchstens 2 Einheiten pro System.',
        'Units deploy into your loyal or subjugated systems without a sabotage marker or enemy units, at most 2 per system.',
      ),
      RULES.deploy,
    );
  return null;
}

/** RR AUFFRISCHPHASE: its steps run by themselves until one asks a side. */
export const refreshLegal = {
  rule: RULES.refreshPhase,
  expected: () => [],
  actions: () => [],
  pending: () => [],
} satisfies PhaseLegal<'refresh'>;

/** RR AUFFRISCHPHASE step 2: each side over the hand limit discards; starting missions cannot be discarded. */
export const handLimitLegal = {
  rule: RULES.refreshPhase,
  expected: (_state, phase, faction) => (phase.excess[faction] > 0 ? ['DiscardMission'] : []),
  actions: (state, _phase, faction) =>
    MISSION_IDS.filter((m) => state.hands.missions[faction].includes(m) && !missionData(m).starting).map((mission): RebellionAction => ({ type: 'DiscardMission', mission })),
  pending: (state, phase) =>
    waitFor(
      state,
      FACTIONS.filter((f) => phase.excess[f] > 0),
      'hand-limit',
    ),
} satisfies PhaseLegal<'hand-limit'>;

/** RR AUFFRISCHPHASE step 3: the Rebel may play an objective met now. */
export const objectiveWindowLegal = {
  rule: RULES.objectives,
  expected: (_state, _phase, faction) => (faction === 'rebel' ? ['PlayObjective', 'SkipObjective'] : []),
  actions: (state) => [...playableRefreshObjectives(state).map((card): RebellionAction => ({ type: 'PlayObjective', card })), { type: 'SkipObjective' }],
  pending: (state) => waitFor(state, ['rebel'], 'objective-window'),
} satisfies PhaseLegal<'objective-window'>;

/** RR REKRUTIEREN: both sides choose a card, then the Rebel recruits before the Empire. */
export const recruitLegal = {
  rule: RULES.recruit,
  expected: (_state, phase, faction) => {
    if (phase.turn === null) return phase.offered[faction].length > 0 ? ['ChooseRecruitCard'] : [];
    return phase.turn === faction ? ['RecruitLeader'] : [];
  },
  actions: (state, phase, faction) => {
    if (phase.turn === null) return [...new Set(phase.offered[faction])].map((card): RebellionAction => ({ type: 'ChooseRecruitCard', card }));
    return recruitable(state, phase.chosen[faction]!).map((leader): RebellionAction => ({ type: 'RecruitLeader', leader }));
  },
  pending: (state, phase) => {
    if (phase.turn === null)
      return waitFor(
        state,
        FACTIONS.filter((f) => phase.offered[f].length > 0),
        'recruit-card',
      );
    return waitFor(state, [phase.turn], 'recruit-leader');
  },
} satisfies PhaseLegal<'recruit'>;

/** RR BAUEN: both sides may destroy units of their own, then the Rebel chooses for the icons that offer a choice. */
export const buildLegal = {
  rule: RULES.build,
  expected: (_state, phase, faction) => {
    if (phase.stage === 'choose') return faction === 'rebel' ? ['BuildUnit'] : [];
    if (phase.done[faction]) return [];
    return phase.releasing[faction] ? ['ReleaseUnit', 'FinishReleasing'] : ['ReleaseUnits', 'FinishReleasing'];
  },
  actions: (state, phase, faction) => {
    if (phase.stage === 'choose') return buildUnitOptions(state).map((unit): RebellionAction => ({ type: 'BuildUnit', unit }));
    if (phase.releasing[faction])
      return [...ownUnits(state, faction).map(({ at, unit }): RebellionAction => ({ type: 'ReleaseUnit', at, unit })), { type: 'FinishReleasing' }];
    return [...(releaseUnitsViolation(state, faction) === null ? [{ type: 'ReleaseUnits' } as const] : []), { type: 'FinishReleasing' }];
  },
  pending: (state, phase) => {
    if (phase.stage === 'choose') return waitFor(state, ['rebel'], 'build');
    return waitFor(
      state,
      FACTIONS.filter((f) => !phase.done[f]),
      'release',
    );
  },
} satisfies PhaseLegal<'build'>;

/** RR AUFFRISCHPHASE step 6: the side whose units are ready deploys them. */
export const deployLegal = {
  rule: RULES.refreshPhase,
  expected: (_state, phase, faction) => (phase.faction === faction ? ['DeployUnit', 'FinishDeploying'] : []),
  actions: (state, phase, faction) => [
    ...deployOptions(state, faction, phase.ready, phase.deployed).map(({ unit, at }): RebellionAction => ({ type: 'DeployUnit', unit, at })),
    { type: 'FinishDeploying' },
  ],
  pending: (state, phase) => waitFor(state, [phase.faction], 'deploy'),
} satisfies PhaseLegal<'deploy'>;
