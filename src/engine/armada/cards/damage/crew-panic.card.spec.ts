import { getCard } from '../../catalog/catalog.lookup.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import { RULE } from '../../rules.cite.js';
import { act, choose, ship, shipPhase, withShip } from '../damage.testkit.js';
import { crewPanic } from './crew-panic.card.js';

describe('damage card crew-panic', () => {
  it('is the checked deck card, on the card seam', () => {
    const data = getCard('damage-cards', 'crew-panic')!;
    expect([crewPanic.id, crewPanic.set, crewPanic.kind, crewPanic.amount, crewPanic.enforcement]).toEqual(['crew-panic', 'core-damage-deck', 'damage', data.amount, 'enforced']);
    expect(crewPanic.effect).toEqual(data.rules);
    expect(crewPanic.rule).toBe(RULE.schadenAnSchiffen);
  });

  it('before the reveal the owner may discard the dial unseen: no command is revealed this round', () => {
    const s = act(withShip(shipPhase(), 's0-1', { faceupDamage: ['crew-panic'] }), 0, { type: 'ActivateShip', ship: 's0-1' });
    expect(s.events.map((e) => e.type)).not.toContain('CommandDialRevealed');
    expect(s.state.prompt?.prompt).toMatchObject({ seat: 0, source: 'crew-panic' });
    const out = choose(s.state, { effect: 'discard-command-dial-unrevealed' });
    expect(out.events.map((e) => e.type)).not.toContain('CommandDialRevealed');
    expect(out.state.activation?.revealed).toBeNull();
    expect(ship(out.state, 's0-1').dials).toEqual([]);
  });

  it('or suffer 1 damage in a zone of the owner’s choice, then reveal', () => {
    const s = act(withShip(shipPhase(), 's0-1', { faceupDamage: ['crew-panic'] }), 0, { type: 'ActivateShip', ship: 's0-1' }).state;
    const zone = choose(s, { effect: 'suffer-damage' }).state;
    expect(armadaLegalActions(zone, 0).map((a) => (a as { zone?: string }).zone)).toEqual(['front', 'right', 'rear', 'left']);
    const out = choose(zone, { zone: 'left' });
    expect(ship(out.state, 's0-1').shields.left).toBe(1);
    expect(out.events.map((e) => e.type)).toContain('CommandDialRevealed');
    expect(out.state.activation).toMatchObject({ stage: 'dial', revealed: 'concentrate-fire' });
  });
});
