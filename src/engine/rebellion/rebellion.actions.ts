import { isPromptActionType, parsePromptAction } from '../core/prompts/prompt.actions.js';
import type { PromptAction } from '../core/prompts/prompt.types.js';
import { malformed, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { isActionCardId, isMissionId, isObjectiveId, isTacticCardId } from './data/cards.data.js';
import type { TacticCardId } from './data/tactic-cards.data.js';
import type { Theater } from './data/model.types.js';
import type { ObjectiveId } from './data/objectives.data.js';
import type { MissionId } from './data/missions.data.js';
import type { ActionCardId } from './data/action-cards.data.js';
import { isLeaderId, type LeaderId } from './data/leaders.data.js';
import { isSystemId, type SystemId } from './data/systems.data.js';
import { isUnitTypeId, type UnitTypeId } from './data/units.data.js';
import type { DieRoll, Place, UnitRef } from './rebellion.state.js';
import { DIE_FACES, type DieColour, type DieFace } from './data/dice.data.js';

/** What a seat may submit, in the imperative: `{type, ...params}`. */
export type RebellionAction =
  /** Setup steps 8-II / 8-III: one starting unit onto the board. */
  | { readonly type: 'PlaceUnit'; readonly unit: UnitTypeId; readonly at: Place }
  /** Take back the last unit placed, before confirming. */
  | { readonly type: 'UndoPlacement' }
  | { readonly type: 'ConfirmPlacement' }
  /** Resolve a „Sofort“ starting action card that puts a condition ring on a leader. */
  | { readonly type: 'AttachRing'; readonly card: ActionCardId; readonly leader: LeaderId }
  /** Setup step 9: the secret base. */
  | { readonly type: 'ChooseBase'; readonly system: SystemId }
  /** Assignment: lay a mission card from the hand face down and put a leader from the pool on it. */
  | { readonly type: 'AssignMission'; readonly mission: MissionId; readonly leader: LeaderId }
  /** Assignment: a second leader onto one of this phase's face-down missions. */
  | { readonly type: 'AddLeaderToMission'; readonly slot: number; readonly leader: LeaderId }
  | { readonly type: 'UndoAssignment' }
  /** Assignment: reveal a „Zuweisung“ action card instead of assigning a leader; its target, searched mission, and unit picks. */
  | {
      readonly type: 'UseActionCard';
      readonly card: ActionCardId;
      readonly system?: Place;
      readonly mission?: MissionId;
      readonly picks?: readonly UnitTypeId[];
      readonly theater?: Theater;
      /** The leader shown on the card that it brings into play. */
      readonly leader?: LeaderId;
    }
  | { readonly type: 'FinishAssignment' }
  /** Command phase: pass for the rest of the phase. */
  | { readonly type: 'Pass' }
  /** Command phase: put a leader with tactic values from the pool into a system (or onto the Rebel Base space) to move units there. */
  | { readonly type: 'ActivateSystem'; readonly leader: LeaderId; readonly system: Place }
  /** Build up the move: `count` units of a type from one place; a captured leader (Empire); take back the last step; make the move. */
  | { readonly type: 'MoveUnits'; readonly from: Place; readonly unit: UnitTypeId; readonly count: number }
  | { readonly type: 'MoveCaptive'; readonly leader: LeaderId }
  | { readonly type: 'UndoMove' }
  | { readonly type: 'ConfirmMoves' }
  /** Command phase, Rebel: reveal the base of his own accord at the start of his turn. */
  | { readonly type: 'RevealBase' }
  /** Command phase: turn up a face-down mission and choose its system, or (a mission against a leader) its leader; neither for a card with no system target. */
  | { readonly type: 'RevealMission'; readonly slot: number; readonly system?: Place; readonly leader?: LeaderId }
  /** The opponent: send a leader from the pool to oppose the mission, or not. */
  | { readonly type: 'OpposeMission'; readonly leader: LeaderId }
  | { readonly type: 'DeclineOpposition' }
  /** A condition ring's window: discard it for its ability (R2-D2: blank one of the Empire's dice), or keep it. */
  | { readonly type: 'UseRing'; readonly die?: DieRoll }
  | { readonly type: 'DeclineRing' }
  /** Infiltration: the objective that goes back on top (the other goes to the bottom). */
  | { readonly type: 'ArrangeObjectives'; readonly top: ObjectiveId }
  /** Research and Development: which ability; then the project kept. */
  | { readonly type: 'ChooseResearch'; readonly option: 'projects' | 'sabotage' }
  | { readonly type: 'KeepProject'; readonly card: MissionId }
  /** Combat step 1: a leader from the pool joins the combat, or none. */
  | { readonly type: 'AddCombatLeader'; readonly leader: LeaderId }
  | { readonly type: 'DeclineCombatLeader' }
  /** Done with „Gefechtsbeginn“ cards (they are used with `UseActionCard`). */
  | { readonly type: 'FinishCombatCards' }
  /** Combat action: spend a special die of this colour to draw a tactic card of the theater. */
  | { readonly type: 'DrawTactic'; readonly die: DieColour }
  /**
   * Combat action or block: play a tactic card, paying with a special die of
   * `die`'s colour if the card shows the symbol; the other fields are what
   * the card asks for.
   */
  | {
      readonly type: 'PlayTactic';
      readonly card: TacticCardId;
      readonly die?: DieColour;
      readonly target?: UnitRef;
      readonly targets?: readonly UnitRef[];
      readonly dice?: readonly DieRoll[];
      readonly decks?: 'space' | 'ground' | 'mixed';
      readonly ship?: UnitTypeId;
      readonly discard?: TacticCardId;
      readonly blocks?: readonly UnitRef[];
    }
  | { readonly type: 'EndCombatActions' }
  /** Assign a die (by colour and face) or card damage (no die) to an enemy unit of the theater. */
  | { readonly type: 'AssignDamage'; readonly die?: DieRoll; readonly target: UnitRef }
  | { readonly type: 'EndBlocking' }
  | { readonly type: 'PlayDeathStarPlans'; readonly card: ObjectiveId; readonly target: UnitTypeId }
  | { readonly type: 'SkipDeathStarPlans' }
  /** Retreat: the leader and the system, then the optional units (ground units, TIE fighters), then confirm; or stay. */
  | { readonly type: 'Retreat'; readonly leader: LeaderId; readonly to: SystemId }
  | { readonly type: 'RetreatUnits'; readonly unit: UnitTypeId; readonly count: number }
  | { readonly type: 'ConfirmRetreat' }
  | { readonly type: 'DeclineRetreat' }
  /** End of the command phase, „Schnelle Mobilisierung“: units onto the Rebel Base space, a new base, or nothing; then the new base or none. */
  | { readonly type: 'ChooseMobilization'; readonly option: 'units' | 'new-base' | 'none' }
  | { readonly type: 'ChooseNewBase'; readonly system: SystemId }
  | { readonly type: 'KeepBase' }
  /** Refresh step 2: discard one mission card down to the hand limit. */
  | { readonly type: 'DiscardMission'; readonly mission: MissionId }
  /** Just before refresh step 1: score one „Zu Beginn der Auffrischphase“ objective, or none. */
  | { readonly type: 'PlayObjective'; readonly card: ObjectiveId }
  | { readonly type: 'SkipObjective' }
  /** Recruit icon: keep one of the drawn action cards (in secret), then name a leader shown on it. */
  | { readonly type: 'ChooseRecruitCard'; readonly card: ActionCardId }
  | { readonly type: 'RecruitLeader'; readonly leader: LeaderId }
  /** Build icon, first: choose to destroy one of your units (then which), or be done destroying. */
  | { readonly type: 'ReleaseUnits' }
  | { readonly type: 'ReleaseUnit'; readonly at: Place; readonly unit: UnitTypeId }
  | { readonly type: 'FinishReleasing' }
  /** Build icon: the unit for the next icon that offers a choice. */
  | { readonly type: 'BuildUnit'; readonly unit: UnitTypeId }
  /** RR ZERSTÖRTE SYSTEME: one of the own units needing transport beyond the ships' capacity in a destroyed system goes. */
  | { readonly type: 'DestroyExcessUnit'; readonly at: SystemId; readonly unit: UnitTypeId }
  /** Refresh step 6: one ready unit into a place, or the rest back to space 1. */
  | { readonly type: 'DeployUnit'; readonly unit: UnitTypeId; readonly at: Place }
  | { readonly type: 'FinishDeploying' }
  /** The answer to a card's open prompt (core/prompts): ChooseSystem, ChooseLeader, ChooseUnit, ChooseCard, ChooseOption, ChooseNext or PassChoice. */
  | PromptAction;

export type RebellionActionType = RebellionAction['type'];

/**
 * Actions whose outcome a seat cannot foresee (game contract `hiddenOutcome`):
 * anything that may roll dice (missions, combat), draw or shuffle (starting
 * cards, missions, probes, objectives, tactics, recruit cards), reveal the
 * other side's secret (a recruit card, the base occupied by Imperial ground
 * units), or hand over to the automatic steps of the refresh phase. Open are
 * the steps that only build up a decision from what the seat sees: placing,
 * assigning, activating and moving (until the move is made), releasing,
 * building and deploying units. When in doubt an action counts as hidden.
 */
const HIDDEN_OUTCOME: Record<RebellionActionType, boolean> = {
  PlaceUnit: false,
  UndoPlacement: false,
  ConfirmPlacement: true,
  AttachRing: true,
  ChooseBase: true,
  AssignMission: false,
  AddLeaderToMission: false,
  UndoAssignment: false,
  UseActionCard: true,
  FinishAssignment: false,
  Pass: true,
  ActivateSystem: false,
  MoveUnits: false,
  MoveCaptive: false,
  UndoMove: false,
  ConfirmMoves: true,
  RevealBase: true,
  RevealMission: true,
  OpposeMission: true,
  DeclineOpposition: true,
  UseRing: true,
  DeclineRing: true,
  ArrangeObjectives: true,
  ChooseResearch: true,
  KeepProject: true,
  AddCombatLeader: true,
  DeclineCombatLeader: true,
  FinishCombatCards: true,
  DrawTactic: true,
  PlayTactic: true,
  EndCombatActions: true,
  AssignDamage: true,
  EndBlocking: true,
  PlayDeathStarPlans: true,
  SkipDeathStarPlans: true,
  Retreat: true,
  RetreatUnits: true,
  ConfirmRetreat: true,
  DeclineRetreat: true,
  ChooseMobilization: true,
  ChooseNewBase: true,
  KeepBase: true,
  DiscardMission: true,
  PlayObjective: true,
  SkipObjective: true,
  ChooseRecruitCard: true,
  RecruitLeader: true,
  ReleaseUnits: false,
  ReleaseUnit: false,
  FinishReleasing: false,
  BuildUnit: false,
  DestroyExcessUnit: true,
  DeployUnit: false,
  FinishDeploying: false,
  // A card's prompt: its program goes on after the answer and may roll, draw or shuffle.
  ChooseSystem: true,
  ChooseLeader: true,
  ChooseUnit: true,
  ChooseCard: true,
  ChooseOption: true,
  ChooseNext: true,
  PassChoice: true,
};

export function hiddenOutcome(action: RebellionAction): boolean {
  return HIDDEN_OUTCOME[action.type];
}

const isPlace = (v: unknown): v is Place => v === 'rebel-base' || isSystemId(v);

const isColour = (v: unknown): v is DieColour => v === 'red' || v === 'black';

const isDieRoll = (v: unknown): v is DieRoll =>
  typeof v === 'object' && v !== null && isColour((v as DieRoll).colour) && DIE_FACES.includes((v as DieRoll).face);

const isUnitRef = (v: unknown): v is UnitRef => {
  const r = v as UnitRef;
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  return typeof v === 'object' && v !== null && isUnitTypeId(r.unit) && count(r.markers) && count(r.pending);
};

const unitRef = (r: UnitRef): UnitRef => ({ unit: r.unit, markers: r.markers, pending: r.pending });

const bad = (what: string): RuleViolation =>
  malformed('ACTION_MALFORMED', text(`Keine gültige Aktion: ${what}.`, `Not a valid action: ${what}.`));

/** Shape check only: known type and ids of the right kind; the rules come later, in `decide`. */
export function parseAction(raw: unknown): RebellionAction | RuleViolation {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('kein Objekt / not an object');
  const a = raw as Record<string, unknown>;
  switch (a.type) {
    case 'PlaceUnit':
      if (!isUnitTypeId(a.unit)) return bad('unit');
      if (!isPlace(a.at)) return bad('at');
      return { type: 'PlaceUnit', unit: a.unit, at: a.at };
    case 'UndoPlacement':
      return { type: 'UndoPlacement' };
    case 'ConfirmPlacement':
      return { type: 'ConfirmPlacement' };
    case 'AttachRing':
      if (!isActionCardId(a.card)) return bad('card');
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'AttachRing', card: a.card, leader: a.leader };
    case 'ChooseBase':
      if (!isSystemId(a.system)) return bad('system');
      return { type: 'ChooseBase', system: a.system };
    case 'AssignMission':
      if (!isMissionId(a.mission)) return bad('mission');
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'AssignMission', mission: a.mission, leader: a.leader };
    case 'AddLeaderToMission':
      if (typeof a.slot !== 'number' || !Number.isInteger(a.slot) || a.slot < 0) return bad('slot');
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'AddLeaderToMission', slot: a.slot, leader: a.leader };
    case 'UndoAssignment':
    case 'FinishAssignment':
    case 'Pass':
    case 'SkipObjective':
    case 'ReleaseUnits':
    case 'FinishReleasing':
    case 'FinishDeploying':
    case 'UndoMove':
    case 'ConfirmMoves':
    case 'RevealBase':
      return { type: a.type };
    case 'ActivateSystem':
      if (!isLeaderId(a.leader)) return bad('leader');
      if (!isPlace(a.system)) return bad('system');
      return { type: 'ActivateSystem', leader: a.leader, system: a.system };
    case 'MoveUnits':
      if (!isPlace(a.from)) return bad('from');
      if (!isUnitTypeId(a.unit)) return bad('unit');
      if (typeof a.count !== 'number' || !Number.isInteger(a.count) || a.count < 1) return bad('count');
      return { type: 'MoveUnits', from: a.from, unit: a.unit, count: a.count };
    case 'MoveCaptive':
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'MoveCaptive', leader: a.leader };
    case 'OpposeMission':
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'OpposeMission', leader: a.leader };
    case 'DeclineOpposition':
    case 'DeclineRing':
    case 'KeepBase':
    case 'DeclineCombatLeader':
    case 'FinishCombatCards':
    case 'EndCombatActions':
    case 'EndBlocking':
    case 'SkipDeathStarPlans':
    case 'ConfirmRetreat':
    case 'DeclineRetreat':
      return { type: a.type };
    case 'AddCombatLeader':
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'AddCombatLeader', leader: a.leader };
    case 'DrawTactic':
      if (!isColour(a.die)) return bad('die');
      return { type: 'DrawTactic', die: a.die };
    case 'PlayTactic': {
      if (!isTacticCardId(a.card)) return bad('card');
      const play: Record<string, unknown> = { type: 'PlayTactic', card: a.card };
      if (a.die !== undefined) {
        if (!isColour(a.die)) return bad('die');
        play.die = a.die;
      }
      if (a.target !== undefined) {
        if (!isUnitRef(a.target)) return bad('target');
        play.target = unitRef(a.target);
      }
      for (const field of ['targets', 'blocks'] as const) {
        if (a[field] === undefined) continue;
        const list = a[field];
        if (!Array.isArray(list) || list.length === 0 || !list.every(isUnitRef)) return bad(field);
        play[field] = list.map(unitRef);
      }
      if (a.dice !== undefined) {
        if (!Array.isArray(a.dice) || a.dice.length === 0 || !a.dice.every(isDieRoll)) return bad('dice');
        play.dice = a.dice.map((d) => ({ colour: d.colour, face: d.face }));
      }
      if (a.decks !== undefined) {
        if (a.decks !== 'space' && a.decks !== 'ground' && a.decks !== 'mixed') return bad('decks');
        play.decks = a.decks;
      }
      if (a.ship !== undefined) {
        if (!isUnitTypeId(a.ship)) return bad('ship');
        play.ship = a.ship;
      }
      if (a.discard !== undefined) {
        if (!isTacticCardId(a.discard)) return bad('discard');
        play.discard = a.discard;
      }
      return play as RebellionAction;
    }
    case 'AssignDamage':
      if (!isUnitRef(a.target)) return bad('target');
      if (a.die !== undefined && !isDieRoll(a.die)) return bad('die');
      return a.die === undefined
        ? { type: 'AssignDamage', target: unitRef(a.target) }
        : { type: 'AssignDamage', die: { colour: (a.die as DieRoll).colour, face: (a.die as DieRoll).face }, target: unitRef(a.target) };
    case 'PlayDeathStarPlans':
      if (!isObjectiveId(a.card)) return bad('card');
      if (!isUnitTypeId(a.target)) return bad('target');
      return { type: 'PlayDeathStarPlans', card: a.card, target: a.target };
    case 'Retreat':
      if (!isLeaderId(a.leader)) return bad('leader');
      if (!isSystemId(a.to)) return bad('to');
      return { type: 'Retreat', leader: a.leader, to: a.to };
    case 'RetreatUnits':
      if (!isUnitTypeId(a.unit)) return bad('unit');
      if (typeof a.count !== 'number' || !Number.isInteger(a.count) || a.count < 1) return bad('count');
      return { type: 'RetreatUnits', unit: a.unit, count: a.count };
    case 'UseActionCard': {
      if (!isActionCardId(a.card)) return bad('card');
      if (a.theater !== undefined && a.theater !== 'space' && a.theater !== 'ground') return bad('theater');
      if (a.system !== undefined && !isPlace(a.system)) return bad('system');
      if (a.mission !== undefined && !isMissionId(a.mission)) return bad('mission');
      if (a.picks !== undefined && (!Array.isArray(a.picks) || !a.picks.every(isUnitTypeId) || a.picks.length === 0)) return bad('picks');
      if (a.leader !== undefined && !isLeaderId(a.leader)) return bad('leader');
      return {
        type: 'UseActionCard',
        card: a.card,
        ...(a.system !== undefined ? { system: a.system } : {}),
        ...(a.mission !== undefined ? { mission: a.mission } : {}),
        ...(a.picks !== undefined ? { picks: a.picks as UnitTypeId[] } : {}),
        ...(a.theater !== undefined ? { theater: a.theater as Theater } : {}),
        ...(a.leader !== undefined ? { leader: a.leader } : {}),
      };
    }
    case 'ChooseMobilization':
      if (a.option !== 'units' && a.option !== 'new-base' && a.option !== 'none') return bad('option');
      return { type: 'ChooseMobilization', option: a.option };
    case 'ChooseNewBase':
      if (!isSystemId(a.system)) return bad('system');
      return { type: 'ChooseNewBase', system: a.system };
    case 'RevealMission': {
      if (typeof a.slot !== 'number' || !Number.isInteger(a.slot) || a.slot < 0) return bad('slot');
      if (a.system !== undefined && !isPlace(a.system)) return bad('system');
      if (a.leader !== undefined && !isLeaderId(a.leader)) return bad('leader');
      if (a.system !== undefined && a.leader !== undefined) return bad('system oder/or leader');
      if (a.system !== undefined) return { type: 'RevealMission', slot: a.slot, system: a.system };
      return a.leader !== undefined ? { type: 'RevealMission', slot: a.slot, leader: a.leader as LeaderId } : { type: 'RevealMission', slot: a.slot };
    }
    case 'UseRing': {
      if (a.die === undefined) return { type: 'UseRing' };
      const die = a.die as Record<string, unknown> | null;
      if (typeof die !== 'object' || die === null || (die.colour !== 'red' && die.colour !== 'black') || !DIE_FACES.includes(die.face as DieFace)) return bad('die');
      return { type: 'UseRing', die: { colour: die.colour, face: die.face as DieFace } };
    }
    case 'ArrangeObjectives':
      if (!isObjectiveId(a.top)) return bad('top');
      return { type: 'ArrangeObjectives', top: a.top };
    case 'ChooseResearch':
      if (a.option !== 'projects' && a.option !== 'sabotage') return bad('option');
      return { type: 'ChooseResearch', option: a.option };
    case 'KeepProject':
      if (!isMissionId(a.card)) return bad('card');
      return { type: 'KeepProject', card: a.card };
    case 'PlayObjective':
      if (!isObjectiveId(a.card)) return bad('card');
      return { type: 'PlayObjective', card: a.card };
    case 'ChooseRecruitCard':
      if (!isActionCardId(a.card)) return bad('card');
      return { type: 'ChooseRecruitCard', card: a.card };
    case 'RecruitLeader':
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'RecruitLeader', leader: a.leader };
    case 'ReleaseUnit':
    case 'DeployUnit':
      if (!isUnitTypeId(a.unit)) return bad('unit');
      if (!isPlace(a.at)) return bad('at');
      return a.type === 'ReleaseUnit' ? { type: 'ReleaseUnit', unit: a.unit, at: a.at } : { type: 'DeployUnit', unit: a.unit, at: a.at };
    case 'DestroyExcessUnit':
      if (!isSystemId(a.at)) return bad('at');
      if (!isUnitTypeId(a.unit)) return bad('unit');
      return { type: 'DestroyExcessUnit', at: a.at, unit: a.unit };
    case 'BuildUnit':
      if (!isUnitTypeId(a.unit)) return bad('unit');
      return { type: 'BuildUnit', unit: a.unit };
    case 'DiscardMission':
      if (!isMissionId(a.mission)) return bad('mission');
      return { type: 'DiscardMission', mission: a.mission };
    default:
      // A leader prompt's answer names exactly one leader of the game by id (cards/leader.prompt.ts).
      if (a.type === 'ChooseLeader') return isLeaderId(a.leader) && Object.keys(a).length === 2 ? { type: 'ChooseLeader', leader: a.leader } : bad('leader');
      if (isPromptActionType(a.type)) return parsePromptAction(a);
      return bad(`type ${JSON.stringify(a.type)}`);
  }
}
