import { seatViewer } from '../../../core/visibility.view.js';
import { armadaLegalActions } from '../../game/game.legal.js';
import type { ArmadaState } from '../../game/game.types.js';
import { RULE } from '../../rules.cite.js';
import { act, answer, attack, game_, ship, start, upgrade } from '../upgrade.testkit.js';
import { tideOfProgressXii } from './tide-of-progress-xii.card.js';

/** The Acclamator s0-2 bow to bow with the Munificent s1-2 (Tide of Progress XII) at close range; the deck's top cards scripted. */
const duel = (munificent: Record<string, unknown> = {}, deck: readonly string[] = ['structural-damage', 'blinded-gunners']) =>
  start(
    [
      { id: 's0-2', pose: { x: 250, y: 300, heading: 0 }, dials: ['concentrate-fire', 'navigate', 'navigate'] },
      { id: 's1-2', pose: { x: 250, y: 450, heading: 180 }, shields: { front: 0 }, upgrades: ['tide-of-progress-xii'], dials: ['navigate', 'navigate'], ...munificent },
    ],
    { damageDeck: deck },
  );

/** 3 red, 1 blue, 2 black at close range, all hits but one crit: 6 damage and a critical icon, on a bow without shields. */
const CRIT = ['crit', 'hit', 'hit', 'hit', 'hit', 'hit'];

/** The attack up to its damage step, the standard critical effect resolved (the first card faceup). */
function toDamage(s: ArmadaState): ArmadaState {
  let t = attack(s, 0, 's0-2', 'front', 's1-2', 'front', CRIT).state;
  t = act(t, 0, { type: 'FinishAttackEffects' }).state;
  t = act(t, 1, { type: 'FinishDefenseTokens' }).state;
  return act(t, 0, { type: 'ResolveStandardCritical' }).state;
}

describe('upgrade card tide-of-progress-xii', () => {
  it('is the Munificent’s non-recurring title, readied with a repair token', () => {
    expect([tideOfProgressXii.slots, tideOfProgressXii.recurrence, tideOfProgressXii.readyCost]).toEqual([['title'], 'non-recurring', { count: 1, tokens: ['repair'] }]);
    expect(tideOfProgressXii.effect[0]).toMatchObject({ when: 'faceup-damage', exhaust: true, steps: [{ op: 'discard-faceup-damage-card', trait: 'ship' }] });
  });

  it('in an attack, before a faceup Ship card is dealt, the owner may discard it: nothing replaces it, the rest comes facedown', () => {
    const s = toDamage(duel());
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'tide-of-progress-xii', optional: true, rule: RULE.schadenAnSchiffen });
    expect(armadaLegalActions(s, 1)).toEqual([{ type: 'ChooseOption', card: 'structural-damage' }, { type: 'PassChoice' }]);
    const out = answer(s, { card: 'structural-damage' });
    expect(out.events).toContainEqual({ type: 'FaceupDamageCardDiscarded', payload: { ship: 's1-2', upgrade: 'tide-of-progress-xii', card: 'structural-damage', cause: 'attack' } });
    expect(upgrade(out.state, 's1-2', 'tide-of-progress-xii').exhausted).toBe(true);
    // 6 damage on a bow without shields: the first point's card discarded, 5 facedown cards.
    expect([ship(out.state, 's1-2').faceupDamage, ship(out.state, 's1-2').facedownDamage.length]).toEqual([[], 5]);
    expect(out.state.discard).toContain('structural-damage');
    expect(out.state.attack).toBeNull();
  });

  it('declined, the card is dealt faceup and acts', () => {
    const out = answer(toDamage(duel()), 'pass');
    expect(ship(out.state, 's1-2').faceupDamage).toEqual(['structural-damage']);
    expect(upgrade(out.state, 's1-2', 'tide-of-progress-xii').exhausted).toBe(false);
    expect(ship(out.state, 's1-2').facedownDamage).toHaveLength(5);
  });

  it('a Crew card is dealt without a question, and an exhausted card does not act', () => {
    const crew = toDamage(duel({}, ['blinded-gunners', 'structural-damage']));
    expect(crew.prompt).toBeNull();
    expect(ship(crew, 's1-2').faceupDamage).toEqual(['blinded-gunners']);
    const tired = toDamage(duel({ upgrades: [{ id: 'tide-of-progress-xii', exhausted: true }] }));
    expect(tired.prompt).toBeNull();
    expect(ship(tired, 's1-2').faceupDamage).toEqual(['structural-damage']);
  });

  it('an asteroid field’s faceup Ship card waits for the question; the others see only what is public', () => {
    const s = start(
      [{ id: 's1-2', pose: { x: 457.2, y: 400, heading: 0 }, upgrades: ['tide-of-progress-xii'], dials: ['navigate', 'navigate'] }],
      { firstPlayer: 1, damageDeck: ['structural-damage'], obstacles: [{ id: 'o1', shape: 'asteroid-1', pose: { x: 457.2, y: 540, heading: 0 } }] },
    );
    let t = act(s, 1, { type: 'ActivateShip', ship: 's1-2' }).state;
    t = act(t, 1, { type: 'TakeCommandToken' }).state;
    if (t.activation?.stage === 'attack') t = act(t, 1, { type: 'FinishAttacks' }).state;
    const moved = act(t, 1, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'right', dial: false, token: false });
    expect(moved.events).toContainEqual({ type: 'ObstacleOverlapped', payload: { ship: 's1-2', obstacle: 'o1', type: 'asteroid' } });
    expect(moved.state.prompt?.prompt).toMatchObject({ seat: 1, source: 'tide-of-progress-xii' });
    const used = answer(moved.state, { card: 'structural-damage' });
    expect(used.events).toContainEqual({ type: 'FaceupDamageCardDiscarded', payload: { ship: 's1-2', upgrade: 'tide-of-progress-xii', card: 'structural-damage', cause: 'asteroid' } });
    expect(ship(used.state, 's1-2').faceupDamage).toEqual([]);
    expect(used.state.deck[0]).not.toBe('structural-damage');
    // Declined, the asteroid's card is dealt faceup after all.
    const declined = answer(moved.state, 'pass');
    expect(declined.events).toContainEqual({ type: 'FaceupDamageDealt', payload: { ship: 's1-2', card: 'structural-damage', cause: 'asteroid' } });
    // The question is open to everybody (the card would lie faceup anyway).
    expect((game_.view(moved.state, seatViewer(0)) as { question: { seat: number } | null }).question?.seat).toBe(1);
  });
});
