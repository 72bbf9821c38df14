import type { EffectFrame } from '../core/cards/effect.run.js';
import type { PromptAnswer, PromptChoice } from '../core/prompts/prompt.types.js';
import { text } from '../core/text.js';
import { actionCardData, missionData } from './data/cards.data.js';
import { DIE_FACES, type DieFace } from './data/dice.data.js';
import { ACTION_CARD_IDS, type ActionCardId } from './data/action-cards.data.js';
import { leaderData, type LeaderId } from './data/leaders.data.js';
import type { Faction } from './data/model.types.js';
import { isCaptured, leaderPlace, other } from './board.query.js';
import { reactionEffect } from './cards/card.index.js';
import type { ReactionEffect, ReactionMoment } from './reactions.effects.js';
import type { Out } from './rebellion.out.js';
import { textOf } from './rebellion.label.js';
import { leaderSide, seatOf, type MissionProgress, type RebellionState } from './rebellion.state.js';
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

/** What the moment is about: the leader being captured; the side about to roll and how many dice. */
export interface ReactionContext {
  readonly leader?: LeaderId;
  readonly roller?: Faction;
  readonly dice?: number;
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
      const m = mission(state);
      return m !== null && m.rolls === null && (context.dice ?? 0) > 0 && !m.reactions.includes(moment) ? (context.roller ?? null) : null;
    }
  }
}

/** The card's leaders that stand where its effect needs them (public facts). */
function fittingLeaders(state: RebellionState, card: ActionCardId, effect: ReactionEffect, context: ReactionContext): LeaderId[] {
  const faction = actionCardData(card).faction as Faction;
  if (effect.leader === 'concerned')
    return actionCardData(card).leaders.filter((l) => l === context.leader && leaderSide(state, l) === faction && !missionsAndCardsBarred(state, faction, leaderPlace(state, l)));
  const m = mission(state);
  if (m === null || (effect.skill !== undefined && missionData(m.card).skill !== effect.skill)) return [];
  // A card may forbid the side to use action cards in the mission's system (a `no-missions-or-cards` modifier).
  if (missionsAndCardsBarred(state, faction, m.system)) return [];
  if (effect.leader === 'on-mission') return actionCardData(card).leaders.filter((l) => m.leaders.includes(l));
  return actionCardData(card).leaders.filter((l) => {
    // A leader lured to the Dark Side uses no card of its printed side (FAQ).
    if (state.leaders[l] === undefined || isCaptured(state, l) || leaderSide(state, l) !== faction) return false;
    const at = leaderPlace(state, l);
    if (effect.leader === 'mission-system') return at === m.system;
    return at !== null && at !== m.system && m.system !== 'rebel-base';
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
      if (effect.ability.kind === 'set-dice') return faceChoices(Math.min(effect.ability.dice, context.dice ?? 0)).map((faces) => ({ params: { card, faces: faces.join('+') }, label: facesLabel(name, faces) }));
      if (effect.ability.kind !== 'leader-joins') return [{ params: { card }, label: name }];
      return fittingLeaders(s, card, effect, context).map((leader) => {
        const who = textOf(leaderData(leader).name);
        return { params: { card, leader }, label: text(`${name.de}: ${who.de}`, `${name.en}: ${who.en}`) };
      });
    });
  const prompt = {
    kind: 'option',
    seat: seatOf(s, faction),
    question: QUESTIONS[moment],
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

/** The faces a side may set up to `n` dice to (in a mission the colour does not matter, RR WÜRFEL: the red die shows every face), most dice first. */
function faceChoices(n: number): DieFace[][] {
  const sets: DieFace[][] = [];
  const grow = (from: number, set: DieFace[]) => {
    if (set.length > 0) sets.push(set);
    if (set.length < n) for (let i = from; i < DIE_FACES.length; i++) grow(i, [...set, DIE_FACES[i]]);
  };
  grow(0, []);
  return sets.sort((a, b) => b.length - a.length);
}

const FACE_NAMES: Readonly<Record<DieFace, ReturnType<typeof text>>> = {
  hit: text('Treffer', 'hit'),
  'direct-hit': text('Volltreffer', 'direct hit'),
  special: text('Spezialsymbol', 'special'),
  blank: text('Leerseite', 'blank'),
};

function facesLabel(name: ReturnType<typeof text>, faces: readonly DieFace[]) {
  return text(`${name.de}: ${faces.map((f) => FACE_NAMES[f].de).join(', ')}`, `${name.en}: ${faces.map((f) => FACE_NAMES[f].en).join(', ')}`);
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
      // The set dice count as the side's first (red) dice; the rest are rolled (mission.flow.ts).
      out.emit({ type: 'DiceSetDown', payload: { faction, dice: (answer.params.faces as string).split('+').map((face) => ({ colour: 'red', face: face as DieFace })) } });
      return;
  }
}
