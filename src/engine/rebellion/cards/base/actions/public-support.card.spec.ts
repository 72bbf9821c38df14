import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { act, imperialTurn, no, payloads, withCards } from '../../card.testkit.js';
import { publicSupport } from './public-support.card.js';

describe('Public Support (public-support)', () => {
  it('is an assignment card: Janus into an Imperial system without Rebel ground units, 3 Stormtroopers, Janus does not pin there this round', () => {
    expect(publicSupport.effect).toEqual({
      window: 'assignment',
      leader: 'janus-greejatus',
      target: 'imperial-system-without-rebel-ground-units',
      ability: 'place',
      gain: { stormtrooper: 3 },
      lasting: { until: 'round', modifiers: [{ kind: 'does-not-pin' }] },
    });
  });

  it('Janus goes in with 3 Stormtroopers, never where Rebel ground units stand', () => {
    const s = withCards('empire', ['public-support'], {
      leaders: { 'janus-greejatus': 'pool' },
      systems: { sullust: { loyalty: 'empire' }, naboo: { loyalty: 'empire', units: { 'rebel-trooper': 1 } } },
    });
    const uses = legalActions(s, EMPIRE).flatMap((a) => (a.type === 'UseActionCard' ? [a.system] : []));
    expect(uses).toContain('sullust');
    expect(uses).not.toContain('naboo');
    const { emitted, state } = act(s, EMPIRE, { type: 'UseActionCard', card: 'public-support', system: 'sullust' });
    expect(payloads(emitted, 'UnitsGained')).toEqual([{ faction: 'empire', at: 'sullust', units: { stormtrooper: 3 } }]);
    expect(state.modifiers).toEqual([{ source: 'public-support', owner: 'empire', until: 'round', effect: { kind: 'does-not-pin', leader: 'janus-greejatus', system: 'sullust' } }]);
  });

  it('this round Imperial units may leave Janus’s system; another leader there still keeps them', () => {
    const position = (leaders: object) =>
      imperialTurn({ leaders: { 'darth-vader': 'pool', 'janus-greejatus': 'sullust', ...leaders }, systems: { sullust: { loyalty: 'empire', units: { 'star-destroyer': 1, stormtrooper: 3 } }, bespin: {} } });
    const withModifier = (s: ReturnType<typeof position>) => ({
      ...s,
      modifiers: [{ source: 'public-support' as const, owner: 'empire' as const, until: 'round' as const, effect: { kind: 'does-not-pin' as const, leader: 'janus-greejatus' as const, system: 'sullust' as const } }],
    });
    const move = { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 };
    const activated = act(withModifier(position({})), EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'bespin' }).state;
    expect(legalActions(activated, EMPIRE)).toContainEqual(move);
    const without = act(position({}), EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'bespin' }).state;
    expect(no(without, EMPIRE, move)).toMatchObject({ code: 'UNITS_CANNOT_LEAVE_SYSTEM_WITH_OWN_LEADER' });
    const both = act(withModifier(position({ 'general-tagge': 'sullust' })), EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'bespin' }).state;
    expect(legalActions(both, EMPIRE)).not.toContainEqual(move);
  });
});
