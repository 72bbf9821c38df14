import { loadRuleContent } from '../../rules/content/content.load.js';
import { RULES, ruleSlug } from './rules.cite.js';

describe('rule citations', () => {
  it('slug the glossary titles as the glossary does', () => {
    expect(ruleSlug('EINHEITEN BEWEGEN')).toBe('einheiten-bewegen');
    expect(ruleSlug('ANHANG: VOLLSTÄNDIGER SPIELAUFBAU')).toBe('anhang-vollstaendiger-spielaufbau');
    expect(ruleSlug('RÜCKZUG')).toBe('rueckzug');
    expect(ruleSlug('GROSSKAMPFSCHIFFE')).toBe('grosskampfschiffe');
    expect(ruleSlug('  Gefangene Anführer retten! ')).toBe('gefangene-anfuehrer-retten');
  });

  it('cite only entries of the German Rebellion glossary', () => {
    const refs = new Set(loadRuleContent().entries.filter((e) => e.game === 'rebellion' && e.lang === 'de').map((e) => e.ref));
    expect(Object.values(RULES).filter((ref) => !refs.has(ref))).toEqual([]);
  });
});
