import { pending } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL } from '../../../rebellion.testkit.js';
import { act, imperialTurn } from '../../card.testkit.js';
import { ruleByFear } from './rule-by-fear.card.js';

describe('Rule by Fear (rule-by-fear)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(ruleByFear.effect).not.toBeNull();
  });

  it('rebellion:loyalitaet, rebellion:unterwerfung: Rule by Fear gives the Empire 1 loyalty: a Rebel marker goes, a neutral system turns Imperial, a subjugation marker is turned over', () => {
    const rule = (system: object) =>
      act(
        imperialTurn({ assigned: { empire: [{ card: 'rule-by-fear', leaders: ['emperor-palpatine'] }] }, systems: { naboo: { units: { 'star-destroyer': 1 }, ...system } } }),
        EMPIRE,
        { type: 'RevealMission', slot: 0, system: 'naboo' },
      );
    const neutral = rule({});
    expect(pending(neutral.state)[0]).toMatchObject({ seat: REBEL });
    expect(act(neutral.state, REBEL, { type: 'DeclineOpposition' }).state.systems.naboo).toMatchObject({ loyalty: 'empire', subjugated: false });
    const rebel = rule({ loyalty: 'rebel', subjugated: true, units: { 'star-destroyer': 1, stormtrooper: 1 } });
    expect(act(rebel.state, REBEL, { type: 'DeclineOpposition' }).state.systems.naboo).toMatchObject({ loyalty: null, subjugated: true });
    const subjugated = rule({ subjugated: true, units: { stormtrooper: 1 } });
    expect(act(subjugated.state, REBEL, { type: 'DeclineOpposition' }).state.systems.naboo).toMatchObject({ loyalty: 'empire', subjugated: false });
  });
});
