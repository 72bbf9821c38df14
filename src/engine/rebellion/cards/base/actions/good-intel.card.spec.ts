import { redactFor } from '../../../../core/event.redact.js';
import { seatViewer } from '../../../../core/visibility.view.js';
import { confirm, imperialAttack, payloads, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { view } from '../../../rebellion.view.js';
import { goodIntel } from './good-intel.card.js';

const USE = { type: 'UseActionCard', card: 'good-intel' };

/** The Empire attacks Naboo, where Jan Dodonna (space value 2) commands an X-wing; Yularen stands where `yularen` says. */
const combat = (yularen: string) =>
  run(
    imperialAttack(
      {
        naboo: { units: { 'x-wing': 1 } },
        sullust: { units: { 'star-destroyer': 1 } },
        leaders: { 'colonel-yularen': yularen, 'jan-dodonna': 'naboo' },
        hands: { empire: { actions: ['good-intel'] } },
      },
      [['star-destroyer', 1]],
    ),
    confirm,
  ).state;

const rebelDraw = (emitted: Parameters<typeof payloads>[0]) => emitted.find((e) => e.event.type === 'TacticCardsDrawn' && (e.event.payload as { faction: string }).faction === 'rebel')!;

describe('Good Intel (good-intel)', () => {
  it('is a start-of-combat card: the Rebel tactic cards lie face up for this combat', () => {
    expect(goodIntel.effect).toEqual({ window: 'start-of-combat', ability: { kind: 'for-this-combat', modifiers: [{ kind: 'open-tactics', faction: 'rebel' }] } });
  });

  it('with Yularen in the combat, the Empire sees the cards the Rebel draws, in the event and in its view', () => {
    const s = combat('naboo');
    expect(legalActions(s, EMPIRE)).toContainEqual(USE);
    const { emitted, state } = run(s, [EMPIRE, USE, []]);
    const drawn = rebelDraw(emitted);
    expect((drawn.event.payload as { cards: unknown[] }).cards).toHaveLength(2);
    expect(redactFor(drawn, seatViewer(EMPIRE)).payload).toEqual(drawn.event.payload);
    expect(view(state, seatViewer(EMPIRE)).hands.tactics.rebel.cards).toEqual(state.hands.tactics.rebel);
  });

  it('without it they stay hidden', () => {
    const { emitted, state } = run(combat('naboo'), [EMPIRE, { type: 'FinishCombatCards' }, []]);
    expect(redactFor(rebelDraw(emitted), seatViewer(EMPIRE)).payload).toEqual({ faction: 'rebel', theater: 'space', count: 2 });
    expect(view(state, seatViewer(EMPIRE)).hands.tactics.rebel.cards).toBeUndefined();
  });

  it('is not offered while neither Yularen nor Fel is in the combat', () => {
    expect(legalActions(combat('coruscant'), EMPIRE)).not.toContainEqual(USE);
  });
});
