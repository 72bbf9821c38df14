import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { act, answer, game_, playUntil, refusedPosition, ship, start, upgrade } from '../upgrade.testkit.js';
import { munitionsResupply } from './munitions-resupply.card.js';

/** The Charger s0-1 carries Radiant VII (its fleet-support icon) and Munitions Resupply. */
const CARRIER = { id: 's0-1', upgrades: ['radiant-vii', 'munitions-resupply'] };
const SHORT = { squadrons: ['q0-1', 'q0-2', 'q0-3', 'q0-4', 'q1-1', 'q1-2', 'q1-3', 'q1-4'].map((id) => ({ id, destroyed: true })) };

describe('upgrade card munitions-resupply', () => {
  it('is the checked card, on the card seam, starting with five concentrate-fire tokens', () => {
    const data = getCard('upgrades', 'munitions-resupply')!;
    expect([munitionsResupply.kind, munitionsResupply.recurrence, munitionsResupply.readyCost, munitionsResupply.startingTokens]).toEqual(['upgrade', 'non-recurring', data.readyCost, data.startingTokens]);
    expect(munitionsResupply.rule).toBe(RULE.aufwertungskarten);
    expect(upgrade(start([CARRIER]), 's0-1', 'munitions-resupply')).toEqual({ id: 'munitions-resupply', exhausted: false, tokens: Array(5).fill('concentrate-fire') });
  });

  it('needs a fleet-support icon: the Charger without Radiant VII has none', () => {
    expect(refusedPosition([{ id: 's0-1', upgrades: ['munitions-resupply'] }])).toMatchObject({ code: 'INVALID_SANDBOX_POSITION', messages: { en: expect.stringContaining('fleet-support') } });
  });

  it('after the reveal, hands tokens from the card to friendly ships at distance 1–5, one each, exhausting the card', () => {
    const s = act(start([CARRIER]), 0, { type: 'ActivateShip', ship: 's0-1' }).state;
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, kind: 'option', source: 'munitions-resupply', optional: true, rule: RULE.verwendungVonAufwertungskarten });
    // s0-3 stands beyond distance 5, the enemy is no friend, and s0-1 gives to others.
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'ChooseOption', ship: 's0-2' }, { type: 'PassChoice' }]);
    expect(armadaLegalActions(s, 1)).toEqual([]);
    expect(game_.pending(s)).toEqual([expect.objectContaining({ seat: 0, decision: 'upgrade-card-choice' })]);
    const out = answer(s, { ship: 's0-2' });
    expect(out.events.map((e) => e.type)).toEqual(expect.arrayContaining(['UpgradeExhausted', 'UpgradeTokenSpent', 'CommandTokenGained', 'EffectResolved']));
    expect(upgrade(out.state, 's0-1', 'munitions-resupply')).toEqual({ id: 'munitions-resupply', exhausted: true, tokens: Array(4).fill('concentrate-fire') });
    expect(ship(out.state, 's0-2').tokens).toEqual(['concentrate-fire']);
    // No ship left that could take one: the effect is over and the activation goes on.
    expect(out.state.prompt).toBeNull();
    expect(out.state.activation).toMatchObject({ ship: 's0-1', stage: 'dial' });
  });

  it('offers no ship that already has the token; passing leaves the card ready; an exhausted card does not act', () => {
    const full = act(start([CARRIER, { id: 's0-2', tokens: ['concentrate-fire'] }]), 0, { type: 'ActivateShip', ship: 's0-1' }).state;
    expect(full.prompt).toBeNull();
    const passed = answer(act(start([CARRIER]), 0, { type: 'ActivateShip', ship: 's0-1' }).state, 'pass').state;
    expect(upgrade(passed, 's0-1', 'munitions-resupply')).toMatchObject({ exhausted: false, tokens: Array(5).fill('concentrate-fire') });
    const tired = act(start([{ id: 's0-1', upgrades: ['radiant-vii', { id: 'munitions-resupply', exhausted: true }] }]), 0, { type: 'ActivateShip', ship: 's0-1' }).state;
    expect(tired.prompt).toBeNull();
    expect(ship(tired, 's0-2').tokens).toEqual([]);
  });

  it('readies in the status phase only for one of its cost tokens, which the ship spends', () => {
    const ships = [
      { id: 's0-1', upgrades: ['radiant-vii', { id: 'munitions-resupply', exhausted: true }], tokens: ['repair'] },
      { id: 's0-3', destroyed: true },
      { id: 's1-2', destroyed: true },
      { id: 's1-3', destroyed: true },
    ];
    const s = playUntil(start(ships, SHORT), (t) => t.prompt !== null);
    expect([s.phase, s.round]).toEqual(['status', 2]);
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'munitions-resupply', rule: RULE.aufwertungskartenSpielbereitMachen });
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'ChooseOption', from: 'ship', command: 'repair' }, { type: 'PassChoice' }]);
    const paid = answer(s, { from: 'ship', command: 'repair' }).state;
    expect(upgrade(paid, 's0-1', 'munitions-resupply').exhausted).toBe(false);
    expect(ship(paid, 's0-1').tokens).toEqual([]);
    expect([paid.round, paid.phase]).toEqual([3, 'command']);
    const kept = answer(s, 'pass').state;
    expect(upgrade(kept, 's0-1', 'munitions-resupply').exhausted).toBe(true);
    expect(ship(kept, 's0-1').tokens).toEqual(['repair']);
  });

  it('is not asked about without a token to pay with (concentrate fire, repair or navigate; not squadron)', () => {
    const ships = [
      { id: 's0-1', upgrades: ['radiant-vii', { id: 'munitions-resupply', exhausted: true }], tokens: ['squadron'] },
      { id: 's0-3', destroyed: true },
      { id: 's1-2', destroyed: true },
      { id: 's1-3', destroyed: true },
    ];
    const s = playUntil(start(ships, SHORT), (t) => t.round === 3);
    expect(upgrade(s, 's0-1', 'munitions-resupply').exhausted).toBe(true);
  });
});
