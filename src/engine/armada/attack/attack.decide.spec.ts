import type { Emitted } from '../../core/game.contract.js';
import { ScriptedRng, SeededRng, type Rng } from '../../core/rng.random.js';
import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { decideAttack } from './attack.decide.js';
import { evolveAttack, initialAttackState } from './attack.evolve.js';
import { legalAttackActions } from './attack.legal.js';
import { setupAttack, type AttackSetupInput } from './attack.setup.js';
import type { AttackAction, AttackEvent, AttackState, ShipCombatant, SquadronCombatant } from './attack.types.js';

/** Given a declared attack, when actions are taken, then these events: a small given/when/then harness. */
class Attack {
  state: AttackState = initialAttackState();
  readonly log: Emitted<AttackEvent>[] = [];

  constructor(input: unknown, private readonly rng: Rng = new SeededRng('attack')) {
    const r = setupAttack(input, rng);
    if (isViolation(r)) throw new Error(`${r.code}: ${r.messages.en}`);
    this.apply(r);
  }

  private apply(events: Emitted<AttackEvent>[]): AttackEvent[] {
    for (const e of events) {
      this.state = evolveAttack(this.state, e.event);
      this.log.push(e);
    }
    return events.map((e) => e.event);
  }

  act(seat: number, action: AttackAction): AttackEvent[] {
    const r = decideAttack(this.state, seat, action, this.rng);
    if (isViolation(r)) throw new Error(`${r.code}: ${r.messages.en}`);
    return this.apply(r);
  }

  refused(seat: number, action: AttackAction): RuleViolation {
    const r = decideAttack(this.state, seat, action, this.rng);
    if (!isViolation(r)) throw new Error(`expected a refusal of ${JSON.stringify(action)}`);
    return r;
  }

  ship(id: string): ShipCombatant {
    return this.state.combatants[id] as ShipCombatant;
  }

  squadron(id: string): SquadronCombatant {
    return this.state.combatants[id] as SquadronCombatant;
  }

  types(events: AttackEvent[]): string[] {
    return events.map((e) => e.type);
  }
}

const scripted = (...faces: string[]) => new ScriptedRng(faces, new SeededRng('fallback'));

const SEPARATISTS = 1;
const REPUBLIC = 0;

/** Seed "BEISPIEL: ANGREIFEN": a Hardcell's bow fires at an Acclamator II's rear at medium range. */
const seedExample: AttackSetupInput = {
  attacker: { kind: 'ship', id: 'hardcell', ship: 'hardcell-class-transport', seat: SEPARATISTS, zone: 'front', speed: 2, concentrateFire: { dial: true } },
  defender: { kind: 'ship', id: 'acclamator', ship: 'acclamator-ii-class-assault-ship', seat: REPUBLIC, zone: 'rear', speed: 2 },
  range: 'medium',
  damageDeck: ['structural-damage', 'comm-noise', 'injured-crew'],
};

describe('attack: the seed example, step by step with scripted dice', () => {
  it('reproduces "BEISPIEL: ANGREIFEN": concentrate fire, accuracy on redirect, brace 5 → 3, two shields, one faceup card', () => {
    // 4 hits and 1 accuracy from 2 red + 1 blue, then the extra blue die shows the critical the example needs for a faceup card.
    const attack = new Attack(seedExample, scripted('hit+hit', 'hit+hit', 'accuracy', 'crit'));
    expect(attack.state.attacks[0].pool).toEqual({ red: 2, blue: 1, black: 0 });

    expect(legalAttackActions(attack.state, REPUBLIC)).toEqual([]);
    expect(legalAttackActions(attack.state, SEPARATISTS)).toEqual([{ type: 'RollAttackDice' }]);
    const rolled = attack.act(SEPARATISTS, { type: 'RollAttackDice' });
    expect(rolled).toEqual([{ type: 'AttackDiceRolled', payload: { dice: [{ color: 'red', face: 'hit+hit' }, { color: 'red', face: 'hit+hit' }, { color: 'blue', face: 'accuracy' }] } }]);

    // The dial adds a die of a colour already rolled: black is not in the pool.
    expect(attack.refused(SEPARATISTS, { type: 'SpendConcentrateFireDial', color: 'black' }).code).toBe('CONCENTRATE_FIRE_COLOUR_NOT_ROLLED');
    expect(attack.act(SEPARATISTS, { type: 'SpendConcentrateFireDial', color: 'blue' })).toEqual([{ type: 'ConcentrateFireDialSpent', payload: { color: 'blue', face: 'crit' } }]);
    expect(attack.ship('hardcell').concentrateFireDial).toBe(false);

    // Acclamator II tokens: brace (0), redirect (1), salvo (2). The accuracy locks redirect.
    expect(legalAttackActions(attack.state, SEPARATISTS)).toContainEqual({ type: 'SpendAccuracy', die: 2, token: 1 });
    attack.act(SEPARATISTS, { type: 'SpendAccuracy', die: 2, token: 1 });
    expect(attack.act(SEPARATISTS, { type: 'FinishAttackEffects' })).toEqual([{ type: 'AttackEffectsResolved', payload: {} }]);

    const locked = attack.refused(REPUBLIC, { type: 'SpendDefenseToken', token: 1, zone: 'left' });
    expect([locked.code, locked.rule]).toEqual(['DEFENSE_TOKEN_LOCKED_BY_ACCURACY', 'armada:angriffswuerfel']);
    expect(legalAttackActions(attack.state, REPUBLIC)).toEqual([{ type: 'SpendDefenseToken', token: 0 }, { type: 'SpendDefenseToken', token: 2 }, { type: 'FinishDefenseTokens' }]);
    attack.act(REPUBLIC, { type: 'SpendDefenseToken', token: 0 });
    expect(attack.ship('acclamator').defenseTokens[0]).toEqual({ type: 'brace', state: 'exhausted' });
    attack.act(REPUBLIC, { type: 'FinishDefenseTokens' });

    expect(legalAttackActions(attack.state, SEPARATISTS)).toEqual([{ type: 'ResolveStandardCritical' }, { type: 'SkipCritical' }]);
    const end = attack.act(SEPARATISTS, { type: 'ResolveStandardCritical' });
    expect(end).toEqual([
      { type: 'CriticalEffectResolved', payload: { effect: 'standard' } },
      { type: 'DamageTotalled', payload: { total: 3, beforeBrace: 5 } },
      { type: 'ShieldsLost', payload: { ship: 'acclamator', zone: 'rear', amount: 2 } },
      { type: 'DamageCardDealt', payload: { ship: 'acclamator', card: 'structural-damage', faceup: true } },
      { type: 'DamageResolved', payload: {} },
      { type: 'AttackEnded', payload: {} },
    ]);
    expect(attack.ship('acclamator').shields.rear).toBe(0);
    expect(attack.ship('acclamator').faceupDamage).toEqual(['structural-damage']);
    expect(attack.state.deck).toEqual(['comm-noise', 'injured-crew']);
    expect(attack.state.status).toBe('over');
  });

  it('replays: folding the logged events again rebuilds the same state', () => {
    const attack = new Attack(seedExample, scripted('hit+hit', 'crit', 'hit', 'hit'));
    attack.act(SEPARATISTS, { type: 'RollAttackDice' });
    attack.act(SEPARATISTS, { type: 'SpendConcentrateFireDial', color: 'red' });
    attack.act(SEPARATISTS, { type: 'FinishAttackEffects' });
    attack.act(REPUBLIC, { type: 'SpendDefenseToken', token: 1, zone: 'left' });
    attack.act(REPUBLIC, { type: 'FinishDefenseTokens' });
    attack.act(SEPARATISTS, { type: 'SkipCritical' });
    attack.act(REPUBLIC, { type: 'RedirectDamage', amount: 1 });
    expect(attack.state.status).toBe('over');
    const replayed = attack.log.reduce((s, e) => evolveAttack(s, e.event), initialAttackState());
    expect(replayed).toEqual(attack.state);
  });
});

describe('attack: defense tokens', () => {
  it('redirect lets the defender put part of the damage on an adjacent zone', () => {
    const attack = new Attack({ ...seedExample, defender: { ...seedExample.defender, zone: 'front' } }, scripted('hit+hit', 'hit', 'hit'));
    attack.act(SEPARATISTS, { type: 'RollAttackDice' });
    attack.act(SEPARATISTS, { type: 'FinishAttackEffects' });
    expect(attack.refused(REPUBLIC, { type: 'SpendDefenseToken', token: 1, zone: 'rear' }).code).toBe('REDIRECT_ZONE_NOT_ADJACENT');
    attack.act(REPUBLIC, { type: 'SpendDefenseToken', token: 1, zone: 'left' });
    attack.act(REPUBLIC, { type: 'FinishDefenseTokens' });
    // 4 damage; the left zone has 2 shields.
    expect(legalAttackActions(attack.state, REPUBLIC).map((a) => (a as { amount: number }).amount)).toEqual([0, 1, 2]);
    expect(attack.refused(REPUBLIC, { type: 'RedirectDamage', amount: 3 }).code).toBe('REDIRECT_MORE_THAN_SHIELDS');
    const events = attack.act(REPUBLIC, { type: 'RedirectDamage', amount: 2 });
    expect(attack.types(events)).toEqual(['DamageRedirected', 'ShieldsLost', 'ShieldsLost', 'DamageResolved', 'AttackEnded']);
    expect(attack.ship('acclamator').shields).toEqual({ front: 2, left: 0, right: 2, rear: 2 });
  });

  it('evade cancels a die at long range and rerolls one closer; a larger attacker may affect two dice and the token is discarded', () => {
    const longRange = new Attack(
      {
        attacker: { kind: 'ship', id: 'acc', ship: 'acclamator-ii-class-assault-ship', seat: 0, zone: 'front', speed: 2 },
        defender: { kind: 'ship', id: 'hc', ship: 'hardcell-class-transport', seat: 1, zone: 'front', speed: 2 },
        range: 'long',
        damageDeck: ['comm-noise'],
      },
      scripted('hit', 'hit', 'hit+hit'),
    );
    longRange.act(0, { type: 'RollAttackDice' });
    longRange.act(0, { type: 'FinishAttackEffects' });
    // Hardcell tokens: brace (0), evade (1), redirect (2); the medium Acclamator is larger than the small Hardcell.
    expect(legalAttackActions(longRange.state, 1)).toContainEqual({ type: 'SpendDefenseToken', token: 1, dice: [0, 2] });
    const evaded = longRange.act(1, { type: 'SpendDefenseToken', token: 1, dice: [0, 2] });
    expect(evaded[0]).toEqual({ type: 'DefenseTokenSpent', payload: { token: 1, tokenType: 'evade', to: 'discarded', cancelled: [0, 2] } });
    longRange.act(1, { type: 'FinishDefenseTokens' });
    expect(longRange.state.attacks[0].damageTotal).toBe(1);

    const close = new Attack(
      {
        attacker: { kind: 'ship', id: 'hc', ship: 'hardcell-class-transport', seat: 1, zone: 'front', speed: 2 },
        defender: { kind: 'ship', id: 'acc', ship: 'acclamator-ii-class-assault-ship', seat: 0, zone: 'front', speed: 2, defenseTokens: ['evade'] },
        range: 'close',
      },
      scripted('hit+hit', 'hit', 'hit', 'blank'),
    );
    close.act(1, { type: 'RollAttackDice' });
    close.act(1, { type: 'FinishAttackEffects' });
    expect(close.refused(0, { type: 'SpendDefenseToken', token: 0, dice: [0, 1] }).code).toBe('EVADE_SECOND_DIE_NEEDS_LARGER_ATTACKER');
    const rerolled = close.act(0, { type: 'SpendDefenseToken', token: 0, dice: [0] });
    expect(rerolled[0]).toEqual({ type: 'DefenseTokenSpent', payload: { token: 0, tokenType: 'evade', to: 'exhausted', rerolled: [{ die: 0, face: 'blank' }] } });
  });

  it('allows one token of each type per attack, discards an exhausted token when spent, and none at speed 0', () => {
    const kit = new Attack(
      {
        attacker: { kind: 'squadron', id: 'tri', squadron: 'droid-tri-fighter-squadron', seat: 1 },
        defender: { kind: 'squadron', id: 'kit', squadron: 'kit-fisto', seat: 0, defenseTokens: [{ type: 'brace', state: 'exhausted' }, 'brace'] },
        range: 'distance-1',
      },
      scripted('hit', 'hit', 'hit'),
    );
    kit.act(1, { type: 'RollAttackDice' });
    kit.act(1, { type: 'FinishAttackEffects' });
    const first = kit.act(0, { type: 'SpendDefenseToken', token: 0 });
    expect(first[0]).toMatchObject({ payload: { to: 'discarded' } });
    expect(kit.refused(0, { type: 'SpendDefenseToken', token: 1 }).code).toBe('DEFENSE_TOKEN_TYPE_ALREADY_SPENT');

    const still = new Attack({ ...seedExample, defender: { ...seedExample.defender, speed: 0 } }, scripted('hit', 'hit', 'hit'));
    still.act(SEPARATISTS, { type: 'RollAttackDice' });
    // With no token to spend, the defense step passes by itself.
    expect(still.types(still.act(SEPARATISTS, { type: 'FinishAttackEffects' }))).toEqual(['AttackEffectsResolved', 'DefenseTokensDone', 'DamageTotalled', 'ShieldsLost', 'DamageCardDealt', 'DamageResolved', 'AttackEnded']);
  });

  it('scatter cancels every die and contain prevents the standard critical effect', () => {
    const scatter = new Attack(
      { attacker: { kind: 'ship', id: 'acc', ship: 'acclamator-ii-class-assault-ship', seat: 0, zone: 'front', speed: 2 }, defender: { kind: 'ship', id: 'goz', ship: 'gozanti-class-cruiser', seat: 1, zone: 'front', speed: 1 }, range: 'close' },
      scripted('hit', 'crit', 'hit', 'hit', 'hit+crit', 'hit'),
    );
    scatter.act(0, { type: 'RollAttackDice' });
    scatter.act(0, { type: 'FinishAttackEffects' });
    // Gozanti: evade (0), scatter (1).
    scatter.act(1, { type: 'SpendDefenseToken', token: 1 });
    expect(scatter.types(scatter.act(1, { type: 'FinishDefenseTokens' }))).toEqual(['DefenseTokensDone', 'DamageTotalled', 'DamageResolved', 'AttackEnded']);
    expect(scatter.state.attacks[0].damageTotal).toBe(0);

    const contain = new Attack(
      { attacker: { kind: 'ship', id: 'hc', ship: 'hardcell-class-transport', seat: 1, zone: 'front', speed: 2 }, defender: { kind: 'ship', id: 'c70', ship: 'consular-class-charger-c70', seat: 0, zone: 'front', speed: 2 }, range: 'close', damageDeck: ['comm-noise', 'crew-panic'] },
      scripted('crit', 'crit', 'crit'),
    );
    contain.act(1, { type: 'RollAttackDice' });
    contain.act(1, { type: 'FinishAttackEffects' });
    // Charger: contain (0), evade (1), redirect (2).
    contain.act(0, { type: 'SpendDefenseToken', token: 0 });
    const events = contain.act(0, { type: 'FinishDefenseTokens' });
    expect(attackCards(events)).toEqual([{ ship: 'c70', card: 'comm-noise', faceup: false }]);
    expect(contain.ship('c70').facedownDamage).toEqual(['comm-noise']);
  });
});

function attackCards(events: AttackEvent[]): unknown[] {
  return events.filter((e) => e.type === 'DamageCardDealt').map((e) => e.payload);
}

describe('attack: obstruction, destruction, squadrons, salvo, counter', () => {
  it('an obstructed attack first gives up one die of the attacker\'s choice', () => {
    const attack = new Attack({ ...seedExample, obstructed: true }, scripted('hit', 'hit'));
    expect(legalAttackActions(attack.state, SEPARATISTS)).toEqual([
      { type: 'RemoveObstructedDie', color: 'red' },
      { type: 'RemoveObstructedDie', color: 'blue' },
    ]);
    attack.act(SEPARATISTS, { type: 'RemoveObstructedDie', color: 'blue' });
    expect(attack.act(SEPARATISTS, { type: 'RollAttackDice' })).toEqual([{ type: 'AttackDiceRolled', payload: { dice: [{ color: 'red', face: 'hit' }, { color: 'red', face: 'hit' }] } }]);
  });

  it('destroys a ship when its damage cards reach its hull value', () => {
    const attack = new Attack(
      {
        attacker: { kind: 'ship', id: 'acc', ship: 'acclamator-ii-class-assault-ship', seat: 0, zone: 'front', speed: 2 },
        defender: { kind: 'ship', id: 'c70', ship: 'consular-class-charger-c70', seat: 1, zone: 'front', speed: 2, shields: { front: 0 }, defenseTokens: [], facedownDamage: ['comm-noise', 'crew-panic'] },
        range: 'close',
        damageDeck: ['thruster-fissure', 'power-failure', 'shield-failure'],
      },
      scripted('hit+hit', 'hit', 'hit', 'accuracy', 'blank', 'blank'),
    );
    attack.act(0, { type: 'RollAttackDice' });
    const events = attack.act(0, { type: 'FinishAttackEffects' });
    // 4 damage, no front shields; Charger hull 4 with 2 cards: two more cards destroy it, the last two points deal none.
    expect(attack.types(events)).toEqual(['AttackEffectsResolved', 'DefenseTokensDone', 'DamageTotalled', 'DamageCardDealt', 'DamageCardDealt', 'ShipDestroyed', 'DamageResolved', 'AttackEnded']);
    expect(attack.state.destroyed).toEqual(['c70']);
    // Facedown cards are the server's secret: every viewer gets the redacted form.
    const dealt = attack.log.filter((e) => e.event.type === 'DamageCardDealt');
    expect(dealt.map((e) => [e.visibility.kind, e.redacted])).toEqual([
      ['server', { ship: 'c70', faceup: false }],
      ['server', { ship: 'c70', faceup: false }],
    ]);
    // And so are the facedown cards it already had when the attack was declared.
    const declared = attack.log[0];
    expect(declared.visibility.kind).toBe('server');
    expect(JSON.stringify(declared.redacted)).not.toContain('comm-noise');
    expect((declared.redacted as { defender: { facedownDamage: number } }).defender.facedownDamage).toBe(2);
  });

  it('squadrons count hits only, ignore crits, and lose hull points (Bombers count crits against ships)', () => {
    const atSquadron = new Attack(
      { attacker: { kind: 'ship', id: 'acc', ship: 'acclamator-ii-class-assault-ship', seat: 0, zone: 'front', speed: 2 }, defender: { kind: 'squadron', id: 'vul', squadron: 'vulture-class-droid-fighter-squadron', seat: 1 }, range: 'close' },
      scripted('crit', 'hit+crit'),
    );
    // Acclamator II anti-squadron: 1 blue, 1 black.
    expect(atSquadron.state.attacks[0].pool).toEqual({ red: 0, blue: 1, black: 1 });
    atSquadron.act(0, { type: 'RollAttackDice' });
    const events = atSquadron.act(0, { type: 'FinishAttackEffects' });
    expect(events.filter((e) => e.type === 'SquadronHullLost').map((e) => e.payload)).toEqual([{ squadron: 'vul', amount: 1, remaining: 2 }]);

    const bomber = new Attack(
      { attacker: { kind: 'squadron', id: 'y', squadron: 'btl-b-y-wing-squadron', seat: 0 }, defender: { kind: 'ship', id: 'hc', ship: 'hardcell-class-transport', seat: 1, zone: 'rear', speed: 2, defenseTokens: [] }, range: 'distance-1' },
      scripted('hit+crit'),
    );
    bomber.act(0, { type: 'RollAttackDice' });
    bomber.act(0, { type: 'FinishAttackEffects' });
    // A Bomber may resolve the critical effect and its crit counts: 2 damage on 2 rear shields.
    expect(legalAttackActions(bomber.state, 0)).toEqual([{ type: 'ResolveStandardCritical' }, { type: 'SkipCritical' }]);
    bomber.act(0, { type: 'SkipCritical' });
    expect(bomber.ship('hc').shields.rear).toBe(0);

    const fighter = new Attack(
      { attacker: { kind: 'squadron', id: 'v', squadron: 'vulture-class-droid-fighter-squadron', seat: 1 }, defender: { kind: 'ship', id: 'c70', ship: 'consular-class-charger-c70', seat: 0, zone: 'rear', speed: 2, defenseTokens: [] }, range: 'distance-1' },
      scripted('crit'),
    );
    fighter.act(1, { type: 'RollAttackDice' });
    expect(fighter.types(fighter.act(1, { type: 'FinishAttackEffects' }))).toEqual(['AttackEffectsResolved', 'DefenseTokensDone', 'DamageTotalled', 'DamageResolved', 'AttackEnded']);
  });

  it('salvo: after taking damage the defender attacks back with its rear dice at the same range', () => {
    const attack = new Attack(
      {
        attacker: { kind: 'ship', id: 'hc', ship: 'hardcell-class-transport', seat: 1, zone: 'front', speed: 2 },
        defender: { kind: 'ship', id: 'acc', ship: 'acclamator-ii-class-assault-ship', seat: 0, zone: 'front', speed: 2 },
        range: 'medium',
        damageDeck: ['comm-noise', 'crew-panic'],
      },
      scripted('hit', 'hit', 'hit', 'hit', 'hit'),
    );
    attack.act(1, { type: 'RollAttackDice' });
    attack.act(1, { type: 'FinishAttackEffects' });
    attack.act(0, { type: 'SpendDefenseToken', token: 2 });
    attack.act(0, { type: 'FinishDefenseTokens' });
    expect(legalAttackActions(attack.state, 0)).toEqual([{ type: 'PerformSalvo' }, { type: 'DeclineFollowUp' }]);
    // Acclamator II rear: 1 red, 1 blue; at medium range both.
    expect(attack.act(0, { type: 'PerformSalvo' })).toEqual([{ type: 'FollowUpAttackDeclared', payload: { kind: 'salvo', pool: { red: 1, blue: 1, black: 0 } } }]);
    expect(attack.state.attacks[1]).toMatchObject({ kind: 'salvo', attacker: 'acc', defender: 'hc', range: 'medium' });
    attack.act(0, { type: 'RollAttackDice' });
    // No concentrate fire in a salvo.
    expect(legalAttackActions(attack.state, 0)).toEqual([{ type: 'FinishAttackEffects' }]);
    attack.act(0, { type: 'FinishAttackEffects' });
    attack.act(1, { type: 'FinishDefenseTokens' });
    expect(attack.ship('hc').shields.front).toBe(1);
    expect(attack.state.status).toBe('over');
  });

  it('counter: a squadron with Counter attacks back with that many blue dice', () => {
    const attack = new Attack(
      {
        attacker: { kind: 'squadron', id: 'vul', squadron: 'vulture-class-droid-fighter-squadron', seat: 1 },
        defender: { kind: 'squadron', id: 'arc', squadron: 'arc-170-squadron', seat: 0 },
        range: 'distance-1',
      },
      scripted('accuracy', 'blank', 'hit'),
    );
    attack.act(1, { type: 'RollAttackDice' });
    attack.act(1, { type: 'FinishAttackEffects' });
    expect(attack.act(0, { type: 'PerformCounter' })).toEqual([{ type: 'FollowUpAttackDeclared', payload: { kind: 'counter', pool: { red: 0, blue: 1, black: 0 } } }]);
    attack.act(0, { type: 'RollAttackDice' });
    attack.act(0, { type: 'FinishAttackEffects' });
    expect(attack.squadron('vul').hull).toBe(2);
    expect(attack.state.status).toBe('over');
  });

  it('Swarm rerolls a die and AI: Anti-Squadron adds one when the conditions hold', () => {
    const attack = new Attack(
      {
        attacker: { kind: 'squadron', id: 'vul', squadron: 'vulture-class-droid-fighter-squadron', seat: 1, activatedBySquadronCommand: true },
        defender: { kind: 'squadron', id: 'v19', squadron: 'v-19-torrent-squadron', seat: 0 },
        range: 'distance-1',
        defenderEngagedWithAnotherSquadron: true,
      },
      // Vulture anti-squadron: 1 blue, 1 black.
      scripted('accuracy', 'blank', 'hit', 'hit'),
    );
    attack.act(1, { type: 'RollAttackDice' });
    const actions = legalAttackActions(attack.state, 1);
    expect(actions).toContainEqual({ type: 'RerollWithSwarm', die: 1 });
    expect(actions).toContainEqual({ type: 'AddAntiSquadronDie', color: 'blue' });
    attack.act(1, { type: 'RerollWithSwarm', die: 1 });
    attack.act(1, { type: 'AddAntiSquadronDie', color: 'black' });
    expect(legalAttackActions(attack.state, 1)).toEqual([{ type: 'FinishAttackEffects' }]);
    attack.act(1, { type: 'FinishAttackEffects' });
    expect(attack.squadron('v19').hull).toBe(3);
  });
});

describe('attack: refusals', () => {
  it('refuses the wrong seat, the wrong step, bad setups and unknown cards', () => {
    const attack = new Attack(seedExample);
    expect(attack.refused(REPUBLIC, { type: 'RollAttackDice' }).code).toBe('NOT_YOUR_DECISION');
    expect(attack.refused(SEPARATISTS, { type: 'FinishDefenseTokens' }).code).toBe('ACTION_NOT_ALLOWED_NOW');
    const friendly = setupAttack({ ...seedExample, defender: { ...seedExample.defender, seat: SEPARATISTS } }, new SeededRng('x')) as RuleViolation;
    expect([friendly.code, friendly.rule]).toEqual(['TARGET_NOT_AN_ENEMY', 'armada:angreifen']);
    // A Hardcell's rear hull zone has no dice.
    const noDice = setupAttack({ ...seedExample, attacker: { ...seedExample.attacker, zone: 'rear' } }, new SeededRng('x')) as RuleViolation;
    expect([noDice.code, noDice.rule]).toEqual(['NO_DICE_AT_RANGE', 'armada:ziel-festlegen']);
    for (const bad of [null, { ...seedExample, range: 'far' }, { ...seedExample, attacker: { ...seedExample.attacker, ship: 'x-wing' } }, { ...seedExample, damageDeck: ['nope'] }, { ...seedExample, defender: { ...seedExample.defender, speed: 9 } }])
      expect((setupAttack(bad, new SeededRng('x')) as RuleViolation).kind).toBe('malformed');
  });

  it('shuffles a full 52-card deck when none is given, as a server-only event', () => {
    const events = setupAttack({ ...seedExample, damageDeck: undefined }, new SeededRng('deck')) as Emitted<AttackEvent>[];
    const deck = events.find((e) => e.event.type === 'DamageDeckPrepared');
    expect(deck?.visibility).toEqual({ kind: 'server' });
    expect((deck?.event.payload as { order: string[] }).order).toHaveLength(52);
  });
});
