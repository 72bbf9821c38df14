import fc from 'fast-check';
import type { Emitted } from '../../core/game.contract.js';
import { SeededRng } from '../../core/rng.random.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { actionId } from '../../core/action-id.hash.js';
import { armadaAttack } from './attack.machine.js';
import type { AttackEvent, AttackState } from './attack.types.js';

const ships = ['hardcell-class-transport', 'acclamator-ii-class-assault-ship', 'consular-class-charger-c70', 'munificent-class-comms-frigate', 'gozanti-class-cruiser', 'venator-i-class-star-destroyer'];
const squadrons = ['v-19-torrent-squadron', 'vulture-class-droid-fighter-squadron', 'kit-fisto', 'arc-170-squadron', 'btl-b-y-wing-squadron', 'dfs-311'];
const zones = ['front', 'left', 'right', 'rear'] as const;

const combatant = (seat: number, id: string) =>
  fc.oneof(
    fc.record({ kind: fc.constant('ship' as const), id: fc.constant(id), ship: fc.constantFrom(...ships), seat: fc.constant(seat), zone: fc.constantFrom(...zones), speed: fc.integer({ min: 0, max: 2 }), concentrateFire: fc.record({ dial: fc.boolean(), token: fc.boolean() }) }),
    fc.record({ kind: fc.constant('squadron' as const), id: fc.constant(id), squadron: fc.constantFrom(...squadrons), seat: fc.constant(seat), activatedBySquadronCommand: fc.boolean() }),
  );

describe('attack playouts', () => {
  it('random legal actions always finish the attack, every one is accepted, and replay equals live play', () => {
    fc.assert(
      fc.property(combatant(0, 'x'), combatant(1, 'y'), fc.constantFrom('close', 'medium', 'long'), fc.boolean(), fc.boolean(), fc.string(), (attacker, defender, band, obstructed, engaged, seed) => {
        const range = attacker.kind === 'squadron' ? 'distance-1' : band;
        const rng = new SeededRng(seed);
        const setup = armadaAttack.setup({ attacker, defender, range, obstructed, defenderEngagedWithAnotherSquadron: engaged }, rng);
        if (isViolation(setup)) {
          // Only a pool without dice (or a rear zone without any) may refuse a well-formed declaration.
          expect(setup.code).toBe('NO_DICE_AT_RANGE');
          return;
        }
        const log: Emitted<AttackEvent>[] = [...setup];
        let state: AttackState = setup.reduce((s, e) => armadaAttack.evolve(s, e.event), armadaAttack.initialState());
        for (let step = 0; state.status === 'active'; step++) {
          expect(step).toBeLessThan(100);
          const pending = armadaAttack.pending(state);
          expect(pending).toHaveLength(1);
          const seat = pending[0].seat;
          expect(armadaAttack.legalActions(state, 1 - seat)).toEqual([]);
          const legal = armadaAttack.legalActions(state, seat);
          expect(legal.length).toBeGreaterThan(0);
          const action = legal[rng.int(legal.length)];
          expect(armadaAttack.parseAction(JSON.parse(JSON.stringify(action)))).toEqual(action);
          expect(armadaAttack.label(state, action).de.length).toBeGreaterThan(0);
          expect(actionId(action)).toHaveLength(12);
          const events = armadaAttack.decide(state, seat, action, rng);
          if (isViolation(events)) throw new Error(`${events.code} for ${JSON.stringify(action)}`);
          for (const e of events) state = armadaAttack.evolve(state, e.event);
          log.push(...events);
        }
        const replayed = log.reduce((s, e) => armadaAttack.evolve(s, e.event), armadaAttack.initialState());
        expect(replayed).toEqual(state);
        // No public event names a facedown damage card.
        for (const e of log) if (e.event.type === 'DamageCardDealt' && !e.event.payload.faceup) expect(e.visibility.kind).toBe('server');
        const view = armadaAttack.view(state);
        expect(JSON.stringify(view)).not.toContain('"deck"');
      }),
      { numRuns: 300 },
    );
  });
});
