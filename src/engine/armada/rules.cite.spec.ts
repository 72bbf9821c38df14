import { slugify } from '../core/slug.text.js';
import { citedHeadings, RULE } from './rules.cite.js';

describe('rule citations', () => {
  it('slugs seed headings the glossary way', () => {
    expect(slugify('EINSCHRÄNKUNGEN BEI DER FLOTTENZUSAMMENSTELLUNG')).toBe('einschraenkungen-bei-der-flottenzusammenstellung');
    expect(slugify('GRÖSSENKATEGORIEN')).toBe('groessenkategorien');
    expect(slugify('ÜBERSCHNEIDUNGEN MIT SCHIFFEN')).toBe('ueberschneidungen-mit-schiffen');
    expect(slugify('SCHLÜSSELWÖRTER DER STAFFELN')).toBe('schluesselwoerter-der-staffeln');
    expect(slugify('Kurs bestimmen')).toBe('kurs-bestimmen');
    expect(RULE.flottenzusammenstellung).toBe('armada:flottenzusammenstellung');
  });

  it('cites every heading with a well-formed slug', () => {
    for (const { rule } of citedHeadings()) expect(rule).toMatch(/^armada:[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
