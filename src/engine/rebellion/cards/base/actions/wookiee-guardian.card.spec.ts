import { legalActions, pending } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { act, imperialTurn, payloads } from '../../card.testkit.js';
import { wookieeGuardian } from './wookiee-guardian.card.js';

const USE = { type: 'ChooseOption', card: 'wookiee-guardian' };

/** The Empire reveals `card` (Vader on it) against Naboo, where Chewbacca stands if `chewie` says so; the Rebel holds the card. */
const attempt = (card: string, chewie: string, target: object = { system: 'naboo' }): RebellionState =>
  act(
    imperialTurn({
      assigned: { empire: [{ card, leaders: ['darth-vader'] }] },
      leaders: { chewbacca: chewie },
      hands: { rebel: { actions: ['wookiee-guardian'] } },
      systems: { naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 2, 'star-destroyer': 1 } } },
    }),
    EMPIRE,
    { type: 'RevealMission', slot: 0, ...target },
  ).state;

describe('Wookiee Guardian (wookiee-guardian)', () => {
  it('is a reaction card: a spec ops mission in Chewbacca’s system fails before the dice', () => {
    expect(wookieeGuardian.effect).toEqual({ window: 'reaction', moment: 'mission-attempted', leader: 'mission-system', skill: 'specOps', ability: { kind: 'mission-fails' } });
  });

  it('with Chewbacca there, the Rebel is asked before any die is rolled; playing it fails the mission without dice', () => {
    const s = attempt('hunt-them-down', 'naboo');
    expect(pending(s)).toEqual([expect.objectContaining({ seat: REBEL })]);
    expect(legalActions(s, REBEL)).toEqual([USE, { type: 'PassChoice' }]);
    const { emitted, state } = act(s, REBEL, USE);
    expect(types(emitted)).not.toContain('MissionDiceRolled');
    expect(payloads(emitted, 'ActionCardUsed')).toEqual([{ faction: 'rebel', card: 'wookiee-guardian' }]);
    expect(payloads(emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'hunt-them-down', success: false }]);
    expect(payloads(emitted, 'MissionCardDiscarded')).toEqual([{ faction: 'empire', card: 'hunt-them-down' }]);
    expect(state.hands.actions.rebel).toEqual([]);
    expect(state.units.naboo['rebel-trooper']).toBe(2);
  });

  it('passing lets the dice decide, and the card stays in the hand', () => {
    const { emitted, state } = act(attempt('hunt-them-down', 'naboo'), REBEL, { type: 'PassChoice' }, Array(10).fill('blank'));
    expect(types(emitted)).toContain('MissionDiceRolled');
    expect(state.hands.actions.rebel).toEqual(['wookiee-guardian']);
  });

  it('is not offered against a mission of another skill, nor with Chewbacca elsewhere', () => {
    expect(legalActions(attempt('rule-by-fear', 'naboo'), REBEL)).not.toContainEqual(USE);
    expect(legalActions(attempt('hunt-them-down', 'dantooine'), REBEL)).not.toContainEqual(USE);
  });
});
