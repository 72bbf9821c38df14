import { accepted, givenSandbox, when } from '../../core/decider.testkit.js';
import type { Prompt } from '../../core/prompts/prompt.types.js';
import { armadaGame as game } from '../game/armada.game.js';
import { armadaLegalActions } from '../game/game.legal.js';
import type { ArmadaState } from '../game/game.types.js';
import { OTHER_FULL_STACKS } from './upgrade.testkit.js';

/** The sandbox with the Charger s0-1 right behind the Hardcell s1-1 (rear hull zone at close range), under `objective`; `s11` adds to s1-1, `deck` is the damage deck. */
export function sandboxWith(objective: string | null, s11: object = {}, deck: string[] = []): ArmadaState {
  const ships = [{ id: 's0-1', pose: { x: 664.4, y: 870, heading: 180 }, dials: ['navigate'] }, ...OTHER_FULL_STACKS.map((x) => (x.id === 's1-1' ? { ...x, ...s11 } : x))];
  const s = givenSandbox<ArmadaState>(game, { ships, damageDeck: deck }, 2);
  return { ...s, objective };
}

export interface AttackRun {
  readonly state: ArmadaState;
  readonly types: string[];
  /** Every question an objective or card asked during the attack. */
  readonly prompts: Prompt[];
  /** The attack pool's dice when the attacker's effects were done. */
  readonly pool: { color: string; face: string }[];
}

/**
 * s0-1 activates and attacks s1-1 with its bow at the given dice; each
 * question is answered by `answer` (an action and the dice it rolls), every
 * other step declines; the attack is then over.
 */
export function attackS1(start: ArmadaState, dice: string[], answer: (p: Prompt, s: ArmadaState) => { action: unknown; roll?: string[] }): AttackRun {
  let s = start;
  const types: string[] = [];
  const prompts: Prompt[] = [];
  let pool: { color: string; face: string }[] = [];
  const step = (seat: number, action: unknown, roll: string[] = []) => {
    const out = accepted(when<ArmadaState>(game, s, seat, action, roll));
    types.push(...out.events.map((e) => e.type));
    s = out.state;
  };
  step(0, { type: 'ActivateShip', ship: 's0-1' });
  step(0, { type: 'KeepCommandDial' });
  step(0, armadaLegalActions(s, 0).find((a) => a.type === 'DeclareShipAttack' && a.zone === 'front' && a.target === 's1-1'));
  step(0, { type: 'RollAttackDice' }, dice);
  while (s.attack) {
    if (s.prompt) {
      prompts.push(s.prompt.prompt);
      const { action, roll } = answer(s.prompt.prompt, s);
      step(s.prompt.prompt.seat, action, roll ?? []);
      continue;
    }
    const [seat] = game.pending(s).map((p) => p.seat);
    const legal = armadaLegalActions(s, seat);
    const pass = legal.find((a) => ['FinishAttackEffects', 'FinishDefenseTokens', 'SkipCritical', 'DeclineFollowUp'].includes(a.type)) ?? legal[0];
    if (pass?.type === 'FinishAttackEffects') pool = s.attack.attacks[s.attack.attacks.length - 1].dice.map((d) => ({ color: d.color, face: d.face }));
    step(seat, pass);
  }
  return { state: s, types, prompts, pool };
}
