import type { SquadronCard } from './catalog.types.js';

/**
 * Squadron keywords as printed ("Counter 2", "AI: Anti-Squadron 1"). Seed
 * "SCHLÜSSELWÖRTER DER STAFFELN" explains Escort, Swarm and AI: Anti-Squadron;
 * the engine also reads Counter, Bomber and Heavy (card text).
 */
export function hasKeyword(card: SquadronCard, keyword: string): boolean {
  return card.keywords.some((k) => k === keyword || k.startsWith(`${keyword} `));
}

/** The number after a keyword ("Counter 2" → 2); null when the card lacks it. */
export function keywordValue(card: SquadronCard, keyword: string): number | null {
  for (const k of card.keywords) {
    if (!k.startsWith(`${keyword} `)) continue;
    const n = Number(k.slice(keyword.length + 1));
    if (Number.isInteger(n)) return n;
  }
  return null;
}
