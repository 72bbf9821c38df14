import { fold, scripted } from '../../core/decider.testkit.js';
import type { Emitted } from '../../core/game.contract.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { SeededRng } from '../../core/rng.random.js';
import { armadaGame as game } from './armada.game.js';
import type { ArmadaState } from './game.types.js';

const rng = new SeededRng('armada-input-fuzz');
const ATOMS: unknown[] = [null, true, 0, -1, 1.5, 1e9, '', 's0-1', 'q1-2', 'front', 'navigate', 'left', [], {}, '__proto__', NaN];
const TYPES = ['SetCommandDial', 'ActivateShip', 'ExecuteManeuver', 'MoveSquadron', 'PlaceDisplacedSquadron', 'DeclareShipAttack', 'SpendRepair', 'ChooseOption', 'PassChoice', 'RollAttackDice', 'PassWithToken', 'Nope'];
const KEYS = ['ship', 'command', 'course', 'side', 'speedChange', 'dial', 'token', 'x', 'y', 'squadron', 'zone', 'target', 'targetZone', 'source', 'effect', 'ships', 'obstacles', 'damageDeck', 'round', 'passTokens', 'pose', 'dials'];

function junk(depth = 0): unknown {
  const pick = rng.int(depth > 2 ? 1 : 3);
  if (pick === 0) return ATOMS[rng.int(ATOMS.length)];
  if (pick === 1) return Array.from({ length: rng.int(4) }, () => junk(depth + 1));
  return Object.fromEntries(Array.from({ length: rng.int(4) }, () => [KEYS[rng.int(KEYS.length)], junk(depth + 1)]));
}

describe('armada: input that is not what the game takes never throws', () => {
  const start = fold<ArmadaState>(game, game.setup({ scenario: 'training' }, 2, scripted(['crit'])) as Emitted[]);

  it('500 random actions are parsed or refused with a code, and refused actions change nothing', () => {
    for (let i = 0; i < 500; i++) {
      const raw = { ...(junk() as object), type: TYPES[rng.int(TYPES.length)] };
      const action = game.parseAction(raw);
      if (isViolation(action)) {
        expect(action.code).toMatch(/^[A-Z_]+$/);
        continue;
      }
      const out = game.decide(start, rng.int(2), action, scripted([]));
      if (isViolation(out)) expect(out.messages.de).not.toBe(out.messages.en);
    }
  });

  it('500 random sandbox positions are refused with a code or give a playable game', () => {
    let playable = 0;
    for (let i = 0; i < 500; i++) {
      const events = game.sandbox(junk(), { scenario: 'training' }, 2);
      if (isViolation(events)) {
        expect(['INVALID_SANDBOX_POSITION', 'ARMADA_MALFORMED_INPUT']).toContain(events.code);
        continue;
      }
      const s = fold<ArmadaState>(game, events);
      expect(game.pending(s).length).toBeGreaterThan(0);
      playable++;
    }
    expect(playable).toBeGreaterThan(0);
  });
});
