import { refused, when } from '../core/decider.testkit.js';
import type { Emitted } from '../core/game.contract.js';
import { assignmentActions } from './assignment.legal.js';
import { missionData } from './data/cards.data.js';
import { BASE_SET } from './cards/base/manifest.js';
import type { MissionCard } from './cards/card.types.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions, pending } from './rebellion.legal.js';
import type { CombatState } from './rebellion.state.js';
import { EMPIRE, given, REBEL, types } from './rebellion.testkit.js';
import { run } from './combat.testkit.js';

/** Rules of the Rules Reference about cards: action cards, the golden rules, projects, objectives. */


const payloads = (emitted: Emitted[], type: string) => emitted.filter((e) => e.event.type === type).map((e) => e.event.payload);
const stepsBegun = (emitted: Emitted[]) => payloads(emitted, 'CombatStepBegan').map((p) => `${(p as { step: string }).step}:${(p as { turn: string }).turn}`);

describe('rebellion:aktionskarten', () => {
  it('„It Is Your Destiny“ („Spezial“) never comes: the only leader rescued during a mission is the first captive when Capture Rebel Operative takes a second, and no Rebel leader attempts that mission', () => {
    const s = given({
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      assigned: { empire: [{ card: 'capture-rebel-operative', leaders: ['darth-vader'] }] },
      hands: { empire: { actions: ['it-is-your-destiny'] } },
      systems: { naboo: { loyalty: 'empire', units: { 'star-destroyer': 1 } }, hoth: { units: { 'tie-fighter': 1 } } },
      leaders: { 'princess-leia': 'naboo', 'mon-mothma': { at: 'hoth', ring: 'captured' } },
    });
    expect(assignmentActions(given({ hands: { empire: { actions: ['it-is-your-destiny'] } }, phase: 'assignment', turn: 'empire' }), 'empire').some((a) => a.type === 'UseActionCard')).toBe(false);
    // Vader 3 spec-ops dice against Leia's 1: Leia is captured, Mon Mothma rescued during the mission in Vader's system.
    const { emitted, state } = run(s, [EMPIRE, { type: 'RevealMission', slot: 0, leader: 'princess-leia' }, ['hit', 'hit', 'hit', 'blank']]);
    expect(payloads(emitted, 'LeaderRescued')).toEqual([{ leader: 'mon-mothma', to: 'rebel-base' }]);
    expect(payloads(emitted, 'MissionRevealed')[0]).toMatchObject({ faction: 'empire', leaders: ['darth-vader'] });
    expect(legalActions(state, EMPIRE).some((a) => a.type === 'UseActionCard')).toBe(false);
    expect(state.hands.actions.empire).toEqual(['it-is-your-destiny']);
    // No Rebel starting mission rescues a leader or removes an Imperial unit, so no Rebel mission ever rescues one.
    const rebelAbilities = BASE_SET.cards
      .filter((c): c is MissionCard => c.kind === 'mission' && c.faction === 'rebel' && c.effect !== null && missionData(c.id).starting)
      .map((c) => c.effect!.onSuccess.kind);
    expect(rebelAbilities.sort()).toEqual(['arrange-objectives', 'gain-loyalty', 'place-sabotage', 'rapid-mobilization']);
  });

  it('when both sides may use „Gefechtsbeginn“ cards, the active side uses its own first; a card used goes to the box', () => {
    const s = given({
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      systems: { naboo: { loyalty: 'rebel', units: { 'x-wing': 1 } }, sullust: { loyalty: 'empire', units: { 'star-destroyer': 1 } } },
      leaders: { 'general-tagge': 'pool', 'emperor-palpatine': 'naboo', 'princess-leia': 'naboo' },
      hands: { empire: { actions: ['according-to-my-design'] }, rebel: { actions: ['rebel-planning'] } },
    });
    const moved = run(
      s,
      [EMPIRE, { type: 'ActivateSystem', leader: 'general-tagge', system: 'naboo' }],
      [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 }],
      [EMPIRE, { type: 'ConfirmMoves' }],
    );
    expect(stepsBegun(moved.emitted)).toEqual(['start-cards:empire']);
    const used = run(moved.state, [EMPIRE, { type: 'UseActionCard', card: 'according-to-my-design' }]);
    expect(stepsBegun(used.emitted)).toEqual(['start-cards:rebel']);
    expect(used.state.hands.actions.empire).toEqual([]);
    expect(legalActions(used.state, REBEL)).toEqual([{ type: 'FinishCombatCards' }]);
  });
});

describe('rebellion:die-goldenen-regeln', () => {
  it('a card’s „cannot“ is absolute: after No Escape the Rebel cannot retreat, though his Escape Plan lets him retreat without transport', () => {
    const s = given({
      phase: 'command',
      passed: ['empire'],
      systems: {
        naboo: { loyalty: 'empire', units: { 'star-destroyer': 1, stormtrooper: 1 } },
        utapau: { loyalty: 'rebel', units: { 'x-wing': 1, 'rebel-transport': 1, 'rebel-trooper': 1 } },
      },
      leaders: { 'princess-leia': 'pool', 'darth-vader': 'naboo' },
      decks: { tactics: { space: ['space-critical-hit', 'space-no-escape'], ground: ['ground-escape-plan'] } },
    });
    const { emitted, state } = run(
      s,
      [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'naboo' }],
      [REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'x-wing', count: 1 }],
      [REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'rebel-transport', count: 1 }],
      [REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'rebel-trooper', count: 1 }],
      [REBEL, { type: 'ConfirmMoves' }, ['blank']],
      [REBEL, { type: 'EndCombatActions' }, ['blank', 'blank', 'blank']],
      [EMPIRE, { type: 'PlayTactic', card: 'space-no-escape' }],
      [EMPIRE, { type: 'EndCombatActions' }, ['special']],
      [REBEL, { type: 'PlayTactic', card: 'ground-escape-plan', die: 'black' }, ['blank']],
      [EMPIRE, { type: 'EndCombatActions' }],
    );
    expect(types(emitted)).toEqual(expect.arrayContaining(['RetreatForbidden', 'EscapePlanned']));
    expect(state.phase).toMatchObject({ kind: 'combat', round: 1, step: 'retreat', turn: 'empire', noRetreat: ['rebel'], escape: ['rebel'] });
    expect(stepsBegun(emitted)).not.toContain('retreat:rebel');
  });
});

describe('rebellion:projekte', () => {
  it('projects are missions: they count toward the hand limit and go onto the project discard pile', () => {
    const missions = ['capture-rebel-operative', 'gather-intel', 'research-and-development', 'rule-by-fear', 'address-delays', 'carbon-freezing', 'collect-bounty', 'detained', 'display-of-power', 'construct-factory'];
    const s = given({ phase: 'command', passed: ['empire'], hands: { empire: { missions } } });
    const { emitted, state } = run(s, [REBEL, { type: 'Pass' }]);
    expect(payloads(emitted, 'HandLimitApplied')).toEqual([{ excess: { empire: 2, rebel: 0 } }]);
    expect(legalActions(state, EMPIRE)).toContainEqual({ type: 'DiscardMission', mission: 'construct-factory' });
    const discarded = run(state, [EMPIRE, { type: 'DiscardMission', mission: 'construct-factory' }]).state;
    expect(discarded.discards.projects).toEqual(['construct-factory']);
    expect(discarded.discards.missions.empire).toEqual([]);
  });
});

describe('rebellion:zielkarten', () => {
  it('allows at most 1 objective in a combat: after the Death Star Plans destroyed one Death Star, the second plans wait for another combat', () => {
    const s = given({
      phase: 'command',
      passed: ['empire'],
      systems: { naboo: { loyalty: 'empire', units: { 'death-star': 2 } }, utapau: { loyalty: 'rebel', units: { 'x-wing': 2 } } },
      leaders: { 'princess-leia': 'pool' },
      hands: { rebel: { objectives: ['death-star-plans-ii', 'death-star-plans-iii'] } },
    });
    const first = run(
      s,
      [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'naboo' }],
      [REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'x-wing', count: 2 }],
      [REBEL, { type: 'ConfirmMoves' }, ['blank', 'blank']],
      [REBEL, { type: 'EndCombatActions' }, Array(5).fill('blank')],
      [REBEL, { type: 'PlayDeathStarPlans', card: 'death-star-plans-ii', target: 'death-star' }, ['direct-hit', 'blank', 'blank']],
    );
    expect(first.state.units.naboo).toMatchObject({ 'death-star': 1 });
    expect(first.state.objectivesPlayed).toEqual(['death-star-plans-ii']);
    const second = run(first.state, [REBEL, { type: 'DeclineRetreat' }, ['blank', 'blank']], [REBEL, { type: 'EndCombatActions' }, Array(4).fill('blank')]);
    expect((second.state.phase as CombatState).round).toBe(2);
    expect(stepsBegun(second.emitted)).not.toContain('death-star-plans:rebel');
    expect(pending(second.state)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'combat-retreat' })]);
    expect(refused(when(game, second.state, REBEL, { type: 'PlayDeathStarPlans', card: 'death-star-plans-iii', target: 'death-star' })).code).toBe('NOT_YOUR_DECISION');
  });
});
