import { accepted, givenSandbox, when } from '../../../core/decider.testkit.js';
import { armadaGame as game } from '../../game/armada.game.js';
import { endCheck } from '../../game/game.advance.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { objectivePoints } from '../../game/objective.rules.js';
import { deploymentTurns, standardGameWith } from '../objective.testkit.js';
import { superiorPositions } from './superior-positions.card.js';
import { OTHER_FULL_STACKS } from '../upgrade.testkit.js';

/**
 * The Charger s0-1 right behind the Hardcell s1-1 (which stands at
 * (664.4, 764.4) facing seat 0): its bow attacks `zone` of s1-1 at close
 * range with the given dice, declining every defense; the attack is then over.
 */
function attack(objective: string | null, zone: 'rear' | 'side', dice: string[]): { state: ArmadaState; types: string[] } {
  const pose = zone === 'rear' ? { x: 664.4, y: 870, heading: 180 } : { x: 760, y: 764.4, heading: 270 };
  let s: ArmadaState = { ...givenSandbox<ArmadaState>(game, { ships: [{ id: 's0-1', pose, dials: ['navigate'] }, ...OTHER_FULL_STACKS] }, 2), objective };
  const types: string[] = [];
  const step = (seat: number, action: unknown, roll: string[] = []) => {
    const out = accepted(when<ArmadaState>(game, s, seat, action, roll));
    types.push(...out.events.map((e) => e.type));
    s = out.state;
  };
  step(0, { type: 'ActivateShip', ship: 's0-1' });
  step(0, { type: 'KeepCommandDial' });
  const declare = armadaLegalActions(s, 0).find((a) => a.type === 'DeclareShipAttack' && a.zone === 'front' && a.target === 's1-1' && (zone === 'rear' ? a.targetZone === 'rear' : a.targetZone !== 'rear'));
  step(0, declare);
  step(0, { type: 'RollAttackDice' }, dice);
  while (s.attack) {
    const [seat] = game.pending(s).map((p) => p.seat);
    const legal = armadaLegalActions(s, seat);
    const pass = legal.find((a) => ['FinishAttackEffects', 'FinishDefenseTokens', 'SkipCritical', 'DeclineFollowUp'].includes(a.type)) ?? legal[0];
    step(seat, pass);
  }
  return { state: s, types };
}

describe('objective superior-positions', () => {
  it('is played: deployment order, victory token for rear damage, 15 points per token', () => {
    expect(superiorPositions.enforcement).toBe('played');
    expect(superiorPositions.effect!.map((r) => r.kind)).toEqual(['first-player-deploys-all-first', 'victory-token-for-rear-damage', 'score-victory-tokens']);
    expect(superiorPositions.victoryTokenValue).toBe(15);
  });

  it('has the first player deploy all his ships and squadrons before the second deploys any', () => {
    const { state, events } = standardGameWith(superiorPositions);
    expect(state.objective).toBe('superior-positions');
    // The Republic (first player) places 2 ships and 3 squadrons in four turns, then the Separatists theirs in three.
    expect(deploymentTurns(events)).toEqual([0, 0, 0, 1, 1, 1]);
    const deployed = events.filter((e) => e.type === 'ShipDeployed' || e.type === 'SquadronDeployed').map((e) => String(Object.values(e.payload as object)[0]).slice(1, 2));
    expect(deployed.join('')).toMatch(/^0+1+$/);
  });

  it('gives the attacker a victory token when the rear hull zone of an enemy ship suffers damage', () => {
    const { state, types } = attack('superior-positions', 'rear', ['hit', 'hit', 'hit']);
    expect(types.slice(types.indexOf('AttackEnded'))).toContain('VictoryTokenGained');
    expect(state.victoryTokens).toEqual([1, 0]);
    expect(objectivePoints(state, 0)).toBe(15);
    expect(endCheck({ ...state, phase: 'status', round: 6 })!.points).toEqual([15, 0]);
  });

  it('gives nothing for damage to another hull zone, for an attack without damage, or without the objective', () => {
    const side = attack('superior-positions', 'side', ['hit', 'hit', 'hit']);
    expect(side.types).toContain('ShieldsLost');
    expect(side.state.victoryTokens).toEqual([0, 0]);
    expect(attack('superior-positions', 'rear', ['blank', 'blank', 'accuracy']).state.victoryTokens).toEqual([0, 0]);
    expect(attack(null, 'rear', ['hit', 'hit', 'hit']).state.victoryTokens).toEqual([0, 0]);
    expect(attack('opening-salvo', 'rear', ['hit', 'hit', 'hit']).state.victoryTokens).toEqual([0, 0]);
  });
});
