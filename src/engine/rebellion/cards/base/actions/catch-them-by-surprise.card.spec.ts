import { drive, passive } from '../../../combat.testkit.js';
import { legalActions, pending } from '../../../rebellion.legal.js';
import { EMPIRE, types } from '../../../rebellion.testkit.js';
import { act, no, payloads, withCards } from '../../card.testkit.js';
import { catchThemBySurprise } from './catch-them-by-surprise.card.js';

const position = {
  leaders: { 'admiral-ozzel': 'pool' },
  systems: { naboo: { loyalty: 'rebel', units: { 'x-wing': 1 } }, sullust: { loyalty: 'empire', units: { 'star-destroyer': 1 } }, coruscant: { units: { 'tie-fighter': 1 } } },
};
const uses = (s: Parameters<typeof legalActions>[0]) => legalActions(s, EMPIRE).filter((a) => a.type === 'UseActionCard');

describe('Catch Them by Surprise (catch-them-by-surprise)', () => {
  it('is used in the assignment phase with Ozzel in the pool, into any system', () => {
    expect(uses(withCards('empire', [catchThemBySurprise.id], position))).toHaveLength(32);
    expect(uses(withCards('empire', [catchThemBySurprise.id], { ...position, leaders: { 'admiral-ozzel': 'naboo' } }))).toEqual([]);
  });

  it('puts Ozzel there, moves units from adjacent systems as when activating; Rebel units there: a combat the Empire started, then assigning goes on', () => {
    const begun = act(withCards('empire', [catchThemBySurprise.id], position), EMPIRE, { type: 'UseActionCard', card: catchThemBySurprise.id, system: 'naboo' });
    expect(types(begun.emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'EvacuationBegan']);
    expect(pending(begun.state)).toEqual([expect.objectContaining({ seat: EMPIRE, decision: 'card-move' })]);
    expect(legalActions(begun.state, EMPIRE)).toEqual([{ type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 }, { type: 'ConfirmMoves' }]);
    expect(no(begun.state, EMPIRE, { type: 'MoveUnits', from: 'coruscant', unit: 'tie-fighter', count: 1 })).toMatchObject({ code: 'NOT_AN_ADJACENT_SYSTEM' });
    const moved = act(begun.state, EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 });
    const confirmed = act(moved.state, EMPIRE, { type: 'ConfirmMoves' });
    expect(payloads(confirmed.emitted, 'CombatBegan')).toEqual([{ system: 'naboo', active: 'empire', from: ['sullust'], present: { space: ['empire', 'rebel'], ground: [] } }]);
    const seat = pending(confirmed.state)[0].seat as number;
    const fought = drive(confirmed.state, [seat, passive(confirmed.state, seat)], Array(12).fill('hit'));
    expect(types(fought.emitted)).toContain('CombatEnded');
    expect(fought.state.phase).toEqual({ kind: 'assignment', turn: 'empire', steps: [] });
    expect(fought.state.units.naboo).toEqual({ 'star-destroyer': 1 });
  });

  it('without Rebel units there no combat: assigning goes on after the move (at once where nothing can move in)', () => {
    const begun = act(withCards('empire', [catchThemBySurprise.id], position), EMPIRE, { type: 'UseActionCard', card: catchThemBySurprise.id, system: 'tatooine' });
    expect(types(begun.emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'AssignmentResumed']);
    expect(begun.state.leaders['admiral-ozzel']?.location).toEqual({ kind: 'system', system: 'tatooine' });
    const quiet = { ...position, systems: { ...position.systems, naboo: { loyalty: 'rebel' } } };
    const moving = act(withCards('empire', [catchThemBySurprise.id], quiet), EMPIRE, { type: 'UseActionCard', card: catchThemBySurprise.id, system: 'naboo' });
    const moved = act(moving.state, EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 });
    const confirmed = act(moved.state, EMPIRE, { type: 'ConfirmMoves' });
    expect(types(confirmed.emitted)).toEqual(['MovesConfirmed', 'AssignmentResumed']);
    expect(confirmed.state.units.naboo).toEqual({ 'star-destroyer': 1 });
  });
});
