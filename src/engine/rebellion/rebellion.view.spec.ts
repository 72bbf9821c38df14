import { seatViewer, SPECTATOR } from '../core/visibility.view.js';
import { view } from './rebellion.view.js';
import { last, playTo } from './rebellion.testkit.js';

describe('rebellion:rebellenstuetzpunkt and hidden hands in views', () => {
  const state = last(playTo('view', (s) => s.phase.kind === 'assignment').states);
  const empire = view(state, seatViewer(state.seats!.empire));
  const rebel = view(state, seatViewer(state.seats!.rebel));
  const spectator = view(state, SPECTATOR);

  it('shows the base system to the Rebel only while it is secret', () => {
    expect(state.base.system).not.toBeNull();
    expect(rebel.rebelBase.system).toBe(state.base.system);
    expect(empire.rebelBase.system).toBeNull();
    expect(spectator.rebelBase.system).toBeNull();
    expect(empire.rebelBase.units).toEqual(state.units['rebel-base']);
  });

  it('shows each side its own hands and the other side only their sizes', () => {
    expect(rebel.hands.missions.rebel.cards).toEqual(state.hands.missions.rebel);
    expect(rebel.hands.objectives.cards).toEqual(state.hands.objectives);
    expect(rebel.hands.missions.empire).toEqual({ count: 6 });
    expect(rebel.hands.probes).toEqual({ count: 0 });
    expect(empire.hands.missions.empire.cards).toEqual(state.hands.missions.empire);
    expect(empire.hands.missions.rebel).toEqual({ count: 6 });
    expect(empire.hands.objectives).toEqual({ count: 1 });
    expect(empire.hands.actions.rebel).toEqual({ count: state.hands.actions.rebel.length });
    expect(empire.hands.probes.cards).toEqual([]);
  });

  it('shows spectators no card of any hand', () => {
    for (const h of [spectator.hands.objectives, spectator.hands.probes, ...Object.values(spectator.hands.missions), ...Object.values(spectator.hands.actions)])
      expect(h.cards).toBeUndefined();
  });

  it('shows deck sizes, never orders', () => {
    const numbers = (x: unknown): boolean => (typeof x === 'number' ? true : typeof x === 'object' && x !== null && Object.values(x).every(numbers));
    for (const v of [empire, rebel, spectator]) expect(numbers(v.decks)).toBe(true);
    expect(rebel.decks.probe).toBe(25);
  });

  it('shows the open board alike to everybody', () => {
    expect(empire.systems).toEqual(rebel.systems);
    expect(spectator.systems).toEqual(rebel.systems);
  });

  it('shows a side its own leader pool, and the other side only that those leaders are in reserve', () => {
    expect(empire.leaders['darth-vader']).toEqual({ location: { kind: 'pool' }, ring: null });
    expect(rebel.leaders['darth-vader']).toEqual({ location: { kind: 'reserve' }, ring: null });
    expect(spectator.leaders['mon-mothma']!.location).toEqual({ kind: 'reserve' });
  });
});
