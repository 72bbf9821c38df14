import { accepted, givenSandbox, refused, when } from '../../core/decider.testkit.js';
import { redactFor } from '../../core/event.redact.js';
import { seatViewer } from '../../core/visibility.view.js';
import { RULE } from '../rules.cite.js';
import { armadaGame as game } from './armada.game.js';
import { armadaLegalActions } from './game.legal.js';
import type { ArmadaAction, ArmadaState } from './game.types.js';
import { OTHER_FULL_STACKS } from '../cards/upgrade.testkit.js';

/** The Charger s0-1 at (250, 150) flying straight at speed 2 onto `obstacle` (it ends near y = 287). */
function flyOnto(shape: string, s01: object = {}, deck: string[] = []) {
  let s = givenSandbox<ArmadaState>(game, { damageDeck: deck, ships: [{ id: 's0-1', dials: ['navigate'], ...s01 }, ...OTHER_FULL_STACKS], obstacles: [{ id: 'o1', shape, pose: { x: 250, y: 290, heading: 0 } }] }, 2);
  s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
  s = accepted(when<ArmadaState>(game, s, 0, { type: 'TakeCommandToken' })).state;
  return accepted(when<ArmadaState>(game, s, 0, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'right', dial: false, token: false }));
}
const ship = (s: ArmadaState, id: string) => s.ships.find((x) => x.id === id)!;
const choose = (s: ArmadaState, params: Record<string, string>) => accepted(when<ArmadaState>(game, s, s.prompt!.prompt.seat, { type: 'ChooseOption', ...params } as ArmadaAction));

describe('armada: obstacles by final position (seed "HINDERNISSE")', () => {
  it('an asteroid field deals 1 faceup damage card', () => {
    const out = flyOnto('asteroid-1', {}, ['blinded-gunners']);
    expect(out.events).toContainEqual({ type: 'ObstacleOverlapped', payload: { ship: 's0-1', obstacle: 'o1', type: 'asteroid' } });
    expect(out.events).toContainEqual({ type: 'FaceupDamageDealt', payload: { ship: 's0-1', card: 'blinded-gunners', cause: 'asteroid' } });
    expect(ship(out.state, 's0-1').faceupDamage).toEqual(['blinded-gunners']);
  });

  it('a debris field: 2 damage to one hull zone of the owner’s choice, shields first', () => {
    const out = flyOnto('debris-1');
    expect(out.state.prompt?.prompt).toMatchObject({ seat: 0, rule: RULE.hindernisse, source: 'obstacle:debris' });
    // Both players see the table's obstacles and the open question.
    const view = game.view(out.state, seatViewer(1)) as { obstacles: { id: string }[]; question: { seat: number } | null };
    expect([view.obstacles.map((o) => o.id), view.question?.seat]).toEqual([['o1'], 0]);
    const front = choose(out.state, { zone: 'front' }).state;
    expect([ship(front, 's0-1').shields.front, ship(front, 's0-1').facedownDamage.length]).toEqual([0, 0]);
    const rear = choose(out.state, { zone: 'rear' }).state;
    expect([ship(rear, 's0-1').shields.rear, ship(rear, 's0-1').facedownDamage.length]).toEqual([0, 1]);
    expect([rear.activation, rear.turn]).toEqual([null, 1]);
  });

  it('the station: the owner may discard one damage card, a facedown one unseen', () => {
    const out = flyOnto('station', { facedownDamage: 1, faceupDamage: ['power-failure'] }, ['crew-panic']);
    expect(armadaLegalActions(out.state, 0)).toEqual([
      { type: 'ChooseOption', faceup: 'true', index: '0' },
      { type: 'ChooseOption', faceup: 'false', index: '0' },
      { type: 'PassChoice' },
    ]);
    const done = choose(out.state, { faceup: 'false', index: '0' });
    expect(ship(done.state, 's0-1').facedownDamage).toEqual([]);
    expect(done.state.discard).toEqual(['crew-panic']);
    const repaired = done.emitted.find((e) => e.event.type === 'DamageCardRepairedAtStation')!;
    expect(redactFor(repaired, seatViewer(1)).payload).toEqual({ ship: 's0-1', faceup: false, index: 0 });
    const kept = accepted(when<ArmadaState>(game, out.state, 0, { type: 'PassChoice' } as ArmadaAction)).state;
    expect(ship(kept, 's0-1').faceupDamage).toEqual(['power-failure']);
  });

  it('an obstacle between attacker and defender obstructs: the attacker first removes a die', () => {
    let s = givenSandbox<ArmadaState>(
      game,
      {
        ships: [{ id: 's0-1', dials: ['concentrate-fire'], pose: { x: 250, y: 300, heading: 0 } }, { ...OTHER_FULL_STACKS[2], pose: { x: 250, y: 500, heading: 180 } }, ...OTHER_FULL_STACKS.filter((x) => x.id !== 's1-1')],
        obstacles: [{ id: 'o1', shape: 'asteroid-2', pose: { x: 250, y: 400, heading: 0 } }],
      },
      2,
    );
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'KeepCommandDial' })).state;
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' })).state;
    expect(s.attack?.attacks[0]).toMatchObject({ obstructed: true, step: 'obstruction' });
    expect(armadaLegalActions(s, 0).map((a) => a.type)).toEqual(['RemoveObstructedDie', 'RemoveObstructedDie']);
    expect(refused(when<ArmadaState>(game, s, 0, { type: 'RollAttackDice' })).code).toBe('ACTION_NOT_ALLOWED_NOW');
    // Found by a random game: Point-Defense Failure took the pool's last die, so there is none left to remove for obstruction.
    const record = s.attack!.attacks[0];
    const single: ArmadaState = { ...s, attack: { ...s.attack!, attacks: [{ ...record, pool: { red: 1, blue: 0, black: 0 } }] } };
    const emptied = game.evolve(single, { type: 'AttackDieRemovedByCard', payload: { ship: 's0-1', card: 'point-defense-failure', color: 'red' } });
    expect(emptied.attack!.attacks[0]).toMatchObject({ step: 'roll', pool: { red: 0, blue: 0, black: 0 } });
    expect(armadaLegalActions(emptied, 0)).toEqual([{ type: 'RollAttackDice' }]);
  });

  it('a squadron ending on the station recovers 1 hull point', () => {
    let s = givenSandbox<ArmadaState>(
      game,
      {
        ships: [{ id: 's0-1', dials: ['navigate'], tokens: ['squadron'] }, ...OTHER_FULL_STACKS],
        squadrons: [{ id: 'q0-1', hull: 2 }],
        obstacles: [{ id: 'st', shape: 'station', pose: { x: 360, y: 400, heading: 0 } }],
      },
      2,
    );
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'KeepCommandDial' })).state;
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateSquadronByCommand', squadron: 'q0-1', source: 'token' })).state;
    const out = accepted(when<ArmadaState>(game, s, 0, { type: 'MoveSquadron', x: 360, y: 400 }));
    expect(out.events).toContainEqual({ type: 'SquadronRepairedAtStation', payload: { squadron: 'q0-1', hull: 3 } });
  });
});
