import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { act, refusal, ship, start } from '../upgrade.testkit.js';
import { swiftReturn } from './swift-return.card.js';

const NEAR = { obstacles: [{ id: 'rock', shape: 'asteroid-1', pose: { x: 150, y: 150, heading: 0 } }] };
const FAR = { obstacles: [{ id: 'rock', shape: 'asteroid-1', pose: { x: 100, y: 750, heading: 0 } }] };
const CHARGER = (upgrades: string[] = ['swift-return']) => ({ id: 's0-1', dials: ['repair'], upgrades });

/** s0-1 reveals a repair dial, keeps it, resolves nothing and makes no attack: the maneuver is next. */
function toManeuver(s: ArmadaState): ArmadaState {
  let t = act(s, 0, { type: 'ActivateShip', ship: 's0-1' }).state;
  t = act(t, 0, { type: 'KeepCommandDial' }).state;
  if (t.activation?.stage === 'commands') t = act(t, 0, { type: 'FinishCommands' }).state;
  if (t.activation?.stage === 'attack') t = act(t, 0, { type: 'FinishAttacks' }).state;
  return t;
}
const withDialEffect = (s: ArmadaState) => armadaLegalActions(s, 0).filter((a) => a.type === 'ExecuteManeuver' && a.dial);

describe('upgrade card swift-return', () => {
  it('is the Consular’s title, a standing rule of the course', () => {
    expect([swiftReturn.slots, swiftReturn.recurrence, swiftReturn.effect[0].when]).toEqual([['title'], null, 'determine-course']);
  });

  it('near an obstacle the ship maneuvers with a navigate dial’s effect though it revealed repair', () => {
    const s = toManeuver(start([CHARGER()], NEAR));
    expect(s.activation?.stage).toBe('maneuver');
    const options = withDialEffect(s);
    expect(options.some((a) => a.type === 'ExecuteManeuver' && a.speedChange === 1)).toBe(true);
    const faster = options.find((a) => a.type === 'ExecuteManeuver' && a.speedChange === 1 && a.course.every((c) => c === 0))!;
    expect(ship(act(s, 0, faster).state, 's0-1').speed).toBe(3);
  });

  it('not beyond distance 2 of an obstacle, not without the card: the dial’s effect is refused', () => {
    expect(withDialEffect(toManeuver(start([CHARGER()], FAR)))).toEqual([]);
    const plain = toManeuver(start([CHARGER([])], NEAR));
    expect(withDialEffect(plain)).toEqual([]);
    const refused = refusal(plain, 0, { type: 'ExecuteManeuver', speedChange: 1, course: [0, 0, 0], side: 'right', dial: true, token: false });
    expect(refused).toMatchObject({ code: 'NO_NAVIGATE_DIAL', rule: 'armada:navigieren' });
  });
});
