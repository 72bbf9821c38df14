import type { RebellionState } from '../rebellion.state.js';
import type { Draft } from './evolve.draft.js';
import { fail, drawTop, removeOne, isPermutation, type EvolveHandlers } from './evolve.kit.js';

/** Told, not changed: the answer lives in the event log of the seats that heard it. */
function told(): void {}

/** Decks and hands changed by cards in any phase, and a card's open prompt. */
export const cardsEvolve = {
  MissionsDrawn: (s, event) => {
    drawTop(event, s.decks.missions[event.payload.faction], event.payload.cards);
    s.hands.missions[event.payload.faction].push(...event.payload.cards);
  },
  ObjectiveToDeckBottom: (s, event) => {
    removeOne(event, s.hands.objectives, event.payload.card);
    s.decks.objectives.push(event.payload.card);
  },
  ProjectDiscardsReshuffled: (s, event) => {
    if (!isPermutation(s.discards.projects, event.payload.order)) fail(event, 'not the discard pile');
    s.decks.projects = [...s.decks.projects, ...event.payload.order];
    s.discards.projects = [];
  },
  CardsPutBack: (s, event) => {
    const { top, bottom } = event.payload;
    if (event.payload.deck === 'objectives') {
      const n = top.length + bottom.length;
      if (!isPermutation([...top, ...bottom], s.decks.objectives.slice(0, n))) fail(event, 'not the top of the objective deck');
      s.decks.objectives.splice(0, n);
      s.decks.objectives.unshift(...event.payload.top);
      s.decks.objectives.push(...event.payload.bottom);
    } else {
      for (const card of [...event.payload.top, ...event.payload.bottom]) removeOne(event, s.hands.probes, card);
      s.decks.probe.unshift(...event.payload.top);
      s.decks.probe.push(...event.payload.bottom);
    }
  },
  BaseQuestionAnswered: told,
  BaseSystemsNamed: told,
  PromptOpened: (s, event) => {
    if (s.prompt !== null) fail(event, 'a prompt is already open');
    s.prompt = event.payload as Draft<RebellionState>["prompt"];
  },
  PromptAnswered: (s, event) => {
    if (s.prompt === null || s.prompt.faction !== event.payload.faction) fail(event, 'no prompt open for this side');
    s.prompt = null;
  },
  ProbeCardsLookedAt: (s, event) => {
    if (s.decks.probe.slice(0, event.payload.cards.length).join() !== event.payload.cards.join()) fail(event, 'not the top of the deck');
  },
  ProbeCardsDrawn: (s, event) => {
    drawTop(event, s.decks.probe, event.payload.cards);
    s.hands.probes.push(...event.payload.cards);
  },
} satisfies EvolveHandlers;
