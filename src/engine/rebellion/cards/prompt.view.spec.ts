import { seatViewer, SPECTATOR } from '../../core/visibility.view.js';
import { text } from '../../core/text.js';
import { legalActions, pending } from '../rebellion.legal.js';
import type { RebellionState } from '../rebellion.state.js';
import { EMPIRE, REBEL } from '../rebellion.testkit.js';
import { view } from '../rebellion.view.js';
import { rebelTurn } from './card.testkit.js';

/** A Rebel card asking a secret question (as a card drawing objectives would), put straight into the state. */
const asking = (secret: boolean): RebellionState => ({
  ...rebelTurn({}),
  prompt: {
    faction: 'rebel',
    frame: { card: 'covert-operation', step: 0, vars: {}, then: 'finish-mission' },
    prompt: {
      kind: 'card',
      seat: REBEL,
      question: text('Welche Zielkarte behalten?', 'Which objective is kept?'),
      rule: 'rebellion:missionen-aufdecken',
      source: 'covert-operation',
      choices: [{ params: { card: 'liberation' }, label: text('Befreiung', 'Liberation') }],
      optional: false,
      secret,
    },
  },
});

describe('an open card prompt in views and legal actions', () => {
  it('a secret prompt shows its choices to its side only; the other side and spectators see the question', () => {
    const s = asking(true);
    expect(view(s, seatViewer(REBEL)).prompt!.choices).toHaveLength(1);
    for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) {
      expect(view(s, viewer).prompt).toMatchObject({ kind: 'card', question: { en: 'Which objective is kept?' }, choices: [] });
      expect(JSON.stringify(view(s, viewer))).not.toContain('liberation');
    }
  });

  it('a public prompt shows its choices to everybody; only the asked side answers, before anything its phase waits for', () => {
    const s = asking(false);
    expect(view(s, seatViewer(EMPIRE)).prompt!.choices).toHaveLength(1);
    expect(legalActions(s, REBEL)).toEqual([{ type: 'ChooseCard', card: 'liberation' }]);
    expect(legalActions(s, EMPIRE)).toEqual([]);
    expect(pending(s)).toEqual([{ seat: REBEL, decision: 'card-prompt', label: text('Welche Zielkarte behalten?', 'Which objective is kept?') }]);
  });
});
