import { redactFor } from '../core/event.redact.js';
import { randomPlayout } from '../core/playout.testkit.js';
import { isViolation } from '../core/rule-violation.error.js';
import { seatViewer, SPECTATOR } from '../core/visibility.view.js';
import { armadaAttackGame, parseAttackOptions } from './attack.game.js';
import type { AttackEvent, AttackState } from './attack/attack.types.js';
import { listCards } from './catalog/catalog.lookup.js';

/** Seed "BEISPIEL: ANGREIFEN" as game options: the Hardcell (seat 0) fires at the Acclamator II (seat 1). */
const seedExample = {
  attacker: { kind: 'ship', id: 'hardcell', ship: 'hardcell-class-transport', zone: 'front', speed: 2, concentrateFire: { dial: true } },
  defender: { kind: 'ship', id: 'acclamator', ship: 'acclamator-ii-class-assault-ship', zone: 'rear', speed: 2, facedownDamage: ['faulty-countermeasures'] },
  range: 'medium',
};

const DAMAGE_IDS = listCards('damage-cards').map((c) => c.id);

describe('armada-attack: one attack as a registered game', () => {
  it('takes the declaration as options, fills in the seats and refuses what is not one', () => {
    const parsed = parseAttackOptions(seedExample);
    expect(isViolation(parsed)).toBe(false);
    expect(parsed).toMatchObject({ declaration: { attacker: { seat: 0 }, defender: { seat: 1 } } });
    const refused = (raw: unknown) => {
      const v = parseAttackOptions(raw);
      if (!isViolation(v)) throw new Error(`accepted ${JSON.stringify(raw)}`);
      return [v.kind, v.code];
    };
    expect(refused({})).toEqual(['malformed', 'INVALID_OPTIONS']);
    expect(refused({ ...seedExample, damageDeck: ['comm-noise'] })).toEqual(['malformed', 'INVALID_OPTIONS']);
    expect(refused({ ...seedExample, attacker: { ...seedExample.attacker, seat: 1 } })).toEqual(['malformed', 'INVALID_OPTIONS']);
    expect(refused({ ...seedExample, colour: 'red' })).toEqual(['malformed', 'INVALID_OPTIONS']);
    expect(refused({ ...seedExample, range: 'far' })).toEqual(['malformed', 'ARMADA_MALFORMED_INPUT']);
    expect(refused({ ...seedExample, range: 'long', attacker: { ...seedExample.attacker, zone: 'rear' }, defender: { ...seedExample.defender } })).toEqual(['rule', 'NO_DICE_AT_RANGE']);
  });

  it('sets a sandbox up with the given deck, or the catalog order, and refuses anything else in the position', () => {
    const options = parseAttackOptions(seedExample);
    if (isViolation(options)) throw new Error(options.code);
    const events = armadaAttackGame.sandbox({ damageDeck: ['structural-damage', 'comm-noise'] }, options, 2);
    if (isViolation(events)) throw new Error(events.code);
    expect(events.map((e) => e.event.type)).toEqual(['AttackDeclared', 'DamageDeckPrepared']);
    expect(events[1].event.payload).toEqual({ order: ['structural-damage', 'comm-noise'] });
    const full = armadaAttackGame.sandbox({}, options, 2);
    if (isViolation(full)) throw new Error(full.code);
    expect((full[1].event.payload as { order: string[] }).order).toHaveLength(52);
    for (const bad of [[], { damageDeck: 'comm-noise' }, { damageDeck: ['no-such-card'] }, { dice: [] }]) {
      const v = armadaAttackGame.sandbox(bad, options, 2);
      expect(isViolation(v) && v.kind).toBe('malformed');
    }
  });

  it('plays to the end from many seeds, with replay equal to live play and no facedown card shown to a seat or spectator', () => {
    for (let i = 0; i < 40; i++) {
      const run = randomPlayout<AttackState>(armadaAttackGame, 2, `armada-attack-${i}`, 200, seedExample);
      const last = run.states[run.states.length - 1];
      expect(armadaAttackGame.outcome(last)).toMatchObject({ winners: [] });
      expect(run.emitted.reduce((s, e) => armadaAttackGame.evolve(s, e.event as AttackEvent), armadaAttackGame.initialState())).toEqual(last);
      for (const viewer of [seatViewer(0), seatViewer(1), SPECTATOR]) {
        // The declared defender carries no faceup card, so no card id may reach any viewer except as a faceup deal.
        const seen = run.emitted.map((e) => redactFor(e, viewer)).filter((e) => !(e.type === 'DamageCardDealt' && (e.payload as { faceup: boolean }).faceup));
        const text = JSON.stringify(seen) + JSON.stringify(armadaAttackGame.view(last, viewer));
        for (const id of DAMAGE_IDS) {
          const faceup = last.combatants.acclamator?.kind === 'ship' && last.combatants.acclamator.faceupDamage.includes(id);
          if (!faceup) expect(text).not.toContain(`"${id}"`);
        }
      }
    }
  });
});
