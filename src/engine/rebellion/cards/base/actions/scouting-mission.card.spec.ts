import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, types } from '../../../rebellion.testkit.js';
import { act, payloads, withCards } from '../../card.testkit.js';
import { scoutingMission } from './scouting-mission.card.js';

const position = {
  leaders: { 'soontir-fel': 'pool', 'general-tagge': 'geonosis' },
  systems: {
    naboo: { loyalty: 'rebel', units: { 'x-wing': 1, 'rebel-trooper': 1 } },
    coruscant: { units: { 'tie-fighter': 3, stormtrooper: 1 } },
    endor: { units: { 'tie-fighter': 2 } },
    geonosis: { units: { 'tie-fighter': 2 } },
  },
};
const moves = (s: Parameters<typeof legalActions>[0]) => legalActions(s, EMPIRE).map((a) => (a.type === 'MoveUnits' ? `${a.from}:${a.count}` : a.type));

describe('Scouting Mission (scouting-mission)', () => {
  it('moves up to 4 TIE Fighters from any systems, ignoring adjacency and transport; a system with an Imperial leader gives none', () => {
    const begun = act(withCards('empire', [scoutingMission.id], position), EMPIRE, { type: 'UseActionCard', card: scoutingMission.id, system: 'naboo' });
    expect(types(begun.emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'EvacuationBegan']);
    expect(moves(begun.state)).toEqual(['coruscant:1', 'coruscant:2', 'coruscant:3', 'endor:1', 'endor:2', 'ConfirmMoves']);
    const three = act(begun.state, EMPIRE, { type: 'MoveUnits', from: 'coruscant', unit: 'tie-fighter', count: 3 });
    expect(moves(three.state)).toEqual(['endor:1', 'UndoMove', 'ConfirmMoves']);
    const four = act(three.state, EMPIRE, { type: 'MoveUnits', from: 'endor', unit: 'tie-fighter', count: 1 });
    const confirmed = act(four.state, EMPIRE, { type: 'ConfirmMoves' });
    expect(payloads(confirmed.emitted, 'CombatBegan')).toEqual([{ system: 'naboo', active: 'empire', from: ['coruscant', 'endor'], present: { space: ['empire', 'rebel'], ground: ['rebel'] } }]);
    expect(confirmed.state.phase).toMatchObject({ kind: 'combat', afterwards: 'assignment' });
  });

  it('no Rebel ships there (ground units only): no combat', () => {
    const s = withCards('empire', [scoutingMission.id], { ...position, systems: { ...position.systems, naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 1 } } } });
    const begun = act(s, EMPIRE, { type: 'UseActionCard', card: scoutingMission.id, system: 'naboo' });
    const moved = act(begun.state, EMPIRE, { type: 'MoveUnits', from: 'endor', unit: 'tie-fighter', count: 2 });
    const confirmed = act(moved.state, EMPIRE, { type: 'ConfirmMoves' });
    expect(types(confirmed.emitted)).toEqual(['MovesConfirmed', 'AssignmentResumed']);
    expect(confirmed.state.units.naboo).toEqual({ 'rebel-trooper': 1, 'tie-fighter': 2 });
  });
});
