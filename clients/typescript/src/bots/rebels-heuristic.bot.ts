import { BotRng, type Bot, type BotInput } from './bot.contract.js';
import type { RebelsView } from '../games/rebels-attack.types.js';
import type { LegalAction } from '../operations.graphql.js';

/** Kampf (seed 002): support +1 in every duel, an ally +2 once, each force chip +1; a tie wins. */
const SUPPORT_BONUS = 1;
const ALLY_BONUS = 2;
const MAX_FORCE_CHIPS = 5;
const DIE = 10;
/** Below this chance of winning with everything it has, the bot takes a force chip instead of fighting. */
const FIGHT_THRESHOLD = 0.35;
/** What spending costs: a chip is one tie-break and +1 later; a kept ally is a point and +2 later. */
const CHIP_COST = 1;
const ALLY_COST = 2.5;

/** Chance that d10 + bonus >= d10 + strength, both dice 1–10. */
export function winChance(bonus: number, strength: number): number {
  let wins = 0;
  for (let mine = 1; mine <= DIE; mine++) for (let theirs = 1; theirs <= DIE; theirs++) if (mine + bonus >= theirs + strength) wins++;
  return wins / (DIE * DIE);
}

/**
 * Angriff der Rebellen by the numbers the view shows: fight an enemy when the
 * odds with everything at hand are fair, else take a force chip; in the duel
 * spend the cheapest mix that wins and nothing when nothing can (losing costs
 * nothing, Kampf). Where to move and what to reveal it cannot know: at random.
 */
export class RebelsHeuristicBot implements Bot {
  readonly kind = 'heuristic' as const;
  private readonly rng: BotRng;

  constructor(seed: string) {
    this.rng = new BotRng(seed);
  }

  choose(input: BotInput): LegalAction {
    const view = input.view as RebelsView;
    const me = view.players[input.seat];
    const byType = (type: string) => input.actions.filter((a) => a.type === type);
    const support = me.support ? SUPPORT_BONUS : 0;
    switch (view.phase) {
      case 'enemy': {
        const enemy = view.board.find((b) => b.state === 'faceUp')?.tile;
        const best = support + (me.ally ? ALLY_BONUS : 0) + me.forceChips;
        const fight = me.forceChips >= MAX_FORCE_CHIPS || winChance(best, enemy?.strength ?? 0) >= FIGHT_THRESHOLD;
        return byType(fight ? 'Fight' : 'TakeForceChip')[0] ?? this.any(input);
      }
      case 'fight': {
        const duel = view.duel!;
        const need = duel.enemyStrength - duel.playerDie - support;
        const commits = byType('CommitStrength').map((a) => ({ a, ally: a.params.ally === true, chips: Number(a.params.forceChips) }));
        const winning = commits
          .filter((c) => (c.ally ? ALLY_BONUS : 0) + c.chips >= need)
          .sort((x, y) => cost(x) - cost(y));
        return (winning[0] ?? commits.find((c) => !c.ally && c.chips === 0))?.a ?? this.any(input);
      }
      default:
        return this.any(input);
    }
  }

  private any(input: BotInput): LegalAction {
    return input.actions[this.rng.int(input.actions.length)];
  }
}

function cost(c: { ally: boolean; chips: number }): number {
  return c.chips * CHIP_COST + (c.ally ? ALLY_COST : 0);
}
