import { looseSlug, refOf, slugify } from './slug.text.js';

describe('slugify', () => {
  it.each([
    ['EINHEITEN BEWEGEN', 'einheiten-bewegen'],
    ['Rückzug', 'rueckzug'],
    ['GROSSKAMPFSCHIFFE', 'grosskampfschiffe'],
    ['Großkampfschiffe', 'grosskampfschiffe'],
    ['ZERSTÖRTE SYSTEME', 'zerstoerte-systeme'],
    ['LOYALITÄT', 'loyalitaet'],
    ['ANHANG: VOLLSTÄNDIGER SPIELAUFBAU', 'anhang-vollstaendiger-spielaufbau'],
    ['MISSION „UNTERWANDERUNG“', 'mission-unterwanderung'],
    ['1. Eigenes Ghost um ein Feld bewegen', '1-eigenes-ghost-um-ein-feld-bewegen'],
    ['3. Wenn nötig, Lücke im Weltraum mit neuem Feld füllen', '3-wenn-noetig-luecke-im-weltraum-mit-neuem-feld-fuellen'],
    ['STOPP!', 'stopp'],
    ['Diplomatie 🗡️', 'diplomatie'],
    ['  -Passen-Marker-  ', 'passen-marker'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('writes references as game:slug', () => {
    expect(refOf('rebellion', slugify('EINHEITEN BEWEGEN'))).toBe('rebellion:einheiten-bewegen');
  });
});

describe('looseSlug', () => {
  it('lets an inflected reference find its heading, and nothing else', () => {
    expect(looseSlug('Errichtung eines neuen Stützpunkts')).toBe(looseSlug('ERRICHTUNG EINES NEUEN STÜTZPUNKTES'));
    expect(looseSlug('Größenkategorie')).toBe(looseSlug('GRÖSSENKATEGORIEN'));
    expect(looseSlug('Schaden')).not.toBe(looseSlug('Schiffe'));
  });
});
