import type { CardDefinition } from '../../core/cards/card.types.js';
import { text, type Text } from '../../core/text.js';
import type { ObjectiveCard, ObjectiveCategory } from '../catalog/catalog.types.js';
import { OBJECTIVES } from '../data/objectives.data.js';
import { RULE } from '../rules.cite.js';

/**
 * The objective vocabulary: each rule kind is carried out by one place in
 * the game (named beside it), and a card's effect is a list of them.
 */
export type ObjectiveRule =
  /** Step 6: the first player deploys all his ships and squadrons before the second deploys any (setup-standard.decide.ts). */
  | { readonly kind: 'first-player-deploys-all-first' }
  /** After an attack on the rear hull zone of an enemy ship that suffered at least 1 damage, the attacker's owner gains a victory token (objective.rules.ts). */
  | { readonly kind: 'victory-token-for-rear-damage' }
  /** At the end, each victory token scores the card's value (game.advance.ts). */
  | { readonly kind: 'score-victory-tokens' }
  /** After deployment each player names one of his own ships as objective ship, the first player first (setup-standard.decide.ts). */
  | { readonly kind: 'each-player-names-own-objective-ship' }
  /** An objective ship may attack more than once from one hull zone; the first player's may not attack the same hull zone or squadron twice in a round (game.legal.ts). */
  | { readonly kind: 'objective-ship-attacks-from-one-zone' }
  /** A destroyed objective ship scores its ship card's cost twice, upgrades once (objective.rules.ts). */
  | { readonly kind: 'destroyed-objective-ship-scores-double' }
  /** Step 5: obstacles lie beyond distance 5 of both player edges (setup-standard.table.ts). */
  | { readonly kind: 'obstacles-beyond-distance-5-of-player-edges' }
  /** Once the obstacles lie, each carries one objective token (setup-standard.decide.ts). */
  | { readonly kind: 'objective-token-on-each-obstacle' }
  /** A ship overlapping an obstacle that carries a token: its owner takes the token and gains a victory token (game.maneuver.ts). */
  | { readonly kind: 'victory-token-for-obstacle-token' }
  /** Asteroid and debris fields have no overlap effect on the second player's ships (game.maneuver.ts). */
  | { readonly kind: 'second-player-ignores-asteroids-and-debris' }
  /** Step 6: every ship is placed before any squadron (setup-standard.legal.ts, setup-standard.decide.ts). */
  | { readonly kind: 'ships-deploy-before-squadrons' }
  /** Step 6: the first player's 1st, 3rd, 5th … turn places a ship in the ambush zone, nothing of his overlapping an obstacle there (setup-standard.table.ts). */
  | { readonly kind: 'first-player-ships-in-ambush-zone' }
  /**
   * After the obstacles, `count` objective tokens go into the setup area,
   * `first` player first, alternating or not; distances are bands (1–5)
   * the token's centre keeps, `apart` 0 for none (setup-standard.table.ts).
   */
  | {
      readonly kind: 'players-place-objective-tokens';
      readonly count: number;
      readonly first: 'first' | 'second';
      readonly alternate: boolean;
      readonly beyondPlayerEdges: number | null;
      readonly apart: number;
      readonly nearObstacle: number | null;
      /** Hyperspace Assault: anywhere in the play area, not only the setup area; absent = the setup area. */
      readonly inPlayArea?: true;
    }
  /** When an objective ship reveals its dial, its owner takes a token within distance 1 for a victory token (objective.rules.ts, game.advance.ts). */
  | { readonly kind: 'objective-ship-takes-token-on-reveal' }
  /** At the end, the player with more victory tokens scores `points` (objective.rules.ts). */
  | { readonly kind: 'more-victory-tokens-scores'; readonly points: number }
  /** Step 5: the second player places every obstacle, anywhere in the setup area, beyond distance `apart` of the others (setup-standard.table.ts, setup-standard.evolve.ts). */
  | { readonly kind: 'second-player-places-obstacles-apart'; readonly apart: number }
  /** A ship ending its maneuver within distance 1 of an objective token removes it and rolls 2 blue dice for damage cards (game.maneuver.ts). */
  | { readonly kind: 'mines-on-objective-tokens' }
  /** After deployment the second player names one of his own ships and one of the first player's as objective ships (setup-standard.decide.ts). */
  | { readonly kind: 'second-player-names-both-objective-ships' }
  /** A ship attacking an objective ship may add 1 die of a colour already in its pool (game.objective-run.ts). */
  | { readonly kind: 'add-die-against-objective-ship' }
  /** After deployment every ship gets 1 objective token (setup-standard.decide.ts). */
  | { readonly kind: 'objective-token-on-each-ship' }
  /** A ship attacking a ship while it has its objective token discards it and adds 2 dice: red for the first player's, any colours for the second's (game.objective-run.ts). */
  | { readonly kind: 'first-attack-adds-two-dice' }
  /** At the end, each enemy ship still in play with a damage card scores half its fleet cost, rounded up (objective.rules.ts). */
  | { readonly kind: 'damaged-enemy-ships-score-half' }
  /** The other obstacles are placed first; the second player places the station last, beyond distance 5 of both player edges (setup-standard.table.ts). */
  | { readonly kind: 'second-player-places-station-last' }
  /** The station neither obstructs attacks nor repairs ships or squadrons (game.table.ts, game.evolve.ts, game.decide.ts). */
  | { readonly kind: 'station-inert' }
  /** At the end of each round the player with the higher sum of command values of his ships within distance 1 of the station gains a victory token (objective.rules.ts). */
  | { readonly kind: 'victory-token-for-station-command-value' }
  /** After deployment each of the second player's ships gains a concentrate-fire token (setup-standard.decide.ts). */
  | { readonly kind: 'second-player-ships-gain-concentrate-fire' }
  /** A ship or a Bomber squadron attacking a ship may spend 1 die with a hit to turn a random facedown damage card of the defender faceup (game.objective-run.ts). */
  | { readonly kind: 'spend-hit-to-turn-damage-faceup' }
  /** After an attack of a ship or a Bomber squadron, its owner gains a victory token per damage card dealt or turned faceup in it (objective.rules.ts). */
  | { readonly kind: 'victory-token-per-faceup-damage' }
  /** Once the tokens lie, the first player may shift each one, in the order placed, to a spot within distance `within` of where it lies (setup-standard.table.ts, setup-standard.decide.ts). */
  | { readonly kind: 'first-player-shifts-objective-tokens'; readonly within: number }
  /** At the end of each round each objective token is controlled by the player whose hull zones could throw more battery dice at it; overlapping it hands it to the opponent; a victory token per token controlled (fire-lanes.rules.ts). */
  | { readonly kind: 'victory-token-per-fire-lane' }
  /** Before the deployment the second player sets aside 1 small or medium ship (he must if he has one) and up to 3 squadrons; they are not deployed (setup-standard.decide.ts, hyperspace.rules.ts). */
  | { readonly kind: 'second-player-sets-aside-units' }
  /**
   * At the start of each round after the first the second player may deploy the set-aside units within distance 1 of one objective token, then
   * every token is removed; a ship may land on squadrons, which the first player places as after a maneuver; if he does not, he may move each
   * token up to distance 1. Units still set aside when the game ends are destroyed (hyperspace.rules.ts, game.advance.ts).
   */
  | { readonly kind: 'set-aside-units-arrive-at-token' };

export type ObjectiveTiming = 'setup' | 'during-rounds' | 'end-of-round' | 'end-of-game';

/** `played`: every rule of the card acts in `armada`; `not-played`: it can be chosen but none of its text acts yet (docs/games/armada.md). */
export type ObjectiveEnforcement = 'played' | 'not-played';

export interface ObjectiveCardDefinition extends CardDefinition<'objective', readonly ObjectiveTiming[], readonly ObjectiveRule[] | null> {
  readonly category: ObjectiveCategory;
  readonly victoryTokenValue: number | null;
  readonly enforcement: ObjectiveEnforcement;
  /** What the game does with it, in its own words. */
  readonly inGame: Text;
}

const timings = (card: ObjectiveCard): ObjectiveTiming[] => [
  ...(card.setup ? (['setup'] as const) : []),
  ...(card.specialRule ? (['during-rounds'] as const) : []),
  ...(card.endOfRound ? (['end-of-round'] as const) : []),
  ...(card.endOfGame || card.victoryTokenValue !== null ? (['end-of-game'] as const) : []),
];

/**
 * An objective's definition from the checked reference data (data/PROVENANCE.md);
 * the module adds its rules, or null while none act, and a German name of our
 * own where the seed names none (marked so in the card's assumptions).
 */
export function defineObjective(id: string, effect: readonly ObjectiveRule[] | null, inGame: Text, ourGermanName?: string): ObjectiveCardDefinition {
  const card = OBJECTIVES.find((c) => c.id === id);
  if (!card) throw new Error(`objective ${id} is not in the objective data`);
  const summary = [card.setup, card.specialRule, card.endOfRound, card.endOfGame].filter(Boolean).join(' ');
  return {
    id,
    set: 'core-objectives',
    kind: 'objective',
    name: { en: card.name, de: card.nameDe ?? ourGermanName ?? null },
    text: text(summary, summary),
    timing: timings(card),
    effect,
    rule: RULE.einsatzziele,
    provenance: 'src/engine/armada/data/objectives.data.ts (reference objectives.json: the research helper\'s summaries, checked against the ARC objectives page)',
    assumptions: [
      text('Nur eine englische Zusammenfassung liegt vor; die deutsche Fassung fehlt dem Seed.', 'Only an English summary exists; the seed has no German wording.'),
      ...(card.nameDe === null && ourGermanName ? [text(`Der deutsche Name „${ourGermanName}“ ist unsere Übersetzung.`, `The German name "${ourGermanName}" is our translation.`)] : []),
    ],
    category: card.category,
    victoryTokenValue: card.victoryTokenValue,
    enforcement: effect === null ? 'not-played' : 'played',
    inGame,
  };
}
