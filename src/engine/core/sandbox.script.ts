import { canonicalJson } from './action-id.hash.js';
import type { AnyGame } from './game.contract.js';
import type { ScriptedDieError } from './rng.random.js';
import { text, type Text } from './text.js';

/**
 * The chance a sandbox game scripts (DESIGN.md, "sandbox mode"): die results
 * rolled in order before random ones, and the result orders of future
 * shuffles. Checked here, for every game alike, before anything is stored.
 */
export interface ScriptedShuffleSpec {
  /** A deck of the game (`GameDefinition.decks`). */
  readonly deck: string;
  /** The order the shuffle comes out in, top card first. */
  readonly order: readonly string[];
}

/** Why a script is refused: a code, both languages, the rule, and where in the script. */
export interface ScriptProblem {
  readonly code: 'INVALID_SANDBOX_DICE' | 'INVALID_SANDBOX_SHUFFLES';
  readonly messages: Text;
  readonly rule: string;
  readonly extra: Record<string, unknown>;
}

/** The dice of `game` that show `value`. */
export function diceShowing(game: AnyGame, value: unknown): string[] {
  const v = canonicalJson(value);
  return game.dice.filter((d) => d.faces.some((f) => canonicalJson(f) === v)).map((d) => d.id);
}

/** Every scripted die result must be a face of some die of the game, or no roll could ever use it. */
export function checkScriptedDice(game: AnyGame, dice: readonly unknown[]): ScriptProblem | null {
  const wrong = dice.findIndex((d) => diceShowing(game, d).length === 0);
  if (wrong < 0) return null;
  const faces = game.dice.map((d) => `${d.id}: ${[...new Set(d.faces.map((f) => JSON.stringify(f)))].join(', ')}`).join('; ');
  return {
    code: 'INVALID_SANDBOX_DICE',
    messages: text(
      `Würfelergebnis Nr. ${wrong + 1} (${JSON.stringify(dice[wrong])}) zeigt kein Würfel dieses Spiels (${faces}).`,
      `Die result no. ${wrong + 1} (${JSON.stringify(dice[wrong])}) is not a face of this game's dice (${faces}).`,
    ),
    rule: game.setupRule,
    extra: { index: wrong, value: dice[wrong] },
  };
}

/**
 * A scripted shuffle names a deck of the game and an order of its cards, no
 * card more often than the deck holds it. Whether it is the whole deck or a
 * pile being reshuffled shows only when the game shuffles exactly those cards.
 */
export function checkScriptedShuffles(game: AnyGame, shuffles: readonly ScriptedShuffleSpec[]): ScriptProblem | null {
  const decks = game.decks ?? [];
  for (const [i, s] of shuffles.entries()) {
    const deck = decks.find((d) => d.id === s.deck);
    if (!deck) {
      const known = decks.map((d) => d.id).join(', ') || '–';
      return {
        code: 'INVALID_SANDBOX_SHUFFLES',
        messages: text(
          `Mischung Nr. ${i + 1}: ${game.title.de} hat keinen Stapel ${JSON.stringify(s.deck)}; mischbar sind: ${known}.`,
          `Shuffle no. ${i + 1}: ${game.title.en} has no deck ${JSON.stringify(s.deck)}; decks that can be scripted: ${known}.`,
        ),
        rule: game.setupRule,
        extra: { index: i, deck: s.deck },
      };
    }
    const copies = new Map<string, number>();
    for (const c of deck.cards) copies.set(c, (copies.get(c) ?? 0) + 1);
    for (const card of s.order) {
      const left = copies.get(card);
      if (left === undefined || left === 0) {
        const held = deck.cards.filter((c) => c === card).length;
        return {
          code: 'INVALID_SANDBOX_SHUFFLES',
          messages:
            held === 0
              ? text(`Mischung Nr. ${i + 1}: ${card} ist keine Karte des Stapels ${deck.id}.`, `Shuffle no. ${i + 1}: ${card} is not a card of deck ${deck.id}.`)
              : text(
                  `Mischung Nr. ${i + 1}: ${card} liegt ${held}-mal im Stapel ${deck.id}, nicht öfter.`,
                  `Shuffle no. ${i + 1}: deck ${deck.id} holds ${card} ${held} time(s), not more.`,
                ),
          rule: deck.rule,
          extra: { index: i, deck: deck.id, card },
        };
      }
      copies.set(card, left - 1);
    }
  }
  return null;
}

/**
 * The refusal when a scripted die result is not a face of the die actually
 * rolled: it names the die rolled, the value, the dice that would show it,
 * and how to go on (replace the rest of the script), so a sandbox is never stuck.
 */
export function scriptedDieMismatch(game: AnyGame, error: ScriptedDieError, scriptIndex: number): { messages: Text; extra: Record<string, unknown> } {
  const value = JSON.stringify(error.value);
  const faces = [...new Set(error.faces.map((f) => JSON.stringify(f)))].join(', ');
  const others = diceShowing(game, error.value);
  return {
    messages: text(
      `Gewürfelt wird mit dem Würfel ${error.dieId} (Seiten: ${faces}); das nächste vorgegebene Ergebnis Nr. ${scriptIndex + 1}, ${value}, zeigt er nicht` +
        (others.length ? ` (es passt zu: ${others.join(', ')})` : '') +
        '. Den Rest des Skripts mit PUT /v1/games/:id/sandbox/dice (GraphQL replaceSandboxDice) ersetzen.',
      `The die rolled is ${error.dieId} (faces: ${faces}); the next scripted result, no. ${scriptIndex + 1}, ${value}, is not one of its faces` +
        (others.length ? ` (it fits: ${others.join(', ')})` : '') +
        '. Replace the rest of the script with PUT /v1/games/:id/sandbox/dice (GraphQL replaceSandboxDice).',
    ),
    extra: { die: error.dieId, value: error.value, faces: error.faces, scriptIndex, fits: others },
  };
}
