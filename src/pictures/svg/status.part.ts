import type { Outcome, PendingDecision } from '../../engine/core/game.contract.js';
import { text, type Text } from '../../engine/core/text.js';
import type { Lang } from '../picture.types.js';
import { txt } from './svg.markup.js';

function seatLabel(seat: number): Text {
  return text(`Platz ${seat}`, `Seat ${seat}`);
}

/**
 * The lines under a picture: who the game waits for and for what, or how it
 * ended. `seatName` lets a game name seats its own way (Rebellion: factions).
 */
export function statusLines(pending: readonly PendingDecision[], outcome: Outcome | null, lang: Lang, seatName: (seat: number) => Text = seatLabel): string[] {
  if (outcome) {
    const winners = outcome.winners.map((s) => seatName(s)[lang]).join(', ');
    const head = outcome.winners.length ? (lang === 'de' ? `Spielende – gewonnen: ${winners}` : `Game over – won: ${winners}`) : lang === 'de' ? 'Spielende' : 'Game over';
    return [`${head}. ${outcome.reason[lang]}`];
  }
  return pending.map((p) => (lang === 'de' ? `Wartet auf ${seatName(p.seat).de}: ${p.label.de}` : `Waiting for ${seatName(p.seat).en}: ${p.label.en}`));
}

/** Status lines as text elements from (x, y) downwards. */
export function statusBlock(lines: readonly string[], x: number, y: number, size = 18, fill = '#e5e7eb'): string {
  return lines.map((line, i) => txt(x, y + i * size * 1.35, line, { 'font-size': size, fill, class: 'status' })).join('');
}

/** Who is looking, as the picture's corner says it. */
export function viewerLabel(seat: number | null, lang: Lang, seatName: (seat: number) => Text = seatLabel): string {
  if (seat === null) return lang === 'de' ? 'Ansicht: Zuschauer' : 'View: spectator';
  return lang === 'de' ? `Ansicht: ${seatName(seat).de}` : `View: ${seatName(seat).en}`;
}
