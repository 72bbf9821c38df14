import { act, payloads, rebelTurn, revealTargets } from '../../card.testkit.js';
import { at, combatOf, confirm, drive, imperialAttack } from '../../../combat.testkit.js';
import { EMPIRE, REBEL } from '../../../rebellion.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { yodaBearer } from '../../../yoda-ring.rules.js';
import { seekYoda } from './seek-yoda.card.js';

const uses = (s: RebellionState, seat: number) => legalActions(s, seat).filter((a) => a.type === 'UseRing');

describe('Seek Yoda (seek-yoda)', () => {
  it('is resolved in Dagobah; Luke becomes the Jedi; a resolving leader of the Rebel’s choice gets the Master Yoda ring', () => {
    expect(seekYoda.timing).toBe('resolve');
    expect(revealTargets(seekYoda)).toEqual(['dagobah']);
    const s = rebelTurn({ assigned: { rebel: [{ card: 'seek-yoda', leaders: ['luke-skywalker', 'han-solo'] }] } });
    const revealed = act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'dagobah' });
    expect(payloads(revealed.emitted, 'MissionResolved')).toEqual([{ faction: 'rebel', card: 'seek-yoda', success: true }]);
    // Luke resolves it: his figure becomes Luke Skywalker (Jedi) first, then the ring may go on either leader (FAQ).
    expect(payloads(revealed.emitted, 'LeaderFigureSwapped')).toEqual([{ from: 'luke-skywalker', to: 'luke-skywalker-jedi' }]);
    expect([revealed.state.leaders['luke-skywalker'], revealed.state.leaders['luke-skywalker-jedi']]).toEqual([undefined, { location: { kind: 'system', system: 'dagobah' }, ring: null }]);
    expect(legalActions(revealed.state, REBEL)).toEqual([
      { type: 'ChooseLeader', leader: 'luke-skywalker-jedi' },
      { type: 'ChooseLeader', leader: 'han-solo' },
    ]);
    const { emitted, state } = act(revealed.state, REBEL, { type: 'ChooseLeader', leader: 'han-solo' });
    expect(payloads(emitted, 'YodaRingAttached')).toEqual([{ leader: 'han-solo' }]);
    expect(state.leaders['han-solo']).toEqual({ location: { kind: 'system', system: 'dagobah' }, ring: 'seek-yoda' });
    // Without Luke no figure changes.
    const alone = act(rebelTurn({ assigned: { rebel: [{ card: 'seek-yoda', leaders: ['han-solo'] }] } }), REBEL, { type: 'RevealMission', slot: 0, system: 'dagobah' });
    expect(payloads(alone.emitted, 'LeaderFigureSwapped')).toEqual([]);
    expect(legalActions(alone.state, REBEL)).toEqual([{ type: 'ChooseLeader', leader: 'han-solo' }]);
  });

  it('in a mission in its system the Rebel may reroll 1 of his own dice after both rolled, once per round', () => {
    // Leia wears the ring on Naboo; Han attempts a mission there and Vader opposes.
    const s = rebelTurn({
      leaders: { 'princess-leia': { at: 'naboo', ring: 'seek-yoda' }, 'darth-vader': 'pool' },
      assigned: { rebel: [{ card: 'sabotage', leaders: ['han-solo'] }] },
      systems: { naboo: { loyalty: 'empire', units: { stormtrooper: 1 } } },
    });
    const reveal = legalActions(s, REBEL).find((a) => a.type === 'RevealMission' && 'system' in a && a.system === 'naboo')!;
    const revealed = act(s, REBEL, reveal);
    const opposed = act(revealed.state, EMPIRE, { type: 'OpposeMission', leader: 'darth-vader' }, Array(12).fill('blank'));
    const rolled = payloads(opposed.emitted, 'MissionDiceRolled') as { faction: string; dice: unknown[] }[];
    expect(payloads(opposed.emitted, 'RingWindowOpened')).toEqual([{ ring: 'seek-yoda' }]);
    expect(uses(opposed.state, REBEL)).toEqual([{ type: 'UseRing', die: { colour: 'red', face: 'blank' } }]);
    expect(uses(opposed.state, EMPIRE)).toEqual([]);
    const used = act(opposed.state, REBEL, { type: 'UseRing', die: { colour: 'red', face: 'blank' } }, ['hit']);
    expect(payloads(used.emitted, 'MissionDieRerolled')).toEqual([{ leader: 'princess-leia', faction: 'rebel', index: 0, face: 'hit' }]);
    expect(payloads(used.emitted, 'ModifierAdded')).toEqual([{ modifier: { source: 'seek-yoda', owner: 'rebel', until: 'round', effect: { kind: 'ring-spent', leader: 'princess-leia' } } }]);
    // One success against Vader's blanks.
    expect(rolled.find((r) => r.faction === 'empire')!.dice.length).toBeGreaterThan(0);
    expect(payloads(used.emitted, 'MissionResolved')).toEqual([{ faction: 'rebel', card: 'sabotage', success: true }]);
    // The ring stays; spent for the rest of the round.
    expect(used.state.leaders['princess-leia']!.ring).toBe('seek-yoda');
    expect(yodaBearer(used.state, 'naboo', 'rebel')).toBeUndefined();
  });

  it('in a combat in its system the ring’s owner may reroll 1 unused die of his own attack, once per round', () => {
    const start = imperialAttack(
      { naboo: { units: { 'mon-calamari-cruiser': 1, 'x-wing': 2 } }, sullust: { units: { 'star-destroyer': 1 } }, leaders: { 'luke-skywalker': { at: 'naboo', ring: 'seek-yoda' } } },
      [['star-destroyer', 1]],
    );
    const imperial = drive(start, confirm, ['blank', 'blank', 'blank'], (s) => at('actions')(s) && combatOf(s).turn === 'empire').state;
    expect(uses(imperial, EMPIRE)).toEqual([]);
    const rebel = drive(start, confirm, Array(3).fill('blank'), (s) => at('actions')(s) && combatOf(s).turn === 'rebel').state;
    const offered = uses(rebel, REBEL);
    expect(offered.length).toBeGreaterThan(0);
    const die = (offered[0] as { die: { colour: string; face: string } }).die;
    const used = act(rebel, REBEL, offered[0]!, ['direct-hit']);
    const index = combatOf(rebel).attack!.dice.findIndex((d) => !d.used && d.colour === die.colour && d.face === die.face);
    expect(payloads(used.emitted, 'DiceRerolled')).toEqual([{ indices: [index], faces: ['direct-hit'] }]);
    expect(combatOf(used.state).attack!.dice[index]!.face).toBe('direct-hit');
    expect(uses(used.state, REBEL)).toEqual([]);
  });

  describe('on a die of the Death Star Plans (FAQ via GUIDE: „can reroll a Death Star Plans die“)', () => {
    /** A Death Star comes to Naboo, where 2 X-wings and the ring's bearer wait; the Rebel reveals the plans and rolls `dice`. */
    const plans = (leaders: object, dice: string[], spent = false) => {
      const start = imperialAttack({ naboo: { units: { 'x-wing': 2 } }, sullust: { units: { 'death-star': 1 } }, leaders, hands: { rebel: { objectives: ['death-star-plans-ii'] } } }, [['death-star', 1]]);
      const window = drive(start, confirm, Array(6).fill('blank'), at('death-star-plans')).state;
      // The ring already used this round (in a mission before this combat).
      const ringSpent: RebellionState['modifiers'] = [{ source: 'seek-yoda', owner: 'rebel', until: 'round', effect: { kind: 'ring-spent', leader: 'princess-leia' } }];
      return act(spent ? { ...window, modifiers: ringSpent } : window, REBEL, { type: 'PlayDeathStarPlans', card: 'death-star-plans-ii', target: 'death-star' }, dice);
    };
    const LEIA = { 'princess-leia': { at: 'naboo', ring: 'seek-yoda' } };

    it('after a roll without a direct hit the Rebel may reroll 1 of the 3 dice, in the open; a direct hit then destroys the Death Star', () => {
      const rolled = plans(LEIA, ['blank', 'hit', 'blank']);
      expect(payloads(rolled.emitted, 'DeathStarPlansRevealed')).toEqual([
        { card: 'death-star-plans-ii', target: 'death-star', dice: [{ colour: 'red', face: 'blank' }, { colour: 'red', face: 'hit' }, { colour: 'red', face: 'blank' }] },
      ]);
      // A public question (the ring and the dice are on the table): one choice per face shown, or none.
      expect(rolled.state.prompt?.prompt).toMatchObject({ kind: 'option', secret: false, source: 'seek-yoda', rule: 'rebellion:zustandsringe' });
      expect(legalActions(rolled.state, REBEL)).toEqual([{ type: 'ChooseOption', die: '0' }, { type: 'ChooseOption', die: '1' }, { type: 'PassChoice' }]);
      expect(legalActions(rolled.state, EMPIRE)).toEqual([]);
      const used = act(rolled.state, REBEL, { type: 'ChooseOption', die: '0' }, ['direct-hit']);
      expect(payloads(used.emitted, 'PlansDieRerolled')).toEqual([{ leader: 'princess-leia', index: 0, face: 'direct-hit' }]);
      expect(payloads(used.emitted, 'ModifierAdded')).toEqual([{ modifier: { source: 'seek-yoda', owner: 'rebel', until: 'round', effect: { kind: 'ring-spent', leader: 'princess-leia' } } }]);
      expect(payloads(used.emitted, 'UnitsDestroyed')).toContainEqual({ faction: 'empire', at: 'naboo', units: { 'death-star': 1 } });
      expect(used.state.objectivesPlayed).toEqual(['death-star-plans-ii']);
      expect(yodaBearer(used.state, 'naboo', 'rebel')).toBeUndefined();
    });

    it('declined, the plans miss and the ring stays unspent; rerolled to no direct hit, they miss all the same', () => {
      const declined = act(plans(LEIA, ['blank', 'blank', 'blank']).state, REBEL, { type: 'PassChoice' });
      expect(declined.state.hands.objectives).toEqual(['death-star-plans-ii']);
      expect(yodaBearer(declined.state, 'naboo', 'rebel')).toBe('princess-leia');
      expect(declined.state.prompt).toBeNull();
      const missed = act(plans(LEIA, ['blank', 'blank', 'blank']).state, REBEL, { type: 'ChooseOption', die: '0' }, ['hit']);
      expect(missed.state.hands.objectives).toEqual(['death-star-plans-ii']);
      expect(payloads(missed.emitted, 'UnitsDestroyed').filter((p) => JSON.stringify(p).includes('death-star'))).toEqual([]);
    });

    it('is not asked after a direct hit, with the ring spent this round, or with its bearer elsewhere', () => {
      expect(plans(LEIA, ['direct-hit', 'blank', 'blank']).state.prompt).toBeNull();
      for (const quiet of [
        plans({ 'princess-leia': { at: 'tatooine', ring: 'seek-yoda' } }, ['blank', 'blank', 'blank']),
        plans(LEIA, ['blank', 'blank', 'blank'], true),
      ]) {
        expect(quiet.state.prompt).toBeNull();
        expect(quiet.state.hands.objectives).toEqual(['death-star-plans-ii']);
      }
    });
  });
});
