import { getCard, searchCatalog } from '../catalog/catalog.lookup.js';
import type { DamageEffect, DamageRule } from '../catalog/catalog.types.js';
import { DAMAGE_CARDS } from './damage-deck.data.js';

const card = (id: string) => {
  const c = DAMAGE_CARDS.find((x) => x.id === id);
  if (!c) throw new Error(`no damage card ${id}`);
  return c;
};
const rule = (id: string, i = 0): DamageRule => card(id).rules[i];

describe('the damage deck, as checked against the sources (data/PROVENANCE.md)', () => {
  it('holds 22 distinct cards, 52 in all: 8 Structural Damage, 4 Injured Crew, 2 of every other', () => {
    expect(new Set(DAMAGE_CARDS.map((c) => c.id)).size).toBe(22);
    expect(DAMAGE_CARDS.reduce((n, c) => n + c.amount, 0)).toBe(52);
    expect(DAMAGE_CARDS.filter((c) => c.amount !== 2).map((c) => [c.id, c.amount])).toEqual([
      ['injured-crew', 4],
      ['structural-damage', 8],
    ]);
  });

  it('gives each card its trait: seven crew cards, the rest ship', () => {
    expect(DAMAGE_CARDS.filter((c) => c.type === 'crew').map((c) => c.id)).toEqual([
      'blinded-gunners',
      'comm-noise',
      'compartment-fire',
      'crew-panic',
      'damaged-controls',
      'injured-crew',
      'life-support-failure',
    ]);
  });

  it('lets Blinded Gunners forbid accuracy icons, not scatter (the upstream slip), while attacking', () => {
    expect(card('blinded-gunners').rules).toEqual([{ when: 'resolve-attack-effects', as: 'attacker', effect: { kind: 'forbid', action: 'spend-accuracy-icons' } }]);
    expect(card('blinded-gunners').textDe).toContain('Zielgenauigkeit');
  });

  it('lets Capacitor Failure forbid redirect tokens only while a zone without shields defends', () => {
    expect(rule('capacitor-failure', 1)).toEqual({
      when: 'spend-defense-tokens',
      as: 'defender',
      effect: { kind: 'forbid', action: 'spend-redirect-tokens', condition: 'defending-zone-has-no-shields' },
    });
  });

  it('names who chooses: the opponent for Comm Noise and Shield Failure, the owner elsewhere', () => {
    expect(rule('comm-noise').effect).toMatchObject({ kind: 'choose-one', chooser: 'opponent' });
    expect(rule('shield-failure').effect).toEqual({ kind: 'lose-shields', perZone: 1, maxZones: 2, chooser: 'opponent' });
    expect(rule('crew-panic').effect).toMatchObject({ kind: 'choose-one', chooser: 'owner' });
    expect(rule('injured-crew').effect).toMatchObject({ chooser: 'owner' });
    expect(rule('projector-misaligned').effect).toMatchObject({ tieChooser: 'owner' });
  });

  it('acts once and flips facedown exactly for the five one-shot cards', () => {
    const oneShots = DAMAGE_CARDS.filter((c) => c.persistence === 'flips-facedown').map((c) => c.id);
    expect(oneShots).toEqual(['comm-noise', 'injured-crew', 'projector-misaligned', 'shield-failure', 'structural-damage']);
    for (const c of DAMAGE_CARDS) {
      const onlyWhenDealt = c.rules.every((r) => r.when === 'dealt-faceup');
      expect([c.id, onlyWhenDealt]).toEqual([c.id, c.persistence === 'flips-facedown']);
    }
  });

  it('ties attack-step rules to the attacker or defender role', () => {
    const attackSteps = ['declare-target', 'roll-attack-dice', 'resolve-attack-effects', 'spend-defense-tokens', 'resolve-damage'];
    for (const c of DAMAGE_CARDS) for (const r of c.rules) if (attackSteps.includes(r.when)) expect([c.id, r.as]).toEqual([c.id, r.when === 'spend-defense-tokens' ? 'defender' : 'attacker']);
  });

  it('writes every text in our own words in both languages, with no icon placeholders', () => {
    for (const c of DAMAGE_CARDS) {
      expect(c.nameDe.length).toBeGreaterThan(0);
      expect(c.text).not.toMatch(/\[[A-Za-z ]+\]/);
      expect(c.textDe).not.toMatch(/\[[A-Za-z ]+\]/);
      expect(c.textDe).not.toBe(c.text);
    }
    // The copied card text said "While attacking, you cannot spend [Scatter] icons."
    expect(card('blinded-gunners').text).not.toContain('While attacking, you cannot spend');
  });

  it('uses every effect kind the type declares, nested choices included (none is dead)', () => {
    const kinds = new Set<string>();
    const walk = (e: DamageEffect) => {
      kinds.add(e.kind);
      if (e.kind === 'choose-one') e.options.forEach(walk);
    };
    DAMAGE_CARDS.forEach((c) => c.rules.forEach((r) => walk(r.effect)));
    expect([...kinds].sort()).toEqual([
      'choose-one',
      'deal-facedown-damage-card',
      'discard-all-command-tokens',
      'discard-command-dial-unrevealed',
      'discard-defense-token',
      'forbid',
      'halve-engineering-value',
      'limit-ship-attacks-per-round',
      'lose-all-shields-of-strongest-zone',
      'lose-shields',
      'reduce-speed',
      'reduce-yaw-of-last-adjustable-joint',
      'remove-attack-die',
      'set-top-command-dial',
      'suffer-damage',
    ]);
  });

  it('is found by its German name in the catalog', () => {
    expect(getCard('damage-cards', 'Strukturschaden')?.id).toBe('structural-damage');
    expect((searchCatalog({ kind: 'damage-cards', query: 'Kanoniere', limit: 1 }) as { id: string }[])[0]?.id).toBe('blinded-gunners');
  });
});
