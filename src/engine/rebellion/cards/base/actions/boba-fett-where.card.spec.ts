import type { Modifier } from '../../../modifiers.effects.js';
import { legalActions } from '../../../rebellion.legal.js';
import { evolve } from '../../../rebellion.evolve.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, given, REBEL } from '../../../rebellion.testkit.js';
import { act, no, payloads, rebelTurn, withCards } from '../../card.testkit.js';
import { bobaFettWhere } from './boba-fett-where.card.js';

const BARRED: Modifier = { source: 'boba-fett-where', owner: 'empire', until: 'command-phase', effect: { kind: 'no-missions-or-cards', faction: 'rebel', system: 'naboo' } };
const barred = (s: RebellionState) => evolve(s, { type: 'ModifierAdded', payload: { modifier: BARRED } });

describe('Boba Fett? Where? (boba-fett-where)', () => {
  it('is an assignment card putting Boba Fett into an Imperial system, barring Rebel missions and cards there for the command phase', () => {
    expect(bobaFettWhere.effect).toMatchObject({ window: 'assignment', leader: 'boba-fett', target: 'imperial-system', ability: 'place' });
  });

  it('Boba Fett goes into the Imperial system named; the bar is in force', () => {
    const s = withCards('empire', ['boba-fett-where'], { leaders: { 'boba-fett': 'pool' }, systems: { naboo: { loyalty: 'empire' } } });
    const uses = legalActions(s, EMPIRE).flatMap((a) => (a.type === 'UseActionCard' ? [a.system] : []));
    expect(uses).toEqual(expect.arrayContaining(['coruscant', 'naboo']));
    expect(uses).not.toContain('sullust');
    const { emitted, state } = act(s, EMPIRE, { type: 'UseActionCard', card: 'boba-fett-where', system: 'naboo' });
    expect(payloads(emitted, 'LeaderPlaced')).toEqual([{ leader: 'boba-fett', at: 'naboo' }]);
    expect(state.modifiers).toEqual([BARRED]);
  });

  it('in the command phase no Rebel leader attempts a mission there; elsewhere they may', () => {
    const s = barred(rebelTurn({ assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] } }));
    const systems = legalActions(s, REBEL).flatMap((a) => (a.type === 'RevealMission' && 'system' in a ? [a.system] : []));
    expect(systems).not.toContain('naboo');
    expect(systems).toContain('alderaan');
    expect(no(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' })).toMatchObject({ code: 'MISSION_TARGET_INVALID' });
  });

  it('no action card is used there: Wookiee Guardian is not offered with Chewbacca in that system', () => {
    const s = barred(
      given({
        phase: 'command',
        turn: 'empire',
        passed: ['rebel'],
        rebelBase: { system: 'dantooine' },
        assigned: { empire: [{ card: 'hunt-them-down', leaders: ['darth-vader'] }] },
        leaders: { chewbacca: 'naboo' },
        hands: { rebel: { actions: ['wookiee-guardian'] } },
        systems: { naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 2 } } },
      }),
    );
    const revealed = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' }, Array(10).fill('blank')).state;
    expect(revealed.prompt).toBeNull();
  });

  it('the bar ends with the command phase', () => {
    const s = barred(rebelTurn({}));
    const after = act(act(s, REBEL, { type: 'Pass' }).state, EMPIRE, { type: 'Pass' }).state;
    expect(after.modifiers).toEqual([]);
  });
});
