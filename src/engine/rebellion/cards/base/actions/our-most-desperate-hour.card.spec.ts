import { redactFor } from '../../../../core/event.redact.js';
import { seatViewer } from '../../../../core/visibility.view.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { act, withCards } from '../../card.testkit.js';
import { ourMostDesperateHour } from './our-most-desperate-hour.card.js';

describe('Our Most Desperate Hour (our-most-desperate-hour)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(ourMostDesperateHour.effect).not.toBeNull();
  });

  it('Our Most Desperate Hour: Leia onto a card searched from the mission deck, unseen by the Empire; the deck is shuffled', () => {
    const s = withCards('rebel', ['our-most-desperate-hour']);
    const { emitted, state } = act(s, REBEL, { type: 'UseActionCard', card: 'our-most-desperate-hour', mission: 'hidden-fleet' });
    expect(state.assigned.rebel).toEqual([{ card: 'hidden-fleet', leaders: ['princess-leia'] }]);
    const copies = (deck: readonly string[]) => deck.filter((m) => m === 'hidden-fleet').length;
    expect(copies(state.decks.missions.rebel)).toBe(copies(s.decks.missions.rebel) - 1);
    expect(JSON.stringify(emitted.map((e) => redactFor(e, seatViewer(EMPIRE))))).not.toContain('hidden-fleet');
    expect(types(emitted)).toEqual(['ActionCardUsed', 'MissionSearchedAndAssigned', 'MissionDeckShuffled']);
  });
});
