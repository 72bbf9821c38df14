import { refused, when } from '../core/decider.testkit.js';
import type { Emitted } from '../core/game.contract.js';
import { queueOptions } from './assignment-card.decide.js';
import { deployPlaces } from './board.query.js';
import { afterLoyaltyGain } from './loyalty.rules.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions, pending } from './rebellion.legal.js';
import type { CombatState, RebellionState } from './rebellion.state.js';
import { EMPIRE, given, play, REBEL, types } from './rebellion.testkit.js';
import { run } from './combat.testkit.js';

/** Rules of a destroyed system (the project „Superlaser einsatzbereit“ that destroys one is a later card: positions start after it). */


const no = (s: RebellionState, seat: number, action: object) => refused(when(game, s, seat, action));
const payloads = (emitted: Emitted[], type: string) => emitted.filter((e) => e.event.type === type).map((e) => e.event.payload);
const destroy = (at: string, unit: string) => ({ type: 'DestroyExcessUnit', at, unit });

describe('rebellion:zerstoerte-systeme', () => {
  it('given a system just destroyed, the Empire destroys its units beyond its ships’ capacity there, choosing which, before anything else; leaders stay', () => {
    // An assault carrier carries 4: 3 stormtroopers and 2 AT-STs are 1 too many. The Rebel troopers have no ship at all.
    const s = given({
      systems: { naboo: { destroyed: true, units: { 'assault-carrier': 1, stormtrooper: 3, 'at-st': 2, 'rebel-trooper': 2 } } },
      leaders: { 'darth-vader': 'naboo', 'princess-leia': 'naboo', 'mon-mothma': 'pool', 'emperor-palpatine': 'pool' },
    });
    expect(pending(s)).toEqual([expect.objectContaining({ seat: EMPIRE, decision: 'destroy-excess' })]);
    expect(legalActions(s, EMPIRE)).toEqual([destroy('naboo', 'stormtrooper'), destroy('naboo', 'at-st')]);
    expect(legalActions(s, REBEL)).toEqual([]);
    expect(no(s, REBEL, { type: 'FinishAssignment' })).toMatchObject({ code: 'NOT_YOUR_DECISION', rule: 'rebellion:zerstoerte-systeme' });
    expect(no(s, EMPIRE, destroy('naboo', 'assault-carrier'))).toMatchObject({ code: 'EXCESS_UNIT_CANNOT_BE_DESTROYED_SO', rule: 'rebellion:zerstoerte-systeme' });

    const { emitted, state } = run(s, [EMPIRE, destroy('naboo', 'at-st')]);
    // The Rebel troopers leave nothing to choose: all of them go at once.
    expect(payloads(emitted, 'UnitsDestroyed')).toEqual([
      { faction: 'empire', at: 'naboo', units: { 'at-st': 1 } },
      { faction: 'rebel', at: 'naboo', units: { 'rebel-trooper': 2 } },
    ]);
    expect(state.units.naboo).toEqual({ 'assault-carrier': 1, stormtrooper: 3, 'at-st': 1 });
    expect([state.leaders['darth-vader']!.location, state.leaders['princess-leia']!.location]).toEqual([
      { kind: 'system', system: 'naboo' },
      { kind: 'system', system: 'naboo' },
    ]);
    expect(pending(state)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'assignment' })]);
  });

  it('lets ground units move into a destroyed system, which is neither subjugated nor gains loyalty', () => {
    const s = given({
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      systems: { naboo: { destroyed: true }, sullust: { loyalty: 'empire', units: { 'star-destroyer': 1, stormtrooper: 3 } } },
      leaders: { 'darth-vader': 'pool', 'princess-leia': 'pool' },
    });
    const { emitted, state } = run(
      s,
      [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'naboo' }],
      [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 }],
      [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'stormtrooper', count: 3 }],
      [EMPIRE, { type: 'ConfirmMoves' }],
    );
    expect(state.units.naboo).toEqual({ 'star-destroyer': 1, stormtrooper: 3 });
    expect(types(emitted)).not.toContain('SystemSubjugated');
    expect(state.systems.naboo).toEqual({ loyalty: null, subjugated: false, sabotaged: false, destroyed: true });
    expect(afterLoyaltyGain(state, 'empire', 'naboo', 2)).toBeNull();
  });

  describe('ships leaving a destroyed system', () => {
    // 10 capacity for 8 units needing transport; Sullust next door holds a Rebel X-wing.
    const holding = () =>
      run(
        given({
          phase: 'command',
          turn: 'empire',
          passed: ['rebel'],
          systems: {
            naboo: { destroyed: true, units: { 'star-destroyer': 1, 'assault-carrier': 1, 'tie-fighter': 2, stormtrooper: 4, 'at-st': 2 } },
            sullust: { loyalty: 'rebel', units: { 'x-wing': 1 } },
          },
          leaders: { 'darth-vader': 'pool', 'princess-leia': 'pool' },
        }),
        [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'sullust' }],
      ).state;

    it('leave the units beyond the remaining capacity to be destroyed, the mover choosing which, before the combat they move into', () => {
      const moved = run(holding(), [EMPIRE, { type: 'MoveUnits', from: 'naboo', unit: 'star-destroyer', count: 1 }], [EMPIRE, { type: 'ConfirmMoves' }]);
      expect(types(moved.emitted)).toEqual(['UnitsMoving', 'MovesConfirmed']);
      expect(legalActions(moved.state, EMPIRE)).toEqual([destroy('naboo', 'tie-fighter'), destroy('naboo', 'stormtrooper'), destroy('naboo', 'at-st')]);
      const chosen = run(
        moved.state,
        [EMPIRE, destroy('naboo', 'at-st')],
        [EMPIRE, destroy('naboo', 'at-st')],
        [EMPIRE, destroy('naboo', 'tie-fighter')],
      );
      expect(types(chosen.emitted)).not.toContain('CombatBegan');
      const last = run(chosen.state, [EMPIRE, destroy('naboo', 'tie-fighter')]);
      expect(types(last.emitted).slice(0, 2)).toEqual(['UnitsDestroyed', 'CombatBegan']);
      expect(last.state.units.naboo).toEqual({ 'assault-carrier': 1, stormtrooper: 4 });
    });

    it('with no ship left there, take every unit needing transport with them: nothing to choose', () => {
      const { emitted, state } = run(
        holding(),
        [EMPIRE, { type: 'MoveUnits', from: 'naboo', unit: 'star-destroyer', count: 1 }],
        [EMPIRE, { type: 'MoveUnits', from: 'naboo', unit: 'assault-carrier', count: 1 }],
        [EMPIRE, { type: 'ConfirmMoves' }],
      );
      expect(types(emitted).slice(2, 5)).toEqual(['MovesConfirmed', 'UnitsDestroyed', 'CombatBegan']);
      expect(payloads(emitted, 'UnitsDestroyed')[0]).toEqual({ faction: 'empire', at: 'naboo', units: { 'tie-fighter': 2, stormtrooper: 4, 'at-st': 2 } });
      expect(state.units.naboo).toEqual({});
    });
  });

  describe('a combat in a destroyed system', () => {
    // The Rebel attacks from Utapau with a Mon Calamari cruiser carrying 2 troopers; the Empire has no leader in play.
    const attacked = () =>
      run(
        given({
          phase: 'command',
          passed: ['empire'],
          systems: {
            naboo: { destroyed: true, units: { 'star-destroyer': 1, 'assault-carrier': 1, 'tie-fighter': 2, stormtrooper: 5 } },
            utapau: { loyalty: 'rebel', units: { 'mon-calamari-cruiser': 1, 'rebel-trooper': 2 } },
          },
          leaders: { 'princess-leia': 'pool' },
        }),
        [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'naboo' }],
        [REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'mon-calamari-cruiser', count: 1 }],
        [REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'rebel-trooper', count: 2 }],
        [REBEL, { type: 'ConfirmMoves' }, ['hit', 'hit', 'blank']],
        [REBEL, { type: 'EndCombatActions' }],
      );
    const carrier = (pending: number) => ({ unit: 'assault-carrier', markers: 0, pending });
    /** The Rebel's two red hits destroy the carrier; the Empire's 7 dice miss. */
    const carrierLost = () =>
      run(
        attacked().state,
        [REBEL, { type: 'AssignDamage', die: { colour: 'red', face: 'hit' }, target: carrier(0) }],
        [REBEL, { type: 'AssignDamage', die: { colour: 'red', face: 'hit' }, target: carrier(1) }, Array(7).fill('blank')],
      );

    it('fights the space battle as usual but no ground battle, and no ground battle is won there', () => {
      const { emitted } = attacked();
      expect(payloads(emitted, 'CombatBegan')[0]).toMatchObject({ system: 'naboo', present: { space: ['empire', 'rebel'], ground: [] } });
      const { emitted: rest } = carrierLost();
      expect(payloads([...emitted, ...rest], 'AttackDiceRolled').map((p) => (p as { theater: string }).theater)).toEqual(['space', 'space']);
    });

    it('destroys the units a lost carrier leaves beyond the capacity there at the end of the battle step, the owner choosing which, before the combat goes on', () => {
      const { emitted, state } = carrierLost();
      expect(payloads(emitted, 'UnitsDestroyed')).toEqual([{ faction: 'empire', at: 'naboo', units: { 'assault-carrier': 1 } }]);
      expect((state.phase as CombatState).step).toBe('excess');
      expect(pending(state)).toEqual([expect.objectContaining({ seat: EMPIRE, decision: 'destroy-excess' })]);
      expect(legalActions(state, EMPIRE)).toEqual([destroy('naboo', 'tie-fighter'), destroy('naboo', 'stormtrooper')]);
      expect(no(state, REBEL, { type: 'DeclineRetreat' }).code).toBe('NOT_YOUR_DECISION');
      const chosen = run(state, [EMPIRE, destroy('naboo', 'stormtrooper')]);
      expect(chosen.state.units.naboo).toEqual({ 'star-destroyer': 1, 'tie-fighter': 2, stormtrooper: 4, 'mon-calamari-cruiser': 1, 'rebel-trooper': 2 });
      expect(chosen.state.phase).toMatchObject({ kind: 'combat', step: 'retreat', turn: 'rebel' });
    });

    it('destroys the units needing transport that a retreat leaves without a ship there', () => {
      const retreating = run(carrierLost().state, [EMPIRE, destroy('naboo', 'stormtrooper')], [REBEL, { type: 'Retreat', leader: 'princess-leia', to: 'utapau' }]);
      expect(legalActions(retreating.state, REBEL).map((a) => a.type === 'RetreatUnits' && a.count)).toEqual([1, 2, false]);
      const { emitted, state } = run(retreating.state, [REBEL, { type: 'ConfirmRetreat' }]);
      expect(payloads(emitted, 'UnitsDestroyed')).toEqual([{ faction: 'rebel', at: 'naboo', units: { 'rebel-trooper': 2 } }]);
      expect(payloads(emitted, 'BattleDecided')).toEqual([{ theater: 'space', winner: 'empire' }]);
      expect(state.units.utapau).toEqual({ 'mon-calamari-cruiser': 1 });
    });
  });

  it('has no resource icons: Temporary Alliance builds nothing there, nothing deploys there, Build Alliance cannot go there', () => {
    const s = given({ systems: { naboo: { destroyed: true } }, hands: { rebel: { actions: ['temporary-alliance'] } } });
    expect(queueOptions(s, 'rebel', 'naboo')).toEqual([{ picks: [], units: [] }]);
    expect(legalActions(s, REBEL)).toContainEqual({ type: 'UseActionCard', card: 'temporary-alliance', system: 'naboo' });
    expect(deployPlaces(s, 'rebel')).toEqual(['rebel-base']);
    const assigned = given({ phase: 'command', systems: { naboo: { destroyed: true } }, assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] } });
    expect(legalActions(assigned, REBEL)).not.toContainEqual({ type: 'RevealMission', slot: 0, system: 'naboo' });
  });

  it('rebellion:siegbedingungen: lets the Empire win in the destroyed system of a hidden base once its units stand there and no Rebel unit does', () => {
    const s = given({
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      rebelBase: { system: 'naboo' },
      systems: { naboo: { destroyed: true }, sullust: { loyalty: 'empire', units: { 'star-destroyer': 1 } } },
      leaders: { 'darth-vader': 'pool', 'princess-leia': 'pool' },
    });
    const state = play(
      s,
      [EMPIRE, { type: 'ActivateSystem', leader: 'darth-vader', system: 'naboo' }],
      [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 }],
      [EMPIRE, { type: 'ConfirmMoves' }],
    );
    expect(state.ended).toEqual({ winner: 'empire', reason: 'base-occupied' });
    expect(state.base.revealed).toBe(false);
  });
});
