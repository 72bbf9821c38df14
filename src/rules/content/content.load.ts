/**
 * The rules glossary content: every seed parsed, repaired and linked. Reads the seed copies in
 * `src/rules/seeds/` (never /work/shared), so it runs the same on a clean clone.
 */
import { parseArmada } from './armada.parse.js';
import { linkContent, type Linked } from './content.link.js';
import type { RuleContent } from './entry.model.js';
import { parseExpansion } from './expansion.parse.js';
import { parseIndex } from './index.parse.js';
import { parsePlayGuide } from './play-guide.parse.js';
import { parseRebelsAttack } from './rebels-attack.parse.js';
import { parseRulebook } from './rulebook.parse.js';
import { readSeed, SEEDS } from './seed.source.js';
import { TERMS } from './terms.data.js';

export class RuleContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Regelinhalt fehlerhaft / rule content is broken:\n${problems.join('\n')}`);
    this.name = 'RuleContentError';
  }
}

/** Everything, with the problems found on the way; the specs look at both. */
export function buildRuleContent(): Linked {
  const rulebook = parseRulebook(readSeed(SEEDS.rulesReference));
  const index = parseIndex(rulebook.indexLines);
  const linked = linkContent({
    seeds: [
      rulebook,
      parseExpansion(readSeed(SEEDS.riseOfTheEmpire)),
      parsePlayGuide(readSeed(SEEDS.playGuide)),
      parseRebelsAttack(readSeed(SEEDS.rebelsAttack)),
      parseArmada(readSeed(SEEDS.armada)),
    ],
    index: { seed: rulebook.seed, lines: index.entries, seeStubs: rulebook.seeStubs },
    terms: [...TERMS],
  });
  return { ...linked, problems: [...index.problems, ...linked.problems] };
}

/** All entries, the EN–DE term list and the resolved index; throws if any repair or link failed. */
export function loadRuleContent(): RuleContent {
  const { content, problems } = buildRuleContent();
  if (problems.length > 0) throw new RuleContentError(problems);
  return content;
}
