import { loadRuleContent } from '../../rules/content/content.load.js';
import { slugify } from '../core/slug.text.js';
import { RULES } from './rules.cite.js';

describe('rule citations', () => {
  it('are the slugs of the seed’s printed titles', () => {
    expect(RULES.setup).toBe(`rebellion:${slugify('ANHANG: VOLLSTÄNDIGER SPIELAUFBAU')}`);
    expect(RULES.retreat).toBe(`rebellion:${slugify('RÜCKZUG')}`);
  });

  it('cite only entries of the German Rebellion glossary', () => {
    const refs = new Set(loadRuleContent().entries.filter((e) => e.game === 'rebellion' && e.lang === 'de').map((e) => e.ref));
    expect(Object.values(RULES).filter((ref) => !refs.has(ref))).toEqual([]);
  });
});
