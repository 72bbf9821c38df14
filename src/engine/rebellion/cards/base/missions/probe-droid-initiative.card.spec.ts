import { EMPIRE, types } from '../../../rebellion.testkit.js';
import { act, imperialTurn, payloads, revealTargets } from '../../card.testkit.js';
import { probeDroidInitiative } from './probe-droid-initiative.card.js';

/** Naboo holds a Star Destroyer and Princess Leia; `leaders` resolve the card there. */
const resolve = (leaders: string[]) =>
  act(
    imperialTurn({
      assigned: { empire: [{ card: 'probe-droid-initiative', leaders }] },
      systems: { naboo: { units: { 'star-destroyer': 1 } } },
      leaders: { 'princess-leia': 'naboo', 'mon-mothma': 'pool', 'darth-vader': 'pool' },
    }),
    EMPIRE,
    { type: 'RevealMission', slot: 0, system: 'naboo' },
  ).emitted;
const drawn = (emitted: ReturnType<typeof resolve>) => (payloads(emitted, 'ProbeCardsDrawn')[0] as { cards: string[] }).cards.length;

describe('Probe Droid Initiative (probe-droid-initiative)', () => {
  it('is resolved only where a Star Destroyer or a Super Star Destroyer stands', () => {
    expect(revealTargets(probeDroidInitiative, { systems: { naboo: { units: { 'star-destroyer': 1 } }, sullust: { units: { 'tie-fighter': 1 } } } })).toEqual(['naboo']);
  });

  it('draws 2 probe cards for the Empire; nobody opposes or rolls, though a Rebel leader stands there', () => {
    const emitted = resolve(['grand-moff-tarkin']);
    expect(types(emitted)).not.toContain('MissionDiceRolled');
    expect(drawn(emitted)).toBe(2);
  });

  it('draws 2 more when Admiral Ozzel, its portrait, resolves it', () => {
    expect(drawn(resolve(['admiral-ozzel']))).toBe(4);
  });
});
