import { redactFor } from '../core/event.redact.js';
import type { Emitted } from '../core/game.contract.js';
import { PUBLIC, seatViewer, SPECTATOR } from '../core/visibility.view.js';
import { at, combatOf, confirm, drive, imperialAttack, no, payloads, run } from './combat.testkit.js';
import { legalActions, pending } from './rebellion.legal.js';
import { EMPIRE, given, REBEL, types } from './rebellion.testkit.js';
import { view } from './rebellion.view.js';
describe('rebellion:gefecht', () => {
  it('begins when units move into a system with enemy units in the same theater; only theaters where both sides have units fight', () => {
    const start = imperialAttack({ naboo: { units: { 'x-wing': 1, 'rebel-trooper': 1 } }, sullust: { units: { 'star-destroyer': 1 } } }, [['star-destroyer', 1]]);
    const { emitted, state } = drive(start, confirm, ['blank', 'blank', 'blank', 'blank'], at('retreat'));
    expect(emitted.find((e) => e.event.type === 'CombatBegan')!.event.payload).toEqual({
      system: 'naboo',
      active: 'empire',
      from: ['sullust'],
      present: { space: ['empire', 'rebel'], ground: ['rebel'] },
    });
    expect(payloads(emitted, 'AttackDiceRolled').map((p) => (p as { theater: string }).theater)).toEqual(['space', 'space']);
    expect(combatOf(state)).toMatchObject({ round: 1, step: 'retreat', turn: 'empire' });
  });

  it('step 1: a side without a leader with tactic values may add one from its pool, the active side first', () => {
    const start = imperialAttack(
      {
        naboo: { units: { 'x-wing': 1 } },
        sullust: { units: { 'star-destroyer': 1 } },
        leaders: { 'general-tagge': 'pool', 'darth-vader': 'pool', 'mon-mothma': 'naboo', 'jan-dodonna': 'pool' },
      },
      [['star-destroyer', 1]],
    );
    const { state } = run(start, confirm);
    expect(pending(state)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'combat-add-leader' })]);
    expect(legalActions(state, REBEL)).toEqual([{ type: 'AddCombatLeader', leader: 'jan-dodonna' }, { type: 'DeclineCombatLeader' }]);
    const added = run(state, [REBEL, { type: 'AddCombatLeader', leader: 'jan-dodonna' }, ['blank', 'blank', 'blank']]);
    expect(added.state.leaders['jan-dodonna']!.location).toEqual({ kind: 'system', system: 'naboo' });
    // Step 2: Tagge's space value 1 gives 1 space tactic card; Dodonna's 2 gives 2.
    expect(payloads(added.emitted, 'TacticCardsDrawn').map((p) => [(p as { faction: string }).faction, (p as { cards: unknown[] }).cards.length])).toEqual([
      ['empire', 1],
      ['rebel', 2],
    ]);
    const drawn = added.emitted.find((e) => e.event.type === 'TacticCardsDrawn' && (e.event.payload as { faction: string }).faction === 'rebel')!;
    expect(redactFor(drawn, seatViewer(EMPIRE)).payload).toEqual({ faction: 'rebel', theater: 'space', count: 2 });
  });

  it('„Gefechtsbeginn“: According to My Design makes the Rebel roll 1 red and 2 black dice fewer in the first round; More Dangerous Than You Realize draws 3 tactic cards', () => {
    const start = imperialAttack(
      {
        naboo: { units: { 'mon-calamari-cruiser': 2 } },
        sullust: { units: { 'star-destroyer': 1 } },
        leaders: { 'general-tagge': 'pool', 'emperor-palpatine': 'naboo' },
        hands: { empire: { actions: ['according-to-my-design', 'more-dangerous-than-you-realize'] } },
      },
      [['star-destroyer', 1]],
    );
    const { state } = run(start, confirm);
    expect(legalActions(state, EMPIRE)).toEqual([
      { type: 'UseActionCard', card: 'according-to-my-design' },
      { type: 'UseActionCard', card: 'more-dangerous-than-you-realize', theater: 'space' },
      { type: 'UseActionCard', card: 'more-dangerous-than-you-realize', theater: 'ground' },
      { type: 'FinishCombatCards' },
    ]);
    const used = run(state, [EMPIRE, { type: 'UseActionCard', card: 'more-dangerous-than-you-realize', theater: 'space' }], [EMPIRE, { type: 'UseActionCard', card: 'according-to-my-design' }, ['blank', 'blank', 'blank']]);
    expect(payloads(used.emitted, 'TacticCardsDrawn')[0]).toMatchObject({ faction: 'empire', theater: 'space', cards: expect.any(Array) });
    expect((payloads(used.emitted, 'TacticCardsDrawn')[0] as { cards: unknown[] }).cards).toHaveLength(3);
    expect(used.state.hands.actions.empire).toEqual([]);
    // 2 cruisers: 4 red and 2 black, 1 red and 2 black fewer in the first round.
    const rebelDice = drive(used.state, [EMPIRE, { type: 'EndCombatActions' }], [], (s) => combatOf(s).attack?.attacker === 'rebel');
    expect((payloads(rebelDice.emitted, 'AttackDiceRolled')[0] as { dice: { colour: string }[] }).dice.map((d) => d.colour)).toEqual(['red', 'red', 'red']);
  });
});

describe('rebellion:angriffe-abhandeln, rebellion:angriffswerte, rebellion:ausdauerwerte, rebellion:schaden, rebellion:wuerfel', () => {
  const sds = (n: number) => ({ naboo: { units: { 'mon-calamari-cruiser': 1, 'x-wing': 1 } }, sullust: { units: { 'star-destroyer': n } } });
  const rolled = (emitted: Emitted[]) => (payloads(emitted, 'AttackDiceRolled')[0] as { dice: { colour: string; face: string }[] }).dice;

  it('rolls the attack values of all units of the theater, at most 5 dice of each colour, reductions before the limit', () => {
    const three = run(imperialAttack(sds(3), [['star-destroyer', 3]]), confirm);
    expect(payloads(three.emitted, 'AttackDiceRolled')[0]).toMatchObject({ attacker: 'empire', theater: 'space' });
    expect([rolled(three.emitted).filter((d) => d.colour === 'red').length, rolled(three.emitted).filter((d) => d.colour === 'black').length]).toEqual([5, 3]);
    // An ion cannon: 6 red − 2 = 4 red; the reduction counts before the limit of 5.
    const cannon = run(imperialAttack({ ...sds(3), naboo: { units: { 'mon-calamari-cruiser': 1, 'ion-cannon': 1 } } }, [['star-destroyer', 3]]), confirm);
    expect(rolled(cannon.emitted).filter((d) => d.colour === 'red')).toHaveLength(4);
  });

  it('assigns a hit only to a unit whose health has the die’s colour, a direct hit to any; every assignable die must be assigned', () => {
    const { state } = drive(imperialAttack(sds(1), [['star-destroyer', 1]]), confirm, ['hit', 'direct-hit', 'hit'], at('assign'));
    expect(legalActions(state, EMPIRE)).toEqual([
      { type: 'AssignDamage', die: { colour: 'red', face: 'hit' }, target: { unit: 'mon-calamari-cruiser', markers: 0, pending: 0 } },
      { type: 'AssignDamage', die: { colour: 'red', face: 'direct-hit' }, target: { unit: 'x-wing', markers: 0, pending: 0 } },
      { type: 'AssignDamage', die: { colour: 'red', face: 'direct-hit' }, target: { unit: 'mon-calamari-cruiser', markers: 0, pending: 0 } },
      { type: 'AssignDamage', die: { colour: 'black', face: 'hit' }, target: { unit: 'x-wing', markers: 0, pending: 0 } },
    ]);
    expect(no(state, EMPIRE, { type: 'AssignDamage', die: { colour: 'red', face: 'hit' }, target: { unit: 'x-wing', markers: 0, pending: 0 } })).toMatchObject({
      code: 'DAMAGE_CANNOT_BE_ASSIGNED_SO',
      rule: 'rebellion:angriffe-abhandeln',
    });
  });

  it('rebellion:todesstern: the Death Star has no health: nothing is ever assigned to it', () => {
    const start = imperialAttack({ naboo: { units: { 'x-wing': 1 } }, sullust: { units: { 'death-star': 1 } } }, [['death-star', 1]]);
    const { emitted } = drive(start, confirm, ['blank', 'blank', 'blank', 'blank', 'hit']);
    expect(payloads(emitted, 'DamageAssigned').filter((p) => (p as { target: { unit: string } }).target.unit === 'death-star')).toEqual([]);
    expect(payloads(emitted, 'AttackDiceRolled').length).toBeGreaterThan(2);
  });

  it('puts units whose damage reaches their health on the faction sheet: they still attack in this step and are destroyed at its end', () => {
    const start = imperialAttack({ naboo: { units: { 'x-wing': 1 } }, sullust: { units: { 'star-destroyer': 1 } } }, [['star-destroyer', 1]]);
    const { emitted, state } = drive(start, confirm, ['blank', 'blank', 'hit', 'hit'], at('retreat'));
    expect(payloads(emitted, 'AttackDiceRolled')[1]).toEqual({ attacker: 'rebel', theater: 'space', dice: [{ colour: 'black', face: 'hit' }] });
    expect(payloads(emitted, 'UnitsDestroyed')).toEqual([{ faction: 'rebel', at: 'naboo', units: { 'x-wing': 1 } }]);
    expect(state.units.naboo).toEqual({ 'star-destroyer': 1 });
    expect(state.phase.kind).toBe('command');
  });

  it('keeps damage markers from round to round', () => {
    const start = imperialAttack({ naboo: { units: { 'mon-calamari-cruiser': 1 } }, sullust: { units: { 'star-destroyer': 1 } } }, [['star-destroyer', 1]]);
    const { state } = drive(start, confirm, ['hit', 'blank', 'blank', 'blank', 'blank', 'blank', 'hit', 'blank', 'blank'], (s) => at('assign')(s) && combatOf(s).round === 2);
    expect(legalActions(state, EMPIRE)).toEqual([{ type: 'AssignDamage', die: { colour: 'red', face: 'hit' }, target: { unit: 'mon-calamari-cruiser', markers: 1, pending: 0 } }]);
  });
});

describe('rebellion:schauplatz, rebellion:gefechtsende', () => {
  it('fights the space battle, then the ground battle; in the space battle step no ground unit takes damage (the seed’s example)', () => {
    const start = imperialAttack({ naboo: { units: { 'x-wing': 1, 'rebel-trooper': 1 } }, sullust: { units: { 'star-destroyer': 1, stormtrooper: 1 } } }, [['star-destroyer', 1], ['stormtrooper', 1]]);
    const space = drive(start, confirm, ['direct-hit', 'blank', 'blank'], at('assign'));
    expect(legalActions(space.state, EMPIRE)).toEqual([{ type: 'AssignDamage', die: { colour: 'red', face: 'direct-hit' }, target: { unit: 'x-wing', markers: 0, pending: 0 } }]);
    const rest = drive(space.state, [EMPIRE, legalActions(space.state, EMPIRE)[0]], ['blank', 'blank', 'blank', 'blank'], at('retreat'));
    expect(payloads([...space.emitted, ...rest.emitted], 'AttackDiceRolled').map((p) => `${(p as { attacker: string }).attacker}:${(p as { theater: string }).theater}`)).toEqual([
      'empire:space',
      'rebel:space',
      'empire:ground',
      'rebel:ground',
    ]);
  });

  it('discards every tactic card and shuffles all back into their decks in secret at the end; damage markers go', () => {
    const start = imperialAttack({ naboo: { units: { 'x-wing': 1 } }, sullust: { units: { 'star-destroyer': 1 } }, decks: { tactics: { space: ['space-defensive-formation'] } } }, [['star-destroyer', 1]]);
    const held = drive(start, confirm, [], at('actions'));
    expect(held.state.hands.tactics.empire).toEqual(['space-defensive-formation']);
    const ended = drive(held.state, [EMPIRE, { type: 'EndCombatActions' }], ['blank', 'blank', 'hit', 'blank']);
    const reshuffle = ended.emitted.find((e) => e.event.type === 'TacticDecksReshuffled')!;
    expect(reshuffle.visibility).toEqual({ kind: 'server' });
    expect(ended.state.hands.tactics.empire).toEqual([]);
    expect(ended.state.decks.tactics.space).toHaveLength(15);
    expect(ended.state.discards.tactics.space).toEqual([]);
    expect(ended.state.phase).toMatchObject({ kind: 'command', turn: 'rebel' });
  });
});

describe('rebellion:schlachten-gewinnen', () => {
  it('a side wins a battle when the other has no unit left there, the seed’s example: the last enemy ship destroyed wins the space battle', () => {
    const start = imperialAttack({ naboo: { units: { 'x-wing': 1, 'rebel-trooper': 1 } }, sullust: { units: { 'star-destroyer': 1 } } }, [['star-destroyer', 1]]);
    const { emitted } = drive(start, confirm, ['blank', 'blank', 'hit', 'blank']);
    expect(payloads(emitted, 'BattleDecided')).toEqual([{ theater: 'space', winner: 'empire' }]);
  });

  it('nobody wins when both sides’ last units of the theater are destroyed; no battle is won against a side that had no units there', () => {
    const start = run(
      given({
        phase: 'command',
        rebelBase: { system: 'dantooine' },
        leaders: { 'princess-leia': 'pool' },
        systems: { naboo: { loyalty: 'empire', units: { 'tie-fighter': 1 } }, utapau: { loyalty: 'rebel', units: { 'x-wing': 1 } } },
      }),
      [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'naboo' }],
      [REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'x-wing', count: 1 }],
    ).state;
    const { emitted } = drive(start, [REBEL, { type: 'ConfirmMoves' }], ['hit', 'hit']);
    expect(payloads(emitted, 'BattleDecided')).toContainEqual({ theater: 'space', winner: null });
    expect(payloads(emitted, 'BattleDecided').some((p) => (p as { theater: string }).theater === 'ground')).toBe(false);
  });
});

describe('rebellion:rueckzug', () => {
  const holding = {
    naboo: { units: { 'x-wing': 2, 'rebel-transport': 1, 'rebel-trooper': 5 } },
    sullust: { units: { 'star-destroyer': 1, stormtrooper: 1 } },
    leaders: { 'general-tagge': 'pool', 'princess-leia': 'naboo', 'mon-mothma': 'naboo' },
    systems: {
      naboo: { loyalty: 'rebel', units: { 'x-wing': 2, 'rebel-transport': 1, 'rebel-trooper': 5 } },
      sullust: { loyalty: 'empire', units: { 'star-destroyer': 1, stormtrooper: 1 } },
      utapau: { loyalty: 'rebel' },
      dagobah: { units: { 'y-wing': 1 } },
      geonosis: { subjugated: true, units: { stormtrooper: 1 } },
    },
  };
  const toRetreat = () =>
    drive(imperialAttack(holding, [['star-destroyer', 1], ['stormtrooper', 1]]), confirm, Array(30).fill('blank'), (s) => at('retreat')(s) && combatOf(s).turn === 'rebel').state;

  it('offers the Rebel, with a leader there, adjacent systems with his loyalty or units, never one with enemy units or where the Empire came from', () => {
    const s = toRetreat();
    const retreats = legalActions(s, REBEL).filter((a) => a.type === 'Retreat');
    expect([...new Set(retreats.map((a) => a.type === 'Retreat' && a.to))]).toEqual(['dagobah', 'utapau']);
    expect(retreats.map((a) => a.type === 'Retreat' && a.leader)).toContain('mon-mothma');
    expect(no(s, REBEL, { type: 'Retreat', leader: 'princess-leia', to: 'sullust' })).toMatchObject({ code: 'CANNOT_RETREAT_THERE', rule: 'rebellion:rueckzug' });
  });

  it('moves one leader and every ship; ground units go along only within transport capacity, or stay', () => {
    const s = run(toRetreat(), [REBEL, { type: 'Retreat', leader: 'princess-leia', to: 'utapau' }]).state;
    expect(legalActions(s, REBEL).filter((a) => a.type === 'RetreatUnits').map((a) => a.type === 'RetreatUnits' && a.count)).toEqual([1, 2, 3, 4]);
    const { state, emitted } = drive(run(s, [REBEL, { type: 'RetreatUnits', unit: 'rebel-trooper', count: 4 }]).state, [REBEL, { type: 'ConfirmRetreat' }], Array(30).fill('blank'));
    expect(state.units.utapau).toEqual({ 'x-wing': 2, 'rebel-transport': 1, 'rebel-trooper': 4 });
    // rebellion:schlachten-gewinnen: whoever withdraws all his units from a theater loses that battle.
    expect(payloads(emitted, 'BattleDecided')[0]).toEqual({ theater: 'space', winner: 'empire' });
    expect(state.leaders['princess-leia']!.location).toEqual({ kind: 'system', system: 'utapau' });
  });

  it('never lets the Empire retreat with a Death Star in the combat', () => {
    const start = imperialAttack({ naboo: { units: { 'x-wing': 1 } }, sullust: { units: { 'death-star': 1 } } }, [['death-star', 1]]);
    const { emitted } = drive(start, confirm, Array(10).fill('blank'), (s) => combatOf(s).round === 2);
    expect(types(emitted)).not.toContain('CombatStepBegan'.replace('x', 'y') === 'x' ? 'x' : 'RetreatBegan');
    expect(emitted.filter((e) => e.event.type === 'CombatStepBegan' && (e.event.payload as { step: string; turn: string }).step === 'retreat' && (e.event.payload as { turn: string }).turn === 'empire')).toEqual([]);
  });

  it('lone Rebel transports facing Imperial ships must retreat or are destroyed at once', () => {
    const start = imperialAttack(
      { naboo: { units: { 'rebel-transport': 1 } }, sullust: { units: { 'star-destroyer': 1 } }, leaders: { 'general-tagge': 'pool', 'princess-leia': 'naboo' } },
      [['star-destroyer', 1]],
    );
    const { emitted } = drive(start, confirm, ['blank', 'blank', 'blank']);
    expect(payloads(emitted, 'UnitsDestroyed')).toEqual([{ faction: 'rebel', at: 'naboo', units: { 'rebel-transport': 1 } }]);
  });
});

describe('rebellion:gebaeude', () => {
  it('destroys structures left as the Rebel’s only ground units against Imperial ground units', () => {
    const start = imperialAttack({ naboo: { units: { 'shield-generator': 1, 'rebel-trooper': 1 } }, sullust: { units: { 'star-destroyer': 1, 'at-at': 1 } } }, [['star-destroyer', 1], ['at-at', 1]]);
    const { emitted } = drive(start, confirm, ['blank', 'blank', 'hit', 'blank']);
    expect(payloads(emitted, 'UnitsDestroyed')).toContainEqual({ faction: 'rebel', at: 'naboo', units: { 'shield-generator': 1 } });
  });
});

describe('rebellion:todesstern-zerstoeren, rebellion:jaeger', () => {
  const plans = (objectives: string[]) =>
    drive(imperialAttack({ naboo: { units: { 'x-wing': 2 } }, sullust: { units: { 'death-star': 1 } }, hands: { rebel: { objectives } } }, [['death-star', 1]]), confirm, Array(6).fill('blank'), at('death-star-plans')).state;

  it('opens after the space battle step when a Death Star and a Rebel fighter are there and the Rebel holds an objective', () => {
    const s = plans(['death-star-plans-ii']);
    expect(legalActions(s, REBEL)).toEqual([{ type: 'PlayDeathStarPlans', card: 'death-star-plans-ii', target: 'death-star' }, { type: 'SkipDeathStarPlans' }]);
    expect(pending(plans(['popular-support']))).toEqual([expect.objectContaining({ seat: REBEL, decision: 'combat-death-star-plans' })]);
  });

  it('destroys the Death Star on a direct hit among 3 dice and scores 2 reputation; without one the card goes back to the hand, once per round', () => {
    const hit = run(plans(['death-star-plans-ii']), [REBEL, { type: 'PlayDeathStarPlans', card: 'death-star-plans-ii', target: 'death-star' }, ['blank', 'direct-hit', 'hit']]);
    expect(payloads(hit.emitted, 'UnitsDestroyed')).toContainEqual({ faction: 'empire', at: 'naboo', units: { 'death-star': 1 } });
    expect(hit.state.reputation).toBe(12);
    expect(hit.state.objectivesPlayed).toEqual(['death-star-plans-ii']);
    const miss = run(plans(['death-star-plans-ii']), [REBEL, { type: 'PlayDeathStarPlans', card: 'death-star-plans-ii', target: 'death-star' }, ['hit', 'hit', 'special']]);
    expect(miss.state.hands.objectives).toEqual(['death-star-plans-ii']);
    expect(miss.state.units.naboo).toMatchObject({ 'death-star': 1 });
  });
});

describe('hidden information in combat', () => {
  it('shows each side its own tactic cards, the other side only how many of each theater', () => {
    const start = imperialAttack({ naboo: { units: { 'x-wing': 1 } }, sullust: { units: { 'star-destroyer': 1 } }, decks: { tactics: { space: ['space-no-escape'] } } }, [['star-destroyer', 1]]);
    const { state } = drive(start, confirm, [], at('actions'));
    expect(view(state, seatViewer(EMPIRE)).hands.tactics.empire).toEqual({ count: 1, cards: ['space-no-escape'], space: 1, ground: 0 });
    expect(view(state, seatViewer(REBEL)).hands.tactics.empire).toEqual({ count: 1, space: 1, ground: 0 });
    expect(view(state, SPECTATOR).hands.tactics.empire).toEqual({ count: 1, space: 1, ground: 0 });
    expect(PUBLIC).toEqual({ kind: 'public' });
  });
});
