import { redactFor } from '../../../../core/event.redact.js';
import { onlySeats, seatViewer, SPECTATOR } from '../../../../core/visibility.view.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, play, REBEL, types } from '../../../rebellion.testkit.js';
import { view } from '../../../rebellion.view.js';
import { act, no, rebelTurn } from '../../card.testkit.js';
import { rapidMobilization } from './rapid-mobilization.card.js';

describe('Rapid Mobilization (rapid-mobilization), rebellion:errichtung-eines-neuen-stuetzpunktes', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(rapidMobilization.effect).not.toBeNull();
  });

  const mobilized = (position: object = {}) => {
    const s = rebelTurn({ assigned: { rebel: [{ card: 'rapid-mobilization', leaders: ['mon-mothma'] }] }, passed: ['empire'], ...position });
    const resolved = act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'rebel-base' });
    expect(types(resolved.emitted)).toEqual(['MissionRevealed', 'MissionResolved', 'RapidMobilizationReady', 'MissionCardReturned', 'TurnBegan']);
    expect(resolved.state.leaders['mon-mothma']!.location).toEqual({ kind: 'rebel-base' });
    return act(resolved.state, REBEL, { type: 'Pass' });
  };

  it('is resolved at the end of the command phase, before the refresh phase', () => {
    const { emitted, state } = mobilized();
    expect(types(emitted)).toEqual(['Passed', 'MobilizationBegan']);
    expect(legalActions(state, REBEL).map((a) => a.type === 'ChooseMobilization' && a.option)).toEqual(['new-base', 'none']);
  });

  it('moves up to 5 units of one system onto the Rebel Base space while the base is hidden', () => {
    const { state } = mobilized({ systems: { naboo: { units: { 'rebel-transport': 1, 'rebel-trooper': 4, 'x-wing': 2 } }, utapau: { units: { 'y-wing': 1 } } } });
    const moving = play(state, [REBEL, { type: 'ChooseMobilization', option: 'units' }], [REBEL, { type: 'MoveUnits', from: 'naboo', unit: 'rebel-transport', count: 1 }]);
    expect(no(moving, REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'y-wing', count: 1 }).code).toBe('NOT_AN_ADJACENT_SYSTEM');
    expect(no(moving, REBEL, { type: 'MoveUnits', from: 'naboo', unit: 'rebel-trooper', count: 5 }).code).toBe('NOT_ENOUGH_UNITS');
    const four = play(moving, [REBEL, { type: 'MoveUnits', from: 'naboo', unit: 'rebel-trooper', count: 4 }]);
    expect(legalActions(four, REBEL).filter((a) => a.type === 'MoveUnits')).toEqual([]);
    const { state: after } = act(four, REBEL, { type: 'ConfirmMoves' });
    expect(after.units['rebel-base']).toEqual({ 'rebel-transport': 1, 'rebel-trooper': 4 });
    expect(after.phase.kind).not.toBe('rapid-mobilization');
  });

  it('draws the top 4 probe cards for the Rebel alone; a new base hides again, the old card goes to the Empire with the space’s units in its system', () => {
    const { state } = mobilized({ rebelBase: { system: 'dantooine', units: { 'x-wing': 2 } }, systems: { naboo: { loyalty: 'empire' } }, decks: { probe: ['naboo', 'yavin', 'hoth', 'endor', 'ilum'] } });
    const drawn = act(state, REBEL, { type: 'ChooseMobilization', option: 'new-base' });
    expect(drawn.emitted[1].visibility).toEqual(onlySeats(REBEL));
    expect(legalActions(drawn.state, REBEL)).toEqual([
      { type: 'ChooseNewBase', system: 'endor' },
      { type: 'ChooseNewBase', system: 'hoth' },
      { type: 'ChooseNewBase', system: 'yavin' },
      { type: 'KeepBase' },
    ]);
    expect(redactFor(drawn.emitted[1], seatViewer(EMPIRE)).payload).toEqual({ count: 4 });
    expect(view(drawn.state, seatViewer(EMPIRE)).phase).toMatchObject({ drawn: ['hidden', 'hidden', 'hidden', 'hidden'] });
    const moved = act(drawn.state, REBEL, { type: 'ChooseNewBase', system: 'yavin' });
    expect(moved.state.base).toEqual({ system: 'yavin', revealed: false });
    expect(moved.state.units.dantooine).toEqual({ 'x-wing': 2 });
    expect(moved.state.units['rebel-base']).toEqual({});
    expect(moved.state.hands.probes).toContain('dantooine');
    expect([...moved.state.decks.probe.slice(-3)].sort()).toEqual(['endor', 'hoth', 'naboo']);
    for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) {
      expect(view(moved.state, viewer).rebelBase).toMatchObject({ system: null, revealed: false });
      expect(moved.emitted.map((e) => redactFor(e, viewer)).filter((e) => JSON.stringify(e.payload).includes('yavin'))).toEqual([]);
    }
  });

  describe('resolved twice in a round (Contingency Plan FAQ via GUIDE: leaders moved onto it after its first use)', () => {
    /** Mon Mothma resolves it; Contingency Plan puts `again` onto it from the hand; revealed again, it waits a second time. */
    const twice = (again: string[]) => {
      const s = rebelTurn({
        assigned: { rebel: [{ card: 'rapid-mobilization', leaders: ['mon-mothma'] }, { card: 'contingency-plan', leaders: again }] },
        passed: ['empire'],
        decks: { probe: ['naboo', 'yavin', 'hoth', 'endor', 'ilum', 'utapau', 'bespin', 'kessel', 'sullust', 'mandalore'] },
      });
      const first = play(s, [REBEL, { type: 'RevealMission', slot: 0, system: 'rebel-base' }], [REBEL, { type: 'RevealMission', slot: 0 }], [REBEL, { type: 'ChooseCard', card: 'rapid-mobilization' }]);
      const second = act(first, REBEL, { type: 'RevealMission', slot: 0, system: 'rebel-base' });
      expect(second.state.rapidMobilization).toEqual({ leaders: 1, next: again.length });
      return act(second.state, REBEL, { type: 'Pass' });
    };

    it('with different leader counts the Rebel chooses, in the open, which use comes first; the other follows', () => {
      const { emitted, state } = twice(['lando-calrissian', 'han-solo']);
      expect(types(emitted)).toEqual(['Passed', 'PromptOpened']);
      expect(state.prompt?.prompt).toMatchObject({ kind: 'option', secret: false, optional: false, source: 'rapid-mobilization', rule: 'rebellion:errichtung-eines-neuen-stuetzpunktes' });
      expect(legalActions(state, REBEL)).toEqual([{ type: 'ChooseOption', leaders: '2' }, { type: 'ChooseOption', leaders: '1' }]);
      expect(legalActions(state, EMPIRE)).toEqual([]);
      // The use with 2 leaders first: 8 probe cards.
      const first = act(state, REBEL, { type: 'ChooseOption', leaders: '2' });
      expect(types(first.emitted)).toEqual(['PromptAnswered', 'MobilizationBegan']);
      expect(first.state.phase).toMatchObject({ kind: 'rapid-mobilization', leaders: 2 });
      expect(first.state.rapidMobilization).toEqual({ leaders: 1 });
      const drawn = act(first.state, REBEL, { type: 'ChooseMobilization', option: 'new-base' });
      expect(drawn.state.phase).toMatchObject({ drawn: ['naboo', 'yavin', 'hoth', 'endor', 'ilum', 'utapau', 'bespin', 'kessel'] });
      // Then the use with 1 leader: 4 cards.
      const kept = act(drawn.state, REBEL, { type: 'ChooseNewBase', system: 'yavin' });
      expect(types(kept.emitted).slice(-1)).toEqual(['MobilizationBegan']);
      expect(kept.state.phase).toMatchObject({ kind: 'rapid-mobilization', leaders: 1, stage: 'choose' });
      expect(kept.state.rapidMobilization).toBeNull();
      const units = act(kept.state, REBEL, { type: 'ChooseMobilization', option: 'new-base' });
      // The 7 cards not chosen went under the deck (shuffled): the 2 left on top come first.
      const again = (units.state.phase as { readonly drawn?: readonly string[] }).drawn ?? [];
      expect([again.length, again.slice(0, 2)]).toEqual([4, ['sullust', 'mandalore']]);
      // Done twice, the command phase ends.
      const done = act(units.state, REBEL, { type: 'KeepBase' });
      expect(done.state.phase.kind).not.toBe('rapid-mobilization');
      expect(types(done.emitted)).not.toContain('MobilizationBegan');
    });

    it('with the same leader count nothing is asked: the two uses follow each other', () => {
      const { emitted, state } = twice(['lando-calrissian']);
      expect(types(emitted)).toEqual(['Passed', 'MobilizationBegan']);
      expect(state.rapidMobilization).toEqual({ leaders: 1 });
      const second = act(state, REBEL, { type: 'ChooseMobilization', option: 'none' });
      expect(types(second.emitted)).toEqual(['MobilizationChosen', 'MobilizationBegan']);
      const done = act(second.state, REBEL, { type: 'ChooseMobilization', option: 'none' });
      expect(done.state.phase.kind).not.toBe('rapid-mobilization');
    });

    it('refuses an order it did not offer', () => {
      expect(no(twice(['lando-calrissian', 'han-solo']).state, REBEL, { type: 'ChooseOption', leaders: '3' }).code).toBe('CHOICE_NOT_OFFERED');
    });
  });
});
