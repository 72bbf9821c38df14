import type { Modifier } from './modifiers.effects.js';
import { doesNotPin, missionsAndCardsBarred, onLoan, retreatForbidden, tacticsForbidden, unitHealth } from './modifiers.rules.js';
import { evolve } from './rebellion.evolve.js';
import type { RebellionState } from './rebellion.state.js';
import { given } from './rebellion.testkit.js';

const mod = (until: Modifier['until'], effect: Modifier['effect']): Modifier => ({ source: 'keep-them-from-escaping', owner: 'empire', until, effect });
const added = (s: RebellionState, ...ms: Modifier[]) => ms.reduce((x, modifier) => evolve(x, { type: 'ModifierAdded', payload: { modifier } }), s);

describe('lasting modifiers (modifiers.effects.ts)', () => {
  const s = added(
    given({ phase: 'command', rebelBase: { system: 'dantooine' } }),
    mod('combat', { kind: 'no-retreat', faction: 'rebel' }),
    mod('command-phase', { kind: 'no-tactics', faction: 'empire', theater: 'space', round: 1 }),
    mod('round', { kind: 'on-loan', leader: 'general-veers' }),
    mod('round', { kind: 'open-tactics', faction: 'rebel' }),
    mod('command-phase', { kind: 'no-missions-or-cards', faction: 'rebel', system: 'naboo' }),
    mod('round', { kind: 'does-not-pin', leader: 'janus-greejatus', system: 'naboo' }),
  );

  it('are consulted by their rule while in force', () => {
    expect(retreatForbidden(s, 'rebel')).toBe(true);
    expect(retreatForbidden(s, 'empire')).toBe(false);
    expect(tacticsForbidden(s, 'empire', 'space', 1)).toBe(true);
    expect(tacticsForbidden(s, 'empire', 'space', 2)).toBe(false);
    expect(tacticsForbidden(s, 'empire', 'ground', 1)).toBe(false);
    expect(onLoan(s)).toEqual(['general-veers']);
    expect([missionsAndCardsBarred(s, 'rebel', 'naboo'), missionsAndCardsBarred(s, 'empire', 'naboo'), missionsAndCardsBarred(s, 'rebel', 'sullust')]).toEqual([true, false, false]);
    expect([doesNotPin(s, 'janus-greejatus', 'naboo'), doesNotPin(s, 'janus-greejatus', 'sullust')]).toEqual([true, false]);
  });

  it('end by themselves: command-phase ones when the refresh phase begins, round ones when the next round begins', () => {
    const refresh = evolve(s, { type: 'RefreshPhaseBegan', payload: {} });
    expect(refresh.modifiers.map((m) => m.until)).toEqual(['combat', 'round', 'round', 'round']);
    const next = evolve(refresh, { type: 'RoundBegan', payload: { round: 2 } });
    expect(next.modifiers.map((m) => m.until)).toEqual(['combat']);
  });

  it('health: changed by a modifier of the system only, never below its floor, never above printed health', () => {
    const h = added(s, mod('combat', { kind: 'health', system: 'naboo', delta: -1, min: 1 }), mod('combat', { kind: 'health', system: 'naboo', delta: -1, min: 1 }));
    expect([unitHealth(h, 'naboo', 'star-destroyer'), unitHealth(h, 'naboo', 'at-st'), unitHealth(h, 'naboo', 'tie-fighter'), unitHealth(h, 'sullust', 'at-st')]).toEqual([2, 1, 1, 2]);
    expect(unitHealth(h, 'naboo', 'death-star')).toBeNull();
  });
});
