import { accepted, fold, refused, scripted, when } from '../../../core/decider.testkit.js';
import type { Emitted } from '../../../core/game.contract.js';
import { isViolation } from '../../../core/rule-violation.error.js';
import { armadaGame as game } from '../../game/armada.game.js';
import type { ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { hyperspaceRings } from './hyperspace-rings.card.js';

/** Republic with Hyperspace Rings on the Charger (squadron value 1): one squadron may deploy with Scout. */
const REPUBLIC = {
  ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi'] }, { ship: 'consular-class-charger-c70', upgrades: ['hyperspace-rings'] }],
  squadrons: [{ squadron: 'v-19-torrent-squadron', count: 3 }],
  objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory'],
};
const SEPARATISTS = {
  ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['count-dooku'] }],
  squadrons: [{ squadron: 'vulture-class-droid-fighter-squadron', count: 3 }],
  objectives: ['most-wanted', 'fire-lanes', 'intel-sweep'],
};

const act = (s: ArmadaState, seat: number, action: unknown) => accepted(when<ArmadaState>(game, s, seat, action));
const refusal = (s: ArmadaState, seat: number, action: unknown) => refused(when<ArmadaState>(game, s, seat, action));

/** The full setup up to its first deployment turn, seat 0's, with no model placed yet. */
function toDeployment(republic: object = REPUBLIC): ArmadaState {
  const opts = game.parseOptions({ scenario: 'standard', format: 'starter', cardsWithoutEffect: 'refuse' }, 2);
  if (isViolation(opts)) throw new Error(opts.code);
  let s = fold<ArmadaState>(game, game.setup(opts, 2, scripted()) as Emitted[]);
  s = act(s, 0, { type: 'SubmitFleet', fleet: republic }).state;
  s = act(s, 1, { type: 'SubmitFleet', fleet: SEPARATISTS }).state;
  s = act(s, 1, { type: 'ChooseFirstPlayer', firstPlayer: 0 }).state;
  s = act(s, 0, { type: 'ChooseObjective', objective: s.fleets![1].objectives[0] }).state;
  while (s.setup?.step === 'obstacles') s = act(s, s.setup.placer, game.legalActions(s, s.setup.placer)[0]).state;
  return s;
}

/** Then the Acclamator (y 90) and the Munificent (y 830) stand, and seat 0 deploys squadrons. */
function toSquadrons(republic: object = REPUBLIC): ArmadaState {
  let s = toDeployment(republic);
  s = act(s, 0, { type: 'DeployShip', ship: 's0-1', x: 457, y: 90, heading: 0, speed: 2 }).state;
  return act(s, 1, { type: 'DeployShip', ship: 's1-1', x: 457, y: 830, heading: 180, speed: 1 }).state;
}

/** A spot in the middle of the table: beyond distance 2 of the Acclamator, beyond distance 3 of the Munificent, on no obstacle of this setup. */
const FAR = (s: ArmadaState) => game.legalActions(s, 0).find((a) => a.type === 'DeploySquadron' && (a as { y: number }).y >= 350 && (a as { y: number }).y <= 500) as { type: 'DeploySquadron'; squadron: string; x: number; y: number };

describe('upgrade card hyperspace-rings', () => {
  it('is the Republic’s offensive retrofit, a standing rule of the deployment', () => {
    expect([hyperspaceRings.slots, hyperspaceRings.effect]).toEqual([['offensive-retrofit'], [{ when: 'deployment', exhaust: false, steps: [{ op: 'grant-scout' }] }]]);
  });

  it('a list with it is accepted under the default refuse, and the grid offers Scout spots away from friendly ships', () => {
    const s = toSquadrons();
    const far = FAR(s);
    expect(far).toBeDefined();
    const out = act(s, 0, far);
    expect(out.events).toContainEqual({ type: 'SquadronDeployed', payload: { squadron: far.squadron, position: { x: far.x, y: far.y }, scout: true } });
    expect(out.state.setup!.scouts).toEqual([far.squadron]);
  });

  it('Scout keeps beyond distance 3 of enemy ships, and the Charger’s squadron value 1 grants it once', () => {
    const s = toSquadrons();
    const close = refusal(s, 0, { type: 'DeploySquadron', squadron: 'q0-1', x: 457, y: 700 });
    expect([close.code, close.rule]).toEqual(['SCOUT_TOO_CLOSE_TO_ENEMY_SHIP', RULE.vollstaendigerSpielaufbau]);
    expect(close.messages.de).toContain('Entfernung 3');
    const far = FAR(s);
    const once = act(s, 0, far).state;
    const second = refusal(once, 0, { type: 'DeploySquadron', squadron: 'q0-2', x: far.x + 100, y: far.y });
    expect(second.code).toBe('SQUADRON_NOT_NEAR_FRIENDLY_SHIP');
    expect(game.legalActions(once, 0).filter((a) => a.type === 'DeploySquadron' && (a as { y: number }).y >= 350 && (a as { y: number }).y <= 500)).toEqual([]);
  });

  it('a turn that opens with a Scout squadron before any friendly ship stands passes when no second squadron may stand anywhere (seed step 6; found by playout armada-7)', () => {
    const s = toDeployment();
    const far = FAR(s);
    expect(far).toBeDefined();
    const out = act(s, 0, far);
    expect(out.events).toContainEqual({ type: 'DeploymentTurnPassed', payload: { turn: 1 } });
    expect(out.state.setup!.placer).toBe(1);
    expect(game.legalActions(out.state, 1).length).toBeGreaterThan(0);
  });

  it('without the card no squadron deploys away from friendly ships', () => {
    const plain = { ...REPUBLIC, ships: [REPUBLIC.ships[0], { ship: 'consular-class-charger-c70' }] };
    const s = toSquadrons(plain);
    expect(FAR(s)).toBeUndefined();
    expect(refusal(s, 0, { type: 'DeploySquadron', squadron: 'q0-1', x: 457, y: 450 }).code).toBe('SQUADRON_NOT_NEAR_FRIENDLY_SHIP');
  });
});
