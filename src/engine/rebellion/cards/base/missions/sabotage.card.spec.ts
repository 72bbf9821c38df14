import { REBEL } from '../../../rebellion.testkit.js';
import { no, rebelTurn } from '../../card.testkit.js';
import { sabotage } from './sabotage.card.js';

describe('Sabotage (sabotage)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(sabotage.effect).not.toBeNull();
  });

  it('Sabotage: populous systems only (FAQ errata)', () => {
    const s = rebelTurn({ assigned: { rebel: [{ card: 'sabotage', leaders: ['princess-leia'] }] } });
    expect(no(s, REBEL, { type: 'RevealMission', slot: 0, system: 'hoth' }).code).toBe('MISSION_TARGET_INVALID');
  });
});
