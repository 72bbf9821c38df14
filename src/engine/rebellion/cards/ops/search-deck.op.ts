import type { EffectFrame, StepHandler, StepResult } from '../../../core/cards/effect.run.js';
import type { PromptChoice } from '../../../core/prompts/prompt.types.js';
import { text } from '../../../core/text.js';
import { actionCardData, missionData } from '../../data/cards.data.js';
import { leaderData, type LeaderId } from '../../data/leaders.data.js';
import { MISSION_IDS, type MissionId } from '../../data/missions.data.js';
import type { Faction } from '../../data/model.types.js';
import type { ActionCardId } from '../../data/action-cards.data.js';
import { poolLeaders } from '../../board.query.js';
import type { MissionOp } from '../../missions.effects.js';
import { textOf } from '../../rebellion.label.js';
import { seatOf, type RebellionState } from '../../rebellion.state.js';
import { RULES } from '../../rules.cite.js';
import type { ProgramContext } from '../mission.program.js';

/**
 * A deck searched for one card (RR AKTIONSKARTEN; the cards „Proceeding as
 * Planned“, „Son of Skywalker“): a secret `card` prompt of the searching
 * side, whose choices are the deck's cards in catalogue order (never its
 * order); the card taken is the side's secret (FAQ: a card searched for is
 * not shown), the deck is shuffled where only the server sees it.
 */

export type SearchDeckOp = Extract<MissionOp, { readonly op: 'search-deck' }>;

/** The side whose card runs the program (`vars.faction`). */
export const actorOf = (frame: EffectFrame): Faction => frame.vars.faction as Faction;

/** What the searching side may take: `{card}`, or `{card, leader}` with each leader shown on the action card still in its pool. */
export function searchChoices(state: RebellionState, faction: Faction, card: string, op: SearchDeckOp): { card: MissionId; leader?: LeaderId }[] {
  if (op.plays === true && !state.hands.actions[faction].includes(card as ActionCardId)) return [];
  const deck = op.deck === 'projects' ? state.decks.projects : state.decks.missions[faction];
  const cards = MISSION_IDS.filter((m) => deck.includes(m) && (op.only === undefined || op.only.includes(m)));
  if (op.assign !== true) return cards.map((c) => ({ card: c }));
  const leaders = actionCardData(card as ActionCardId).leaders.filter((l) => poolLeaders(state, faction).includes(l));
  return cards.flatMap((c) => leaders.map((leader) => ({ card: c, leader })));
}

export const searchDeck: StepHandler<ProgramContext, SearchDeckOp, EffectFrame> = {
  run({ out }, op, frame): StepResult<EffectFrame> {
    const faction = actorOf(frame);
    const choices = searchChoices(out.state, faction, frame.card, op);
    return {
      kind: 'ask',
      frame,
      prompt: {
        kind: 'card',
        seat: seatOf(out.state, faction),
        question:
          op.deck === 'projects'
            ? text('Welche Karte aus dem Projektstapel?', 'Which card of the project deck?')
            : text('Welche Karte aus dem eigenen Missionsstapel?', 'Which card of your mission deck?'),
        rule: RULES.actionCards,
        source: frame.card,
        choices: choices.map((c): PromptChoice => {
          const name = textOf(missionData(c.card).name);
          if (c.leader === undefined) return { params: { card: c.card }, label: name };
          const leader = textOf(leaderData(c.leader).name);
          return { params: { card: c.card, leader: c.leader }, label: text(`${name.de} mit ${leader.de}`, `${name.en} with ${leader.en}`) };
        }),
        optional: op.plays === true,
        ...(op.plays === true ? { passLabel: text('Karte nicht verwenden', 'Do not use the card') } : {}),
        secret: true,
      },
    };
  },
  answer({ out, rng }, op, frame, answer): StepResult<EffectFrame> {
    if (answer.kind === 'pass') return { kind: 'end' };
    const faction = actorOf(frame);
    if (op.plays === true) out.emit({ type: 'ActionCardUsed', payload: { faction, card: frame.card as ActionCardId } });
    const card = answer.params.card as MissionId;
    const leader = (answer.params.leader ?? null) as LeaderId | null;
    out.emit({ type: 'CardSearched', payload: { faction, deck: op.deck, card, leader } });
    if (op.deck === 'projects') {
      const order = rng.shuffle(out.state.decks.projects);
      out.emit({ type: 'ProjectDeckShuffled', payload: { order } });
    } else {
      const order = rng.shuffle(out.state.decks.missions[faction]);
      out.emit({ type: 'MissionDeckShuffled', payload: { faction, order } });
    }
    return { kind: 'next' };
  },
};
