import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { act, answer, attack, ship, start } from '../upgrade.testkit.js';
import { cloneGunners } from './clone-gunners.card.js';

/** The Acclamator II s0-2 (Clone Gunners, a concentrate-fire dial) bow to bow with the Hardcell s1-1; the Charger s0-1 beside it holds a concentrate-fire token. */
const ships = (charger: Record<string, unknown> = {}) => [
  { id: 's0-1', pose: { x: 420, y: 300, heading: 0 }, tokens: ['concentrate-fire'], ...charger },
  { id: 's0-2', pose: { x: 250, y: 290, heading: 0 }, dials: ['concentrate-fire', 'navigate', 'navigate'], upgrades: ['clone-gunners'] },
  { id: 's1-1', pose: { x: 250, y: 430, heading: 180 } },
];

/** The Acclamator's bow rolls six hits at the Hardcell and spends its concentrate-fire dial for a red hit. */
function concentrate(charger: Record<string, unknown> = {}) {
  const rolled = attack(start(ships(charger)), 0, 's0-2', 'front', 's1-1', 'front', ['hit', 'hit', 'hit', 'hit', 'hit', 'hit']).state;
  return { rolled, spent: act(rolled, 0, { type: 'SpendConcentrateFireDial', color: 'red' }, ['hit']).state };
}

describe('upgrade card clone-gunners', () => {
  it('is a weapons team of Clone ships acting while a concentrate-fire command is resolved', () => {
    expect([cloneGunners.slots, cloneGunners.timing, cloneGunners.recurrence]).toEqual([['weapons-team'], ['concentrate-fire'], null]);
  });

  it('discards a friend’s concentrate-fire token to add a blue die showing an accuracy', () => {
    const { rolled, spent } = concentrate();
    // The roll alone asks nothing: the command is not resolved yet.
    expect(rolled.prompt).toBeNull();
    expect(spent.prompt?.prompt).toMatchObject({ seat: 0, source: 'clone-gunners', optional: true, rule: RULE.feuerKonzentrieren });
    expect(armadaLegalActions(spent, 0)).toEqual([{ type: 'ChooseOption', ship: 's0-1' }, { type: 'PassChoice' }]);
    const used = answer(spent, { ship: 's0-1' });
    expect(ship(used.state, 's0-1').tokens).toEqual([]);
    const dice = used.state.attack!.attacks[0].dice;
    expect(dice).toHaveLength(8);
    expect(dice[7]).toEqual({ color: 'blue', face: 'accuracy', cancelled: false, spent: false });
    // Once per attack: the attacker goes on with its effects.
    expect(used.state.prompt).toBeNull();
    expect(armadaLegalActions(used.state, 0)).toContainEqual({ type: 'FinishAttackEffects' });
  });

  it('asks nothing when no other friendly ship has a concentrate-fire token, and a pass keeps the token', () => {
    expect(concentrate({ tokens: [] }).spent.prompt).toBeNull();
    const declined = answer(concentrate().spent, 'pass').state;
    expect([ship(declined, 's0-1').tokens, declined.attack!.attacks[0].dice.length]).toEqual([['concentrate-fire'], 7]);
  });
});
