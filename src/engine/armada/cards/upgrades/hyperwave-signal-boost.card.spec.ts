import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { SPECTATOR } from '../../../core/visibility.view.js';
import { act, answer, game_, playUntil, start, upgrade } from '../upgrade.testkit.js';
import { hyperwaveSignalBoost } from './hyperwave-signal-boost.card.js';

/** The Munificent s1-2 carries the card; its squadron phase turn comes first (seat 1 first player). */
const BOOST = (upgrades: string[] = ['hyperwave-signal-boost']) => start([{ id: 's1-2', upgrades }], { firstPlayer: 1 });
const toSquadronPhase = (s: ArmadaState) => playUntil(s, (t) => t.prompt !== null || t.phase === 'squadron');

describe('upgrade card hyperwave-signal-boost', () => {
  it('is an offensive retrofit acting when its owner’s squadron turn begins, readied with a repair or squadron token', () => {
    expect([hyperwaveSignalBoost.slots, hyperwaveSignalBoost.recurrence, hyperwaveSignalBoost.effect[0].when, hyperwaveSignalBoost.readyCost?.tokens]).toEqual([
      ['offensive-retrofit'],
      'non-recurring',
      'squadron-turn',
      ['repair', 'squadron'],
    ]);
  });

  it('chooses squadrons up to the squadron value; the turn activates exactly those (three here), then passes', () => {
    let s = toSquadronPhase(BOOST());
    expect(s.phase).toBe('squadron');
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'hyperwave-signal-boost', optional: true, rule: 'armada:phase-3-staffelphase' });
    s = answer(s, { squadron: 'q1-4' }).state;
    expect(upgrade(s, 's1-2', 'hyperwave-signal-boost').exhausted).toBe(true);
    s = answer(s, { squadron: 'q1-3' }).state;
    // The Munificent's squadron value is 3: the third choice is the last question.
    s = answer(s, { squadron: 'q1-2' }).state;
    expect(s.prompt).toBeNull();
    const chosen = ['q1-4', 'q1-3', 'q1-2'];
    expect(s.squadronTurn).toEqual({ seat: 1, squadrons: chosen });
    expect(game_.view(s, SPECTATOR)).toMatchObject({ squadronTurn: { seat: 1, squadrons: chosen } });
    expect(armadaLegalActions(s, 1).map((a) => a.type === 'ActivateSquadron' && a.squadron).sort()).toEqual([...chosen].sort());
    for (const id of chosen) {
      s = act(s, 1, { type: 'ActivateSquadron', squadron: id }).state;
      s = act(s, 1, { type: 'FinishSquadronActivation' }).state;
    }
    expect(s.turn).toBe(0);
    expect(s.squadronTurn).toBeNull();
  });

  it('a chosen Vulture attacking a squadron counts as activated by a squadron command (AI: Anti-Squadron 1)', () => {
    // The Vulture q1-1 at distance 1 of the V-19 q0-1, away from the ships' courses, within long range of the Munificent.
    const squadrons = [
      { id: 'q1-1', position: { x: 100, y: 600 } },
      { id: 'q0-1', position: { x: 100, y: 560 } },
    ];
    const attackOf = (choose: boolean) => {
      let s = toSquadronPhase(start([{ id: 's1-2', pose: { x: 400, y: 754.4, heading: 180 }, upgrades: ['hyperwave-signal-boost'] }], { firstPlayer: 1, squadrons }));
      s = answer(s, choose ? { squadron: 'q1-1' } : 'pass').state;
      if (s.prompt) s = answer(s, 'pass').state;
      s = act(s, 1, { type: 'ActivateSquadron', squadron: 'q1-1' }).state;
      s = act(s, 1, { type: 'DeclareSquadronAttack', target: 'q0-1' }).state;
      return act(s, 1, { type: 'RollAttackDice' }, ['hit', 'blank']).state;
    };
    expect(armadaLegalActions(attackOf(true), 1).filter((a) => a.type === 'AddAntiSquadronDie')).not.toEqual([]);
    expect(armadaLegalActions(attackOf(false), 1).filter((a) => a.type === 'AddAntiSquadronDie')).toEqual([]);
  });

  it('passed, the turn is the usual one of two activations; nothing is asked without the card', () => {
    let s = answer(toSquadronPhase(BOOST()), 'pass').state;
    expect(upgrade(s, 's1-2', 'hyperwave-signal-boost').exhausted).toBe(false);
    expect(armadaLegalActions(s, 1)).toHaveLength(4);
    s = act(act(s, 1, { type: 'ActivateSquadron', squadron: 'q1-1' }).state, 1, { type: 'FinishSquadronActivation' }).state;
    s = act(act(s, 1, { type: 'ActivateSquadron', squadron: 'q1-2' }).state, 1, { type: 'FinishSquadronActivation' }).state;
    expect(s.turn).toBe(0);
    const plain = toSquadronPhase(BOOST([]));
    expect(plain.prompt).toBeNull();
  });
});
