import { SeededRng } from '../../engine/core/rng.random.js';
import { seatViewer, SPECTATOR, type Viewer } from '../../engine/core/visibility.view.js';
import { last, playTo } from '../../engine/rebellion/rebellion.testkit.js';
import type { RebellionState } from '../../engine/rebellion/rebellion.state.js';
import { rebellionTwin } from '../../engine/rebellion/rebellion.twin.testkit.js';
import { view } from '../../engine/rebellion/rebellion.view.js';
import { typedRebellionView } from './rebellion-view.map.js';
import { untypedRebellionView } from './rebellion-view.testkit.js';

const viewers = (s: RebellionState): Viewer[] => [seatViewer(s.seats!.empire), seatViewer(s.seats!.rebel), SPECTATOR];

describe('typedRebellionView', () => {
  // Random games to their end: every phase kind a game passes through, seen by each seat and a spectator.
  const played = playTo('typed-1', () => false).states;
  const states = [...played.filter((_, i) => i % 8 === 0), last(played)];

  it('keeps everything of the JSON view and adds nothing, for each viewer, through a whole game', () => {
    const kinds = new Set<string>();
    for (const s of states)
      for (const v of viewers(s)) {
        const json = view(s, v);
        const typed = typedRebellionView(json);
        expect(untypedRebellionView(typed as unknown as Record<string, unknown>)).toEqual(JSON.parse(JSON.stringify(json)));
        kinds.add(typed.phase.kind);
      }
    expect([...kinds]).toEqual(expect.arrayContaining(['placement', 'assignment', 'command', 'mission', 'combat', 'build', 'deploy', 'game-over']));
  });

  it('keeps a second Rapid Mobilization waiting (Contingency Plan FAQ): its leader count as next, null when none', () => {
    const s = { ...states[0], rapidMobilization: { leaders: 1, next: 2 } };
    const json = view(s, SPECTATOR);
    const typed = typedRebellionView(json);
    expect(typed.rapidMobilization).toEqual({ leaders: 1, next: 2 });
    expect(untypedRebellionView(typed as unknown as Record<string, unknown>)).toEqual(JSON.parse(JSON.stringify(json)));
    expect(typedRebellionView(view({ ...s, rapidMobilization: { leaders: 2 } }, SPECTATOR)).rapidMobilization).toEqual({ leaders: 2, next: null });
  });

  it('lists systems and leaders by id and hands as counts with cards only for their owner', () => {
    const s = last(playTo('typed-hands', (st) => st.phase.kind === 'assignment').states);
    const empire = typedRebellionView(view(s, seatViewer(s.seats!.empire)));
    const rebel = typedRebellionView(view(s, seatViewer(s.seats!.rebel)));
    const spectator = typedRebellionView(view(s, SPECTATOR));
    expect(empire.systems).toHaveLength(32);
    expect(empire.systems.find((x) => x.id === 'coruscant')).toMatchObject({ loyalty: 'empire', subjugated: false });
    expect(empire.hands.missions.empire).toEqual({ count: s.hands.missions.empire.length, cards: s.hands.missions.empire });
    expect(empire.hands.missions.rebel).toEqual({ count: s.hands.missions.rebel.length, cards: null });
    expect(empire.hands.objectives).toEqual({ count: s.hands.objectives.length, cards: null });
    expect(rebel.hands.objectives.cards).toEqual(s.hands.objectives);
    expect(rebel.rebelBase.system).toBe(s.base.system);
    expect(empire.rebelBase.system).toBeNull();
    expect(empire.leaders.find((l) => l.id === 'darth-vader')!.location).toEqual({ kind: 'pool', system: null, slot: null });
    expect(rebel.leaders.find((l) => l.id === 'darth-vader')!.location).toEqual({ kind: 'reserve', system: null, slot: null });
    expect(spectator.viewer).toEqual({ kind: 'spectator', seat: null, faction: null });
    expect(spectator.hands.missions.empire.cards).toBeNull();
    expect(spectator.hands.missions.rebel.cards).toBeNull();
  });

  it('gives a seat the same typed view of two games that differ only in what it may not see (twin states)', () => {
    const rng = new SeededRng('typed-twins');
    let differed = 0;
    for (const s of states) {
      if (s.seats === null) continue;
      for (const side of ['empire', 'rebel'] as const) {
        const seat = s.seats[side];
        const twin = rebellionTwin(s, seat, rng);
        const other = side === 'empire' ? 'rebel' : 'empire';
        // The twin really differs in a hidden fact: the other side's hands, the base, the probe cards.
        const secrets = (st: RebellionState) =>
          JSON.stringify([st.hands.missions[other], st.hands.actions[other], side === 'empire' ? [st.hands.objectives, st.base] : st.hands.probes]);
        if (secrets(twin) !== secrets(s)) differed++;
        expect(typedRebellionView(view(twin, seatViewer(seat)))).toEqual(typedRebellionView(view(s, seatViewer(seat))));
      }
    }
    expect(differed).toBeGreaterThan(states.length / 2);
  });

  describe('a hidden fact changed alone leaves the typed view of the seat that may not see it, and of spectators, as it was', () => {
    // A game (seed s2) that reaches round 2's command phase with the base hidden and probe cards in the Empire's hand.
    const s = last(playTo('s2', (st) => st.phase.kind === 'command' && st.round >= 2 && !st.base.revealed && st.hands.probes.length > 0).states);
    const { empire, rebel } = s.seats!;
    // A hand replaced by cards of its deck: the same count, other ids.
    const swap = <T>(hand: readonly T[], deck: readonly T[]) => ({ hand: deck.slice(0, hand.length), deck: [...hand, ...deck.slice(hand.length)] });
    const objectives = swap(s.hands.objectives, s.decks.objectives);
    const probes = swap(s.hands.probes, s.decks.probe);
    const missions = swap(s.hands.missions.rebel, s.decks.missions.rebel);
    const actions = swap(s.hands.actions.empire, s.decks.actions.empire);
    const otherBase = (['yavin', 'dagobah', 'hoth'] as const).find((sys) => sys !== s.base.system)!;
    const twins: [string, RebellionState, number, number][] = [
      ["the Rebel's objectives", { ...s, hands: { ...s.hands, objectives: objectives.hand }, decks: { ...s.decks, objectives: objectives.deck } }, empire, rebel],
      ["the Rebel's base", { ...s, base: { ...s.base, system: otherBase } }, empire, rebel],
      ["the Empire's probe cards", { ...s, hands: { ...s.hands, probes: probes.hand }, decks: { ...s.decks, probe: probes.deck } }, rebel, empire],
      [
        "the Rebel's missions",
        { ...s, hands: { ...s.hands, missions: { ...s.hands.missions, rebel: missions.hand } }, decks: { ...s.decks, missions: { ...s.decks.missions, rebel: missions.deck } } },
        empire,
        rebel,
      ],
      [
        "the Empire's action cards",
        { ...s, hands: { ...s.hands, actions: { ...s.hands.actions, empire: actions.hand } }, decks: { ...s.decks, actions: { ...s.decks.actions, empire: actions.deck } } },
        rebel,
        empire,
      ],
    ];
    const typed = (st: RebellionState, v: Viewer) => typedRebellionView(view(st, v));

    it.each(twins)('%s', (_, twin, blind, owner) => {
      expect(s.base.revealed).toBe(false);
      // The owner sees the change: the fact is in the typed view, so the test could fail.
      expect(typed(twin, seatViewer(owner))).not.toEqual(typed(s, seatViewer(owner)));
      expect(typed(twin, seatViewer(blind))).toEqual(typed(s, seatViewer(blind)));
      expect(typed(twin, SPECTATOR)).toEqual(typed(s, SPECTATOR));
    });
  });
});
