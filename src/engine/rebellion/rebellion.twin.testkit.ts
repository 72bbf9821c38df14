import type { Rng } from '../core/rng.random.js';
import type { TwinMaker } from '../core/twin.testkit.js';
import { hasGroundUnits } from './board.query.js';
import { tacticCardData } from './data/cards.data.js';
import { SYSTEM_IDS } from './data/systems.data.js';
import type { Faction, Theater } from './data/model.types.js';
import { seatViewer } from '../core/visibility.view.js';
import { factionOf, type RebellionState } from './rebellion.state.js';
import { view } from './rebellion.view.js';

/**
 * A hand and its deck mixed and dealt again: the hand keeps its size and the
 * cards the viewer knows of (named anywhere in its view, e.g. a revealed
 * „Sofort“ card still in the hand) or the phase refers to (a recruit card
 * chosen in secret), the deck gets the rest in a new order.
 */
function redeal<T extends string>(hand: readonly T[], deck: readonly T[], known: string, rng: Rng): { hand: T[]; deck: T[] } {
  const pinned = hand.filter((c) => known.includes(JSON.stringify(c)));
  const mixed = rng.shuffle([...hand.filter((c) => !pinned.includes(c)), ...deck]);
  const dealt = hand.length - pinned.length;
  return { hand: [...pinned, ...mixed.slice(0, dealt)], deck: mixed.slice(dealt) };
}

/**
 * Every deck's order is secret to both sides; the other side's hands (missions,
 * action cards, tactic cards, the Rebel's objectives, the Empire's probe cards)
 * are secret to this side, so they are dealt again from their decks. For the
 * Empire, the hidden Rebel base moves to another system it could stand in as
 * far as the Empire knows: not destroyed, no Imperial ground units, no probe
 * card the Empire holds or saw go to the box.
 */
export const rebellionTwin: TwinMaker<RebellionState> = (state, seat, rng) => {
  const own = factionOf(state, seat);
  const other: Faction | null = own === 'empire' ? 'rebel' : own === 'rebel' ? 'empire' : null;
  const { decks, hands } = state;
  const known = JSON.stringify(view(state, seatViewer(seat))) + JSON.stringify(state.phase);
  const missions = { ...hands.missions };
  const missionDecks = { ...decks.missions };
  const actions = { ...hands.actions };
  const actionDecks = { ...decks.actions };
  const tactics = { ...hands.tactics };
  const tacticDecks: Record<Theater, readonly string[]> = { space: rng.shuffle(decks.tactics.space), ground: rng.shuffle(decks.tactics.ground) };
  let objectives = hands.objectives;
  let objectiveDeck = rng.shuffle(decks.objectives);
  let probes = hands.probes;
  let probeDeck = rng.shuffle(decks.probe);
  for (const f of ['empire', 'rebel'] as const) {
    missionDecks[f] = rng.shuffle(decks.missions[f]);
    actionDecks[f] = rng.shuffle(decks.actions[f]);
  }
  if (other !== null) {
    ({ hand: missions[other], deck: missionDecks[other] } = redeal(hands.missions[other], decks.missions[other], known, rng));
    ({ hand: actions[other], deck: actionDecks[other] } = redeal(hands.actions[other], decks.actions[other], known, rng));
    // The backs of tactic cards show their deck: redeal within each theater.
    const held = hands.tactics[other];
    const next: string[] = [];
    for (const theater of ['space', 'ground'] as const) {
      const mine = held.filter((t) => tacticCardData(t).deck === theater);
      const dealt = redeal(mine, decks.tactics[theater], known, rng);
      next.push(...dealt.hand);
      tacticDecks[theater] = dealt.deck;
    }
    tactics[other] = next as typeof held;
    if (other === 'rebel') ({ hand: objectives, deck: objectiveDeck } = redeal(hands.objectives, decks.objectives, known, rng));
    else ({ hand: probes, deck: probeDeck } = redeal(hands.probes, decks.probe, known, rng));
  }
  let base = state.base;
  if (own === 'empire' && base.system !== null && !base.revealed && state.phase.kind !== 'rapid-mobilization') {
    const ruledOut = new Set([...state.hands.probes, ...state.probesInBox]);
    const candidates = SYSTEM_IDS.filter((s) => !state.systems[s].destroyed && !hasGroundUnits(state, s, 'empire') && !ruledOut.has(s));
    if (candidates.length > 0) base = { ...base, system: candidates[rng.int(candidates.length)] };
  }
  return {
    ...state,
    base,
    decks: {
      ...decks,
      probe: probeDeck,
      objectives: objectiveDeck,
      projects: rng.shuffle(decks.projects),
      missions: missionDecks,
      actions: actionDecks,
      startingActions: { empire: rng.shuffle(decks.startingActions.empire), rebel: rng.shuffle(decks.startingActions.rebel) },
      tactics: tacticDecks as RebellionState['decks']['tactics'],
    },
    hands: { ...hands, missions, actions, tactics, objectives, probes },
  };
};
