import { at, combatOf, confirm, drive, imperialAttack, payloads, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { readyForAction } from './ready-for-action.card.js';

const PIETT = { type: 'UseActionCard', card: 'ready-for-action', leader: 'admiral-piett' };

/** The Empire attacks Naboo's X-wing with General Tagge; Piett and Veers stand where the position says. */
const combat = (leaders: object) =>
  run(
    imperialAttack(
      { naboo: { units: { 'x-wing': 1 } }, sullust: { units: { 'star-destroyer': 1 } }, leaders: { 'princess-leia': 'naboo', ...leaders }, hands: { empire: { actions: ['ready-for-action'] } } },
      [['star-destroyer', 1]],
    ),
    confirm,
  ).state;

describe('Ready for Action (ready-for-action)', () => {
  it('is a start-of-combat card that brings its leader', () => {
    expect(readyForAction.effect).toEqual({ window: 'start-of-combat', ability: { kind: 'bring-leader' } });
  });

  it('offers each of its leaders waiting in the pool; the one named joins the combat and its tactic value counts', () => {
    const s = combat({ 'admiral-piett': 'pool', 'general-veers': 'pool' });
    expect(legalActions(s, EMPIRE).filter((a) => a.type === 'UseActionCard')).toEqual([PIETT, { ...PIETT, leader: 'general-veers' }]);
    const { emitted, state } = run(s, [EMPIRE, PIETT, []]);
    expect(payloads(emitted, 'LeaderPlaced')).toEqual([{ leader: 'admiral-piett', at: 'naboo' }]);
    expect(state.leaders['admiral-piett']!.location).toEqual({ kind: 'system', system: 'naboo' });
    // Piett's space value 3, not Tagge's 1.
    const drawn = payloads(emitted, 'TacticCardsDrawn') as { faction: string; cards: unknown[] }[];
    expect(drawn.filter((d) => d.faction === 'empire').map((d) => d.cards.length)).toEqual([3]);
  });

  it('the leader cannot retreat, and goes back to the pool when the combat ends', () => {
    const used = run(combat({ 'admiral-piett': 'pool' }), [EMPIRE, PIETT, []]).state;
    const retreat = drive(used, [EMPIRE, { type: 'EndCombatActions' }], Array(20).fill('blank'), (x) => at('retreat')(x) && combatOf(x).turn === 'empire').state;
    const leaders = legalActions(retreat, EMPIRE).flatMap((a) => (a.type === 'Retreat' ? [a.leader] : []));
    expect(leaders).toContain('general-tagge');
    expect(leaders).not.toContain('admiral-piett');
    // The Star Destroyer's black hit destroys the X-wing: the combat ends after the first round.
    const ended = drive(used, [EMPIRE, { type: 'EndCombatActions' }], ['blank', 'blank', 'hit', 'blank']);
    expect(payloads(ended.emitted, 'LeadersRetrieved')).toEqual([{ leaders: ['admiral-piett'] }]);
    expect(ended.state.leaders['admiral-piett']!.location).toEqual({ kind: 'pool' });
    expect(ended.state.leaders['general-tagge']!.location).toEqual({ kind: 'system', system: 'naboo' });
    expect(ended.state.modifiers).toEqual([]);
  });

  it('is not offered while neither leader waits in the pool', () => {
    expect(legalActions(combat({ 'admiral-piett': 'coruscant' }), EMPIRE).filter((a) => a.type === 'UseActionCard')).toEqual([]);
  });
});
