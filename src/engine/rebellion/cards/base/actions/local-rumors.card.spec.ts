import { seatViewer, SPECTATOR } from '../../../../core/visibility.view.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL, received, types } from '../../../rebellion.testkit.js';
import { act, no, payloads, withCards } from '../../card.testkit.js';
import { localRumors } from './local-rumors.card.js';

// The testkit's hidden base is Dantooine (region 2, with Ilum); Naboo is in region 7.
const held = (yularen = 'pool') =>
  withCards('empire', ['local-rumors'], { leaders: { 'colonel-yularen': yularen }, systems: { ilum: { units: { 'tie-fighter': 1 } }, naboo: { subjugated: true, units: { stormtrooper: 1 } } } });

const offered = (s: ReturnType<typeof held>) => legalActions(s, EMPIRE).filter((a) => a.type === 'UseActionCard');

describe('Local Rumors (local-rumors)', () => {
  it('is offered in the assignment phase with Yularen in the pool, for each system with an Imperial unit', () => {
    expect(localRumors.timing).toBe('assignment');
    const systems = offered(held()).map((a) => (a as { system: string }).system);
    expect(systems).toEqual(expect.arrayContaining(['ilum', 'naboo']));
    expect(systems).not.toContain('dantooine');
    expect(offered(held('naboo'))).toEqual([]);
    expect(no(held(), EMPIRE, { type: 'UseActionCard', card: 'local-rumors', system: 'dantooine' })).toMatchObject({ code: 'ACTION_CARD_CANNOT_BE_USED_SO' });
  });

  it('puts Yularen there and the Rebel truthfully answers for the region: yes in the base’s region, no elsewhere', () => {
    const yes = act(held(), EMPIRE, { type: 'UseActionCard', card: 'local-rumors', system: 'ilum' });
    expect(types(yes.emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'BaseQuestionAnswered']);
    expect(payloads(yes.emitted, 'BaseQuestionAnswered')).toEqual([{ system: 'ilum', scope: 'region', yes: true }]);
    expect(yes.state.leaders['colonel-yularen']!.location).toEqual({ kind: 'system', system: 'ilum' });
    expect(yes.state.base.revealed).toBe(false);
    expect(yes.state.hands.actions.empire).toEqual([]);
    const not = act(held(), EMPIRE, { type: 'UseActionCard', card: 'local-rumors', system: 'naboo' });
    expect(payloads(not.emitted, 'BaseQuestionAnswered')).toEqual([{ system: 'naboo', scope: 'region', yes: false }]);
  });

  it('the answer reaches both sides’ seats; a spectator learns the question only', () => {
    const yes = act(held(), EMPIRE, { type: 'UseActionCard', card: 'local-rumors', system: 'ilum' });
    const answers = (viewer: Parameters<typeof received>[2]) =>
      (received(yes.emitted, yes.state, viewer) as { events: { type: string; payload: unknown }[] }).events.filter((e) => e.type === 'BaseQuestionAnswered').map((e) => e.payload);
    expect(answers(seatViewer(EMPIRE))).toEqual([{ system: 'ilum', scope: 'region', yes: true }]);
    expect(answers(seatViewer(REBEL))).toEqual([{ system: 'ilum', scope: 'region', yes: true }]);
    expect(answers(SPECTATOR)).toEqual([{ system: 'ilum', scope: 'region' }]);
  });
});
