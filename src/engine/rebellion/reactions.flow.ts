import type { EffectFrame } from '../core/cards/effect.run.js';
import type { PromptAnswer, PromptChoice } from '../core/prompts/prompt.types.js';
import { text } from '../core/text.js';
import { actionCardData, missionData } from './data/cards.data.js';
import { DICE, DIE_FACES, type DieColour, type DieFace } from './data/dice.data.js';
import { ACTION_CARD_IDS, type ActionCardId } from './data/action-cards.data.js';
import { leaderData, type LeaderId } from './data/leaders.data.js';
import type { Faction, Theater } from './data/model.types.js';
import type { ObjectiveId } from './data/objectives.data.js';
import type { UnitTypeId } from './data/units.data.js';
import { isCaptured, leaderPlace, other } from './board.query.js';
import { reactionEffect } from './cards/card.index.js';
import type { ReactionEffect, ReactionMoment } from './reactions.effects.js';
import type { Out } from './rebellion.out.js';
import { textOf } from './rebellion.label.js';
import { leaderSide, seatOf, type DieRoll, type MissionProgress, type RebellionState } from './rebellion.state.js';
import { RULES } from './rules.cite.js';
import { missionsAndCardsBarred } from './modifiers.rules.js';
import { takeCaptive } from './capture.rules.js';

/**
 * Reaction windows (RR AKTIONSKARTEN: a card's „Spezial“ or „Sofort“
 * moment). At a moment of `reactions.effects.ts` the game asks the side that
 * may react with a secret option prompt: one choice per fitting card it
 * holds, or pass. Hidden information: whether the window opens depends on
 * public facts only, never on the hand (a played card of the catalogue could
 * fit the board, and the side holds at least one action card: both are on
 * the table), so the other side learns nothing from the pause; the choices
 * are the holder's alone.
 */

/** The frame of a reaction window: which moment, and where the game goes on (`CONTINUATIONS` in cards/prompt.decide.ts). */
export const REACTION_FRAME = 'reaction';

const QUESTIONS: Readonly<Record<ReactionMoment, ReturnType<typeof text>>> = {
  'mission-attempted': text('Der Gegner versucht eine Mission, gleich wird gewürfelt: eine Aktionskarte ausspielen?', 'Your opponent attempts a mission, dice are about to be rolled: play an action card?'),
  'leader-captured': text('Einer deiner Anführer wird gleich gefangen genommen: eine Aktionskarte ausspielen?', 'One of your leaders is about to be captured: play an action card?'),
  'dice-rolling': text('Gleich würfelst du für die Mission: eine Aktionskarte ausspielen?', 'You are about to roll for the mission: play an action card?'),
  'mission-revealed': text('Deine Mission ist aufgedeckt, gleich darf der Gegner widersprechen: eine Aktionskarte ausspielen?', 'Your mission is revealed, your opponent may oppose it next: play an action card?'),
};

/** The same moment in a combat: an attack's roll or the Death Star Plans' (RR GEFECHT, RR TODESSTERN ZERSTÖREN). */
const COMBAT_DICE_QUESTION = text('Gleich würfelst du im Gefecht: eine Aktionskarte ausspielen?', 'You are about to roll in the combat: play an action card?');

/**
 * What the moment is about: the leader being captured; the side about to
 * roll and how many dice. In a combat the colours count (`red`, `black`) and
 * the roll is named: an attack in `theater`, or the Death Star Plans
 * (`plans`, `target`), so the game knows where to go on once answered.
 */
export interface ReactionContext {
  readonly leader?: LeaderId;
  readonly roller?: Faction;
  readonly dice?: number;
  readonly red?: number;
  readonly black?: number;
  readonly theater?: Theater;
  readonly plans?: ObjectiveId;
  readonly target?: UnitTypeId;
}

const mission = (state: RebellionState): MissionProgress | null => (state.phase.kind === 'mission' ? state.phase : null);

/** Who may react at the moment, if anybody. */
function reactor(state: RebellionState, moment: ReactionMoment, context: ReactionContext): Faction | null {
  switch (moment) {
    case 'mission-attempted': {
      const m = mission(state);
      return m !== null && missionData(m.card).resolution === 'attempt' && !m.reactions.includes(moment) ? other(m.faction) : null;
    }
    case 'leader-captured':
      return context.leader === undefined ? null : leaderSide(state, context.leader);
    case 'mission-revealed': {
      // Only while the opponent is still to be asked to oppose (it has leaders in reserve).
      const m = mission(state);
      return m !== null && m.stage === 'oppose' && !m.reactions.includes(moment) ? m.faction : null;
    }
    case 'dice-rolling': {
      if ((context.dice ?? 0) === 0) return null;
      // In a combat each roll (every attack, the Death Star Plans) is a moment of its own, asked once before it.
      if (state.phase.kind === 'combat') return context.roller ?? null;
      const m = mission(state);
      return m !== null && m.rolls === null && !m.reactions.includes(moment) ? (context.roller ?? null) : null;
    }
  }
}

/** The card's leaders that stand where its effect needs them (public facts). */
function fittingLeaders(state: RebellionState, card: ActionCardId, effect: ReactionEffect, context: ReactionContext): LeaderId[] {
  const faction = actionCardData(card).faction as Faction;
  if (effect.leader === 'concerned')
    return actionCardData(card).leaders.filter((l) => l === context.leader && leaderSide(state, l) === faction && !missionsAndCardsBarred(state, faction, leaderPlace(state, l)));
  const m = mission(state);
  // The moment's system: the mission's, or the combat's for a roll in a combat (only `dice-rolling` happens there).
  const system = m?.system ?? (state.phase.kind === 'combat' ? state.phase.system : null);
  if (system === null || (effect.skill !== undefined && (m === null || missionData(m.card).skill !== effect.skill))) return [];
  // A card may forbid the side to use action cards in the mission's system (a `no-missions-or-cards` modifier).
  if (missionsAndCardsBarred(state, faction, system)) return [];
  if (effect.leader === 'on-mission') return m === null ? [] : actionCardData(card).leaders.filter((l) => m.leaders.includes(l));
  return actionCardData(card).leaders.filter((l) => {
    // A leader lured to the Dark Side uses no card of its printed side (FAQ).
    if (state.leaders[l] === undefined || isCaptured(state, l) || leaderSide(state, l) !== faction) return false;
    const at = leaderPlace(state, l);
    if (effect.leader === 'mission-system') return at === system;
    return at !== null && at !== system && system !== 'rebel-base';
  });
}

/** Every played reaction card of the moment and side, whoever holds it. */
const catalogue = (faction: Faction, moment: ReactionMoment) =>
  ACTION_CARD_IDS.flatMap((card) => {
    const effect = reactionEffect(card);
    return effect !== undefined && effect.moment === moment && actionCardData(card).faction === faction ? [{ card, effect }] : [];
  });

/**
 * Opens the moment's window when the public facts allow a reaction; returns
 * whether the game now waits. `then` names the continuation once answered.
 */
export function openReaction(out: Out, moment: ReactionMoment, then: string, context: ReactionContext = {}): boolean {
  const s = out.state;
  const faction = reactor(s, moment, context);
  if (faction === null || s.hands.actions[faction].length === 0) return false;
  const fitting = catalogue(faction, moment).filter(({ card, effect }) => fittingLeaders(s, card, effect, context).length > 0);
  if (fitting.length === 0) return false;
  out.emit({ type: 'ReactionWindowOpened', payload: { moment, faction } });
  const choices: PromptChoice[] = fitting
    .filter(({ card }) => s.hands.actions[faction].includes(card))
    .flatMap(({ card, effect }) => {
      const name = textOf(actionCardData(card).name);
      if (effect.ability.kind === 'set-dice')
        return faceChoices(Math.min(effect.ability.dice, context.dice ?? 0), colours(context)).map((faces) => ({ params: { card, faces: faces.join('+') }, label: facesLabel(name, faces) }));
      if (effect.ability.kind !== 'leader-joins') return [{ params: { card }, label: name }];
      return fittingLeaders(s, card, effect, context).map((leader) => {
        const who = textOf(leaderData(leader).name);
        return { params: { card, leader }, label: text(`${name.de}: ${who.de}`, `${name.en}: ${who.en}`) };
      });
    });
  const prompt = {
    kind: 'option',
    seat: seatOf(s, faction),
    question: moment === 'dice-rolling' && s.phase.kind === 'combat' ? COMBAT_DICE_QUESTION : QUESTIONS[moment],
    rule: RULES.actionCards,
    choices,
    optional: true,
    passLabel: text('Keine Karte ausspielen', 'Play no card'),
    secret: true,
  } as const;
  const frame: EffectFrame = { card: REACTION_FRAME, step: 0, vars: { moment, ...context }, then };
  out.emit({ type: 'PromptOpened', payload: { prompt, faction, frame } });
  return true;
}

/** The dice of each colour about to be rolled in a combat; none in a mission, where the colour does not matter. */
const colours = (context: ReactionContext): Readonly<Record<DieColour, number>> | undefined =>
  context.red === undefined ? undefined : { red: context.red, black: context.black ?? 0 };

/**
 * The faces a side may set up to `n` dice to, most dice first. In a mission
 * a face alone (`hit`): the colour does not matter (RR WÜRFEL: the red die
 * shows every face). In a combat `colour:face` (`red:direct-hit`), only
 * faces that die shows and no more dice of a colour than it rolls.
 */
function faceChoices(n: number, dice?: Readonly<Record<DieColour, number>>): string[][] {
  const tokens: string[] =
    dice === undefined ? [...DIE_FACES] : (['red', 'black'] as const).flatMap((colour) => (dice[colour] > 0 ? [...new Set(DICE[colour].faces)].map((face) => `${colour}:${face}`) : []));
  const fits = (set: readonly string[]) => dice === undefined || (['red', 'black'] as const).every((c) => set.filter((t) => t.startsWith(`${c}:`)).length <= dice[c]);
  const sets: string[][] = [];
  const grow = (from: number, set: string[]) => {
    if (set.length > 0) sets.push(set);
    if (set.length < n) for (let i = from; i < tokens.length; i++) if (fits([...set, tokens[i]])) grow(i, [...set, tokens[i]]);
  };
  grow(0, []);
  return sets.sort((a, b) => b.length - a.length);
}

/** A chosen face as a die: `colour:face`, or a face alone (a mission's, red). */
function dieOf(token: string): DieRoll {
  const [colour, face] = token.includes(':') ? token.split(':') : ['red', token];
  return { colour: colour as DieColour, face: face as DieFace };
}

export const FACE_NAMES: Readonly<Record<DieFace, ReturnType<typeof text>>> = {
  hit: text('Treffer', 'hit'),
  'direct-hit': text('Volltreffer', 'direct hit'),
  special: text('Spezialsymbol', 'special'),
  blank: text('Leerseite', 'blank'),
};

const COLOUR_NAMES: Readonly<Record<DieColour, ReturnType<typeof text>>> = { red: text('rot', 'red'), black: text('schwarz', 'black') };

function facesLabel(name: ReturnType<typeof text>, tokens: readonly string[]) {
  const one = (token: string, lang: 'de' | 'en') => {
    const die = dieOf(token);
    return token.includes(':') ? `${FACE_NAMES[die.face][lang]} (${COLOUR_NAMES[die.colour][lang]})` : FACE_NAMES[die.face][lang];
  };
  return text(`${name.de}: ${tokens.map((t) => one(t, 'de')).join(', ')}`, `${name.en}: ${tokens.map((t) => one(t, 'en')).join(', ')}`);
}

/** What happens at the moment when no card changes it: a leader being captured is captured. */
function otherwise(out: Out, moment: ReactionMoment, context: ReactionContext): void {
  if (moment === 'leader-captured') takeCaptive(out, context.leader!);
}

/**
 * RR GEFANGENE ANFÜHRER: a Rebel leader is captured, unless a card answers
 * the moment; there is one captured ring, so a second capture rescues the
 * first captive. Returns whether the game waits for a reaction (`then`
 * goes on once answered).
 */
export function captureLeader(out: Out, leader: LeaderId, then: string): boolean {
  if (openReaction(out, 'leader-captured', then, { leader })) return true;
  takeCaptive(out, leader);
  return false;
}


/** The answer: the card chosen is revealed and does what it says; on a pass the moment runs its course. */
export function answerReaction(out: Out, faction: Faction, answer: PromptAnswer, frame: EffectFrame): void {
  const moment = frame.vars.moment as ReactionMoment;
  const context: ReactionContext = frame.vars.leader === undefined ? {} : { leader: frame.vars.leader as LeaderId };
  if (answer.kind === 'pass') return otherwise(out, moment, context);
  const card = answer.params.card as ActionCardId;
  const effect = reactionEffect(card)!;
  out.emit({ type: 'ActionCardUsed', payload: { faction, card } });
  switch (effect.ability.kind) {
    case 'mission-fails': {
      const m = mission(out.state)!;
      out.emit({ type: 'MissionResolved', payload: { faction: m.faction, card: m.card, success: false } });
      return;
    }
    case 'leader-joins':
      out.emit({ type: 'LeaderMoved', payload: { leader: answer.params.leader as LeaderId, to: mission(out.state)!.system } });
      return;
    case 'eliminated-instead':
      out.emit({ type: 'LeaderEliminated', payload: { leader: context.leader! } });
      out.emit({ type: 'ReputationGained', payload: { amount: effect.ability.reputation } });
      return;
    case 'no-opposition-from-pool':
      out.emit({ type: 'OppositionBarred', payload: { faction: other(faction) } });
      return;
    case 'set-dice':
      // The set dice count as the side's first dice (of their colour in a combat); the rest are rolled (mission.flow.ts, combat.flow.ts, plans.flow.ts).
      out.emit({ type: 'DiceSetDown', payload: { faction, dice: (answer.params.faces as string).split('+').map(dieOf) } });
      return;
  }
}
