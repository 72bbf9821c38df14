import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL } from '../../../rebellion.testkit.js';
import { act, imperialTurn, payloads } from '../../card.testkit.js';
import { undercover } from './undercover.card.js';

/** The Empire reveals Rule by Fear (Palpatine) against Naboo, where no Rebel leader stands; Lando and Obi-Wan where the position says. */
const attempt = (leaders: object): RebellionState =>
  act(
    imperialTurn({
      assigned: { empire: [{ card: 'rule-by-fear', leaders: ['emperor-palpatine'] }] },
      leaders,
      hands: { rebel: { actions: ['undercover'] } },
      systems: { naboo: { units: { 'star-destroyer': 1 } } },
    }),
    EMPIRE,
    { type: 'RevealMission', slot: 0, system: 'naboo' },
  ).state;

describe('Undercover (undercover)', () => {
  it('is a reaction card: its leader joins an attempted Imperial mission from another system', () => {
    expect(undercover.effect).toEqual({ window: 'reaction', moment: 'mission-attempted', leader: 'elsewhere', ability: { kind: 'leader-joins' } });
  });

  it('offers each of its leaders standing in another system; the one named moves in and opposes with its dice', () => {
    const s = attempt({ 'lando-calrissian': 'bespin', 'obi-wan-kenobi': 'dagobah' });
    expect(legalActions(s, REBEL)).toEqual([
      { type: 'ChooseOption', card: 'undercover', leader: 'lando-calrissian' },
      { type: 'ChooseOption', card: 'undercover', leader: 'obi-wan-kenobi' },
      { type: 'PassChoice' },
    ]);
    const { emitted, state } = act(s, REBEL, { type: 'ChooseOption', card: 'undercover', leader: 'lando-calrissian' }, Array(10).fill('blank'));
    expect(payloads(emitted, 'LeaderMoved')).toEqual([{ leader: 'lando-calrissian', to: 'naboo' }]);
    expect(payloads(emitted, 'MissionDiceRolled').map((p) => (p as { faction: string }).faction)).toEqual(['empire', 'rebel']);
    expect(payloads(emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'rule-by-fear', success: false }]);
    expect(state.leaders['lando-calrissian']!.location).toEqual({ kind: 'system', system: 'naboo' });
  });

  it('without it the mission, unopposed, succeeds without dice', () => {
    const { emitted } = act(attempt({ 'lando-calrissian': 'bespin' }), REBEL, { type: 'PassChoice' });
    expect(payloads(emitted, 'MissionDiceRolled')).toEqual([]);
    expect(payloads(emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'rule-by-fear', success: true }]);
  });

  it('no window opens with its leaders in the pool, captured, or already in the mission’s system', () => {
    for (const leaders of [{ 'lando-calrissian': 'pool' }, { 'lando-calrissian': { at: 'bespin', ring: 'captured' } }, { 'obi-wan-kenobi': 'naboo' }]) {
      const s = attempt(leaders);
      expect(s.prompt).toBeNull();
    }
  });
});
