import { RULES, ruleSlug } from './rules.cite.js';

describe('rule citations', () => {
  it('slug the glossary titles as the glossary does', () => {
    expect(ruleSlug('EINHEITEN BEWEGEN')).toBe('einheiten-bewegen');
    expect(ruleSlug('ANHANG: VOLLSTÄNDIGER SPIELAUFBAU')).toBe('anhang-vollstaendiger-spielaufbau');
    expect(ruleSlug('RÜCKZUG')).toBe('rueckzug');
    expect(ruleSlug('GROSSKAMPFSCHIFFE')).toBe('grosskampfschiffe');
    expect(ruleSlug('  Gefangene Anführer retten! ')).toBe('gefangene-anfuehrer-retten');
  });

  it('cite only titles printed in seed 000', () => {
    const titles = [
      'ANHANG: VOLLSTÄNDIGER SPIELAUFBAU',
      'AKTIONSKARTEN',
      'ANFÜHRER',
      'IMPERIALE SYSTEME',
      'NEUTRALE SYSTEME',
      'REBELLENSTÜTZPUNKT',
      'SUCHDROIDENKARTEN',
      'ZUSTANDSRINGE',
      'TEAMSPIEL',
      'ZUWEISUNGSPHASE',
      'KOMMANDOPHASE',
      'AUFFRISCHPHASE',
      'STARTMISSIONEN',
      'SIEGBEDINGUNGEN',
    ];
    expect(Object.values(RULES).sort()).toEqual(titles.map((t) => `rebellion:${ruleSlug(t)}`).sort());
  });
});
