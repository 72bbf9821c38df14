import { seatViewer, SPECTATOR } from '../../core/visibility.view.js';
import { text } from '../../core/text.js';
import { legalActions, pending } from '../rebellion.legal.js';
import type { RebellionState } from '../rebellion.state.js';
import { EMPIRE, REBEL } from '../rebellion.testkit.js';
import { view } from '../rebellion.view.js';
import { rebelTurn } from './card.testkit.js';
import { leaderChoice } from './leader.prompt.js';

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

  it('a secret leader prompt: its side sees the leaders, labelled by name and place; the stand-in others see names none', () => {
    const base = rebelTurn({ leaders: { 'han-solo': 'naboo', 'mon-mothma': 'pool' } });
    const s: RebellionState = {
      ...base,
      prompt: {
        faction: 'rebel',
        frame: { card: 'misdirection', step: 0, vars: {}, then: 'finish-mission' },
        prompt: {
          kind: 'leader',
          seat: REBEL,
          question: text('Welcher Anführer?', 'Which leader?'),
          rule: 'rebellion:missionen-aufdecken',
          choices: [leaderChoice(base, 'han-solo'), leaderChoice(base, 'mon-mothma')],
          optional: false,
          secret: true,
        },
      },
    };
    expect(view(s, seatViewer(REBEL)).prompt!.choices).toEqual([
      { params: { leader: 'han-solo' }, label: text('Han Solo (Naboo)', 'Han Solo (Naboo)'), group: text('Naboo', 'Naboo') },
      { params: { leader: 'mon-mothma' }, label: text('Mon Mothma (Führungszentrum)', 'Mon Mothma (leader pool)'), group: text('Führungszentrum', 'leader pool') },
    ]);
    expect(legalActions(s, REBEL)).toEqual([
      { type: 'ChooseLeader', leader: 'han-solo' },
      { type: 'ChooseLeader', leader: 'mon-mothma' },
    ]);
    for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) {
      expect(view(s, viewer).prompt).toMatchObject({ kind: 'leader', question: { en: 'Which leader?' }, choices: [] });
      expect(JSON.stringify(view(s, viewer).prompt)).not.toContain('han-solo');
    }
    expect(legalActions(s, EMPIRE)).toEqual([]);
  });
});
