import { armadaLegalActions } from '../../game/game.legal.js';
import { act, answer, attack, start } from '../upgrade.testkit.js';
import { kraken } from './kraken.card.js';

/**
 * The Hardcell s1-1 faces the Charger s0-1 bow to bow and has the Charger
 * s0-3 off its left side; the Munificent s1-2 (the flagship, Kraken) stands
 * within medium range of both Chargers.
 */
const TABLE = [
  { id: 's0-1', pose: { x: 250, y: 300, heading: 0 } },
  { id: 's0-3', pose: { x: 340, y: 420, heading: 0 } },
  { id: 's1-1', pose: { x: 250, y: 420, heading: 180 }, dials: ['concentrate-fire'] },
  { id: 's1-2', pose: { x: 340, y: 250, heading: 0 }, upgrades: ['kraken'] },
];

describe('upgrade card kraken', () => {
  it('is a commander acting after a friendly ship’s roll', () => {
    expect([kraken.slots, kraken.effect[0].when, kraken.effect[0].scope]).toEqual([['commander'], 'dice-rolled', { kind: 'fleet' }]);
  });

  it('lets the attacker turn one die to a single-icon face its colour has', () => {
    const s = attack(start(TABLE, { firstPlayer: 1 }), 1, 's1-1', 'front', 's0-1', 'front', ['blank', 'hit+hit', 'accuracy']).state;
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'kraken', optional: true });
    const offered = armadaLegalActions(s, 1);
    // Red blank → hit, crit, accuracy; the red double → all three; the blue accuracy → hit or crit. Never a double or a blank.
    expect(offered).toContainEqual({ type: 'ChooseOption', die: '0', face: 'crit' });
    expect(offered).toContainEqual({ type: 'ChooseOption', die: '1', face: 'hit' });
    expect(offered).not.toContainEqual({ type: 'ChooseOption', die: '2', face: 'accuracy' });
    expect(offered.filter((a) => a.type === 'ChooseOption')).toHaveLength(8);
    const out = answer(s, { die: '0', face: 'crit' });
    expect(out.state.attack?.attacks[0].dice.map((d) => d.face)).toEqual(['crit', 'hit+hit', 'accuracy']);
    expect(out.state.prompt).toBeNull();
    expect(armadaLegalActions(out.state, 1)).toContainEqual({ type: 'FinishAttackEffects' });
  });

  it('acts once per activation, and only with another friendly ship at close–medium range of the defender', () => {
    let s = answer(attack(start(TABLE, { firstPlayer: 1 }), 1, 's1-1', 'front', 's0-1', 'front', ['blank', 'hit', 'hit']).state, { die: '0', face: 'hit' }).state;
    s = act(s, 1, { type: 'FinishAttackEffects' }).state;
    s = act(s, 0, { type: 'FinishDefenseTokens' }).state;
    expect(s.attack).toBeNull();
    // The second attack, from the left zone at s0-3: no second use.
    const second = act(act(s, 1, { type: 'DeclareShipAttack', zone: 'left', target: 's0-3', targetZone: 'left' }).state, 1, { type: 'RollAttackDice' }, ['hit']).state;
    expect(second.attack).not.toBeNull();
    expect(second.prompt).toBeNull();
    const alone = attack(start(TABLE.filter((x) => x.id !== 's1-2'), { firstPlayer: 1 }), 1, 's1-1', 'front', 's0-1', 'front', ['blank', 'hit', 'hit']).state;
    expect(alone.prompt).toBeNull();
  });
});
