import { accepted, fold, scripted, when } from '../../core/decider.testkit.js';
import type { Emitted, GameEvent } from '../../core/game.contract.js';
import { armadaGame as game } from '../game/armada.game.js';
import { armadaLegalActions } from '../game/game.legal.js';
import type { ArmadaAction, ArmadaState, GameShip } from '../game/game.types.js';

/**
 * Positions for the damage cards' specs: a training game in its ship phase
 * with a Charger (s0-1) and a Hardcell (s1-1) bow to bow at close range.
 */
export const game_ = game;

export function shipPhase(command: 'navigate' | 'repair' | 'concentrate-fire' | 'squadron' = 'concentrate-fire'): ArmadaState {
  let s = fold<ArmadaState>(game, game.setup({ scenario: 'training' }, 2, scripted(['crit'])) as Emitted[]);
  for (const seat of [0, 1])
    for (;;) {
      const legal = armadaLegalActions(s, seat).find((a) => a.type === 'SetCommandDial' && a.command === command);
      if (!legal) break;
      s = accepted(when<ArmadaState>(game, s, seat, legal)).state;
    }
  s = withShip(s, 's0-1', { pose: { x: 250, y: 300, heading: 0 } });
  return withShip(s, 's1-1', { pose: { x: 250, y: 420, heading: 180 } });
}

export function withShip(s: ArmadaState, id: string, change: Partial<GameShip>): ArmadaState {
  return { ...s, ships: s.ships.map((x) => (x.id === id ? { ...x, ...change } : x)) };
}

export const ship = (s: ArmadaState, id: string): GameShip => s.ships.find((x) => x.id === id)!;

/** Answers the open damage-card question with one of its options. */
export function choose(s: ArmadaState, params: Record<string, string>): { state: ArmadaState; events: GameEvent[] } {
  if (!s.prompt) throw new Error('no question is open');
  return act(s, s.prompt.prompt.seat, { type: 'ChooseOption', ...params } as ArmadaAction);
}

export function act(s: ArmadaState, seat: number, action: ArmadaAction, dice: readonly unknown[] = []): { state: ArmadaState; events: GameEvent[] } {
  return accepted(when<ArmadaState>(game, s, seat, action, dice));
}

/** Seat 0 activates s0-1, keeps its dial, and is at the attack step. */
export function atAttack(s: ArmadaState): ArmadaState {
  let t = act(s, 0, { type: 'ActivateShip', ship: 's0-1' }).state;
  t = act(t, 0, { type: 'KeepCommandDial' }).state;
  if (t.activation?.stage === 'commands') t = act(t, 0, { type: 'FinishCommands' }).state;
  return t;
}

/**
 * s0-1 attacks s1-1's bow with two critical faces on the red dice, s1-1
 * without shields, the critical effect resolved: the top card of the deck
 * (`card`) is dealt faceup to s1-1, then the rest facedown.
 */
export function dealFaceupTo1(card: string, setup: (s: ArmadaState) => ArmadaState = (s) => s): { state: ArmadaState; events: GameEvent[] } {
  let s = withShip(shipPhase(), 's1-1', { shields: { front: 0, left: 0, right: 0, rear: 0 } });
  s = setup(s);
  s = { ...s, deck: [card, ...s.deck.filter((c) => c !== card)] };
  s = atAttack(s);
  const events: GameEvent[] = [];
  const step = (seat: number, action: ArmadaAction, dice: readonly unknown[] = []) => {
    const out = act(s, seat, action, dice);
    events.push(...out.events);
    s = out.state;
  };
  step(0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' });
  step(0, { type: 'RollAttackDice' }, ['crit', 'crit', 'hit']);
  step(0, { type: 'FinishAttackEffects' });
  if (armadaLegalActions(s, 1).some((a) => a.type === 'FinishDefenseTokens')) step(1, { type: 'FinishDefenseTokens' });
  step(0, { type: 'ResolveStandardCritical' });
  return { state: s, events };
}
