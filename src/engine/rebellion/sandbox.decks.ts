import type { DeckSpec } from '../core/game.contract.js';
import { ACTION_CARDS } from './data/action-cards.data.js';
import { withCopies } from './data/cards.data.js';
import { MISSIONS } from './data/missions.data.js';
import { FACTIONS, THEATERS } from './data/model.types.js';
import { OBJECTIVES } from './data/objectives.data.js';
import { PROBE_CARDS } from './data/probe-cards.data.js';
import { TACTIC_CARDS } from './data/tactic-cards.data.js';
import { RULES } from './rules.cite.js';

/**
 * Rebellion's decks as a sandbox names them, each with every card once per
 * copy (RR Vollständiger Spielaufbau, steps 4–7): the cards a sandbox deck
 * order and a scripted shuffle may hold. Starting missions and starting action
 * cards are not in the decks (step 7); the starting action cards are shuffled
 * on their own at setup, so they have a "deck" for scripting that shuffle.
 */
export const REBELLION_DECKS: readonly DeckSpec[] = [
  ...FACTIONS.map((f) => ({ id: `missions.${f}`, cards: withCopies(MISSIONS.filter((m) => m.deck === `${f}-missions` && !m.starting)), rule: RULES.missions })),
  { id: 'projects', cards: withCopies(MISSIONS.filter((m) => m.deck === 'projects')), rule: RULES.projects },
  ...FACTIONS.map((f) => ({ id: `actions.${f}`, cards: ACTION_CARDS.filter((a) => a.faction === f && !a.starting).map((a) => a.id), rule: RULES.actionCards })),
  ...FACTIONS.map((f) => ({ id: `starting-actions.${f}`, cards: ACTION_CARDS.filter((a) => a.faction === f && a.starting).map((a) => a.id), rule: RULES.actionCards })),
  // Tier by tier, as setup stacks them (step 4): tier I on top.
  { id: 'objectives', cards: [...OBJECTIVES].sort((a, b) => a.tier - b.tier).map((o) => o.id), rule: RULES.objectives },
  { id: 'probe', cards: PROBE_CARDS.map((c) => c.system), rule: RULES.probeCards },
  ...THEATERS.map((t) => ({ id: `tactics.${t}`, cards: withCopies(TACTIC_CARDS.filter((c) => c.deck === t)), rule: RULES.tactics })),
];

export function rebellionDeck(id: string): DeckSpec {
  const deck = REBELLION_DECKS.find((d) => d.id === id);
  if (!deck) throw new Error(`no deck ${id}`);
  return deck;
}
