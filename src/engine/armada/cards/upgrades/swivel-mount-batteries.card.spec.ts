import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { act, answer, playUntil, refusal, start, upgrade } from '../upgrade.testkit.js';
import { swivelMountBatteries } from './swivel-mount-batteries.card.js';

/** The Acclamator s0-2 (front 3 red 1 blue 2 black; sides 2 red 1 black) bow to bow with the Hardcell s1-1 at close range. */
const duel = (acclamator: Record<string, unknown> = {}) =>
  start([
    { id: 's0-2', pose: { x: 250, y: 300, heading: 0 }, dials: ['concentrate-fire', 'navigate', 'navigate'], upgrades: ['swivel-mount-batteries'], ...acclamator },
    { id: 's1-1', pose: { x: 250, y: 440, heading: 180 } },
  ]);

/** s0-2 reveals its dial and marks `zone` with the focus token. */
function focus(s: ArmadaState, zone: string): ArmadaState {
  const revealed = act(s, 0, { type: 'ActivateShip', ship: 's0-2' }).state;
  return answer(revealed, { zone }).state;
}

/** Keeps the dial and declares the bow's attack on the Hardcell's bow. */
function declare(s: ArmadaState): ArmadaState {
  let t = act(s, 0, { type: 'KeepCommandDial' }).state;
  if (t.activation?.stage === 'commands') t = act(t, 0, { type: 'FinishCommands' }).state;
  return act(t, 0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' }).state;
}

const pool = (s: ArmadaState) => s.attack!.attacks[0].pool;

describe('upgrade card swivel-mount-batteries', () => {
  it('is the checked card: a non-recurring turbolaser modification, readied with a concentrate-fire token', () => {
    expect([swivelMountBatteries.slots, swivelMountBatteries.recurrence, swivelMountBatteries.readyCost]).toEqual([['turbolasers'], 'non-recurring', { count: 1, tokens: ['concentrate-fire'] }]);
  });

  it('on revealing a command the owner may exhaust it to mark a hull zone with the focus token', () => {
    const revealed = act(duel(), 0, { type: 'ActivateShip', ship: 's0-2' }).state;
    expect(revealed.prompt?.prompt).toMatchObject({ seat: 0, source: 'swivel-mount-batteries', optional: true, rule: RULE.fokusUndRadartaeuschungsmarker });
    expect(armadaLegalActions(revealed, 0)).toEqual([
      { type: 'ChooseOption', zone: 'front' },
      { type: 'ChooseOption', zone: 'right' },
      { type: 'ChooseOption', zone: 'rear' },
      { type: 'ChooseOption', zone: 'left' },
      { type: 'PassChoice' },
    ]);
    const out = answer(revealed, { zone: 'front' });
    expect(out.events).toContainEqual({ type: 'FocusTokenPlaced', payload: { ship: 's0-2', upgrade: 'swivel-mount-batteries', zone: 'front' } });
    expect(upgrade(out.state, 's0-2', 'swivel-mount-batteries')).toMatchObject({ exhausted: true, focus: 'front' });
    // Declined, nothing is marked and the card stays ready.
    expect(upgrade(answer(revealed, 'pass').state, 's0-2', 'swivel-mount-batteries')).toEqual({ id: 'swivel-mount-batteries', exhausted: false, tokens: [] });
  });

  it('from the focused zone against a ship: a die of a colour in an adjacent battery armament may join the pool before the roll', () => {
    const s = declare(focus(duel(), 'front'));
    // The sides have red and black dice, no blue.
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'ChooseOption', color: 'red' }, { type: 'ChooseOption', color: 'black' }, { type: 'PassChoice' }]);
    const added = answer(s, { color: 'black' });
    expect(added.events).toContainEqual({ type: 'AttackDieGatheredByCard', payload: { ship: 's0-2', upgrade: 'swivel-mount-batteries', color: 'black' } });
    expect(pool(added.state)).toEqual({ red: 3, blue: 1, black: 3 });
    const rolled = act(added.state, 0, { type: 'RollAttackDice' }, ['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit']).state;
    expect(rolled.attack!.attacks[0].dice).toHaveLength(7);
    expect(pool(answer(s, 'pass').state)).toEqual({ red: 3, blue: 1, black: 2 });
  });

  it('from a zone adjacent to the focused one a die leaves the pool: the owner picks its colour and cannot decline', () => {
    const s = declare(focus(duel(), 'left'));
    expect(s.prompt?.prompt).toMatchObject({ seat: 0, source: 'swivel-mount-batteries', optional: false });
    expect(refusal(s, 0, { type: 'PassChoice' }).code).toBe('CHOICE_REQUIRED');
    const out = answer(s, { color: 'red' });
    expect(out.events).toContainEqual({ type: 'AttackDieRemovedByCard', payload: { ship: 's0-2', card: 'swivel-mount-batteries', color: 'red' } });
    expect(pool(out.state)).toEqual({ red: 2, blue: 1, black: 2 });
  });

  it('the opposite zone is untouched, and readying the card removes the focus token', () => {
    const s = declare(focus(duel({ tokens: ['concentrate-fire'] }), 'rear'));
    expect([s.prompt, pool(s)]).toEqual([null, { red: 3, blue: 1, black: 2 }]);
    const rolled = act(s, 0, { type: 'RollAttackDice' }, ['blank', 'blank', 'blank', 'accuracy', 'blank', 'blank']).state;
    // The concentrate-fire token is kept for the ready cost.
    const status = playUntil(act(rolled, 0, { type: 'FinishAttackEffects' }).state, (t) => t.prompt?.prompt.source === 'swivel-mount-batteries');
    const readied = answer(status, { from: 'ship', command: 'concentrate-fire' }).state;
    expect(upgrade(readied, 's0-2', 'swivel-mount-batteries')).toEqual({ id: 'swivel-mount-batteries', exhausted: false, tokens: [] });
  });
});
