import type { Names } from './model.types.js';

/** The Rebel objective cards (RR ZIELKARTEN). */
export const OBJECTIVE_IDS = [
  'crippling-blow',
  'cut-supply-lines',
  'defend-the-people',
  'rebel-assault',
  'regional-support',
  'death-star-plans-ii',
  'heart-of-the-empire',
  'leave-no-one-behind',
  'liberation',
  'popular-support',
  'death-star-plans-iii',
  'establish-outposts',
  'inspire-sympathy',
  'major-victory',
  'return-of-the-jedi',
] as const;

export type ObjectiveId = (typeof OBJECTIVE_IDS)[number];

export type ObjectiveTier = 1 | 2 | 3;

export interface ObjectiveCardData {
  readonly id: ObjectiveId;
  readonly kind: 'objective';
  readonly name: Names;
  readonly faction: 'rebel';
  /** The Roman numeral on the back: tier I lies on top of the deck, III at the bottom. */
  readonly tier: ObjectiveTier;
  /** Reputation gained; null: it varies (counted when played). */
  readonly reputation: number | null;
  /** 'Gefecht' or 'Zu Beginn der Auffrischphase' (RR ZIELKARTEN). */
  readonly timing: 'combat' | 'start-of-refresh';
  readonly copies: 1;
  readonly effect: string | null;
}

/** 'Todessternpläne' exists twice, once in tier II and once in tier III, as two ids. */
export const OBJECTIVES: readonly ObjectiveCardData[] = [
  {
    id: 'crippling-blow',
    kind: 'objective',
    name: { en: 'Crippling Blow', de: null },
    faction: 'rebel',
    tier: 1,
    reputation: 1,
    timing: 'combat',
    copies: 1,
    effect: 'Requirement: in a combat started by the Rebels, destroyed Imperial ground units add up to 3 or more printed health. Reward: +1 reputation.',
  },
  {
    id: 'cut-supply-lines',
    kind: 'objective',
    name: { en: 'Cut Supply Lines', de: null },
    faction: 'rebel',
    tier: 1,
    reputation: 1,
    timing: 'start-of-refresh',
    copies: 1,
    effect: 'Requirement: 3 or more Imperial systems each hold a sabotage marker and/or a Rebel unit. Reward: +1 reputation.',
  },
  {
    id: 'defend-the-people',
    kind: 'objective',
    name: { en: 'Defend the People', de: null },
    faction: 'rebel',
    tier: 1,
    reputation: 1,
    timing: 'start-of-refresh',
    copies: 1,
    effect: 'Requirement: 4 or more Rebel-loyal systems each hold at least one Rebel unit. Reward: +1 reputation.',
  },
  {
    id: 'rebel-assault',
    kind: 'objective',
    name: { en: 'Rebel Assault', de: null },
    faction: 'rebel',
    tier: 1,
    reputation: 1,
    timing: 'combat',
    copies: 1,
    effect: 'Requirement: in a combat started by the Rebels, at least one Star Destroyer or Super Star Destroyer was destroyed. Reward: +1 reputation.',
  },
  {
    id: 'regional-support',
    kind: 'objective',
    name: { en: 'Regional Support', de: null },
    faction: 'rebel',
    tier: 1,
    reputation: 1,
    timing: 'start-of-refresh',
    copies: 1,
    effect: 'Requirement: one region in which all populous systems carry Rebel loyalty. Reward: +1 reputation.',
  },
  {
    id: 'death-star-plans-ii',
    kind: 'objective',
    name: { en: 'Death Star Plans', de: 'Todessternpläne' },
    faction: 'rebel',
    tier: 2,
    reputation: 2,
    timing: 'combat',
    copies: 1,
    effect: 'In the space battle step of a combat round, after both sides attacked and units were destroyed, if a Death Star (or Death Star Under Construction) is in the system and the Rebels have at least 1 fighter there, the Rebel player may reveal this card and roll 3 dice. If at least one die shows a direct hit, the Death Star is destroyed, the card is played (discarded) and the Rebels gain 2 reputation; otherwise the card goes back to hand with no reputation and may be tried again in a later round.',
  },
  {
    id: 'heart-of-the-empire',
    kind: 'objective',
    name: { en: 'Heart of the Empire', de: null },
    faction: 'rebel',
    tier: 2,
    reputation: 2,
    timing: 'start-of-refresh',
    copies: 1,
    effect: 'Requirement: Coruscant holds at least one Rebel unit and no Imperial unit. Reward: +2 reputation; afterwards the card goes back to the Rebel hand instead of being discarded, so it can score again in a later Refresh Phase while the condition holds.',
  },
  {
    id: 'leave-no-one-behind',
    kind: 'objective',
    name: { en: 'Leave No One Behind', de: null },
    faction: 'rebel',
    tier: 2,
    reputation: 1,
    timing: 'start-of-refresh',
    copies: 1,
    effect: 'Requirement: no Rebel leader is in a captured state at that moment. Reward: +1 reputation.',
  },
  {
    id: 'liberation',
    kind: 'objective',
    name: { en: 'Liberation', de: null },
    faction: 'rebel',
    tier: 2,
    reputation: 1,
    timing: 'combat',
    copies: 1,
    effect: 'Requirement: the Rebels have just won a ground battle in a system with a subjugation marker. Reward: +1 reputation.',
  },
  {
    id: 'popular-support',
    kind: 'objective',
    name: { en: 'Popular Support', de: null },
    faction: 'rebel',
    tier: 2,
    reputation: 1,
    timing: 'start-of-refresh',
    copies: 1,
    effect: 'Requirement: Rebel loyalty markers in 6 or more systems. Reward: +1 reputation.',
  },
  {
    id: 'death-star-plans-iii',
    kind: 'objective',
    name: { en: 'Death Star Plans', de: 'Todessternpläne' },
    faction: 'rebel',
    tier: 3,
    reputation: 2,
    timing: 'combat',
    copies: 1,
    effect: 'In the space battle step of a combat round, after both sides attacked and units were destroyed, if a Death Star (or Death Star Under Construction) is in the system and the Rebels have at least 1 fighter there, the Rebel player may reveal this card and roll 3 dice. If at least one die shows a direct hit, the Death Star is destroyed, the card is played (discarded) and the Rebels gain 2 reputation; otherwise the card goes back to hand with no reputation and may be tried again in a later round.',
  },
  {
    id: 'establish-outposts',
    kind: 'objective',
    name: { en: 'Establish Outposts', de: null },
    faction: 'rebel',
    tier: 3,
    reputation: 1,
    timing: 'start-of-refresh',
    copies: 1,
    effect: 'Requirement: Rebel units present in 5 or more systems. Reward: +1 reputation.',
  },
  {
    id: 'inspire-sympathy',
    kind: 'objective',
    name: { en: 'Inspire Sympathy', de: null },
    faction: 'rebel',
    tier: 3,
    reputation: null,
    timing: 'start-of-refresh',
    copies: 1,
    effect: 'Reward: +1 reputation per destroyed-system marker on the board (nothing if there is none).',
  },
  {
    id: 'major-victory',
    kind: 'objective',
    name: { en: 'Major Victory', de: null },
    faction: 'rebel',
    tier: 3,
    reputation: 1,
    timing: 'combat',
    copies: 1,
    effect: 'Requirement: in a combat started by the Rebels, destroyed Imperial ships add up to 3 or more printed health. Reward: +1 reputation.',
  },
  {
    id: 'return-of-the-jedi',
    kind: 'objective',
    name: { en: 'Return of the Jedi', de: null },
    faction: 'rebel',
    tier: 3,
    reputation: 2,
    timing: 'combat',
    copies: 1,
    effect: 'Requirement: the Rebels have just won a battle (space or ground) in a system where Darth Vader or Emperor Palpatine is. Reward: +2 reputation; in addition, when Luke Skywalker (Jedi) is present in that system, the Rebels eliminate one Imperial leader of their choice from that system.',
  },
];
