import { redactFor } from '../../../../core/event.redact.js';
import { ScriptedRng, SeededRng } from '../../../../core/rng.random.js';
import { seatViewer } from '../../../../core/visibility.view.js';
import { fold } from '../../../../core/decider.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { rebellionGame as game } from '../../../rebellion.game.js';
import { view } from '../../../rebellion.view.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { act, no, withCards } from '../../card.testkit.js';
import { proceedingAsPlanned } from './proceeding-as-planned.card.js';

const inPool = { 'admiral-ozzel': 'pool', 'moff-jerjerrod': 'hoth', 'darth-vader': 'pool' };

describe('Proceeding as Planned (proceeding-as-planned)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(proceedingAsPlanned.effect).not.toBeNull();
  });

  it('asks the Empire, in secret, for a project of the deck and a leader shown on the card still in the pool', () => {
    const s = withCards('empire', ['proceeding-as-planned'], { leaders: inPool });
    expect(legalActions(s, EMPIRE)).toContainEqual({ type: 'UseActionCard', card: 'proceeding-as-planned' });
    const { emitted, state } = act(s, EMPIRE, { type: 'UseActionCard', card: 'proceeding-as-planned' });
    expect(types(emitted)).toEqual(['ActionCardUsed', 'PromptOpened']);
    expect(state.prompt!.prompt).toMatchObject({ kind: 'card', seat: EMPIRE, secret: true, optional: false, rule: 'rebellion:aktionskarten', source: 'proceeding-as-planned' });
    // Every project of the deck once, in catalogue order, only with Ozzel (Jerjerrod is not in the pool).
    expect(legalActions(state, EMPIRE)).toEqual([
      { type: 'ChooseCard', card: 'construct-death-star', leader: 'admiral-ozzel' },
      { type: 'ChooseCard', card: 'construct-factory', leader: 'admiral-ozzel' },
      { type: 'ChooseCard', card: 'construct-super-star-destroyer', leader: 'admiral-ozzel' },
      { type: 'ChooseCard', card: 'oversee-project', leader: 'admiral-ozzel' },
      { type: 'ChooseCard', card: 'superlaser-online', leader: 'admiral-ozzel' },
    ]);
    // The Rebel sees the question, not the choices.
    expect(view(state, seatViewer(REBEL)).prompt).toMatchObject({ kind: 'card', choices: [] });
    expect(legalActions(state, REBEL)).toEqual([]);
  });

  it('assigns the leader face down to the project searched; the Rebel learns neither card nor leader nor the deck order', () => {
    const s = withCards('empire', ['proceeding-as-planned'], { leaders: inPool });
    const used = act(s, EMPIRE, { type: 'UseActionCard', card: 'proceeding-as-planned' }).state;
    const { emitted, state } = act(used, EMPIRE, { type: 'ChooseCard', card: 'superlaser-online', leader: 'admiral-ozzel' });
    expect(types(emitted)).toEqual(['PromptAnswered', 'CardSearched', 'ProjectDeckShuffled']);
    expect(state.assigned.empire).toEqual([{ card: 'superlaser-online', leaders: ['admiral-ozzel'] }]);
    expect(state.leaders['admiral-ozzel']!.location).toEqual({ kind: 'mission', slot: 0 });
    expect(state.decks.projects.filter((p) => p === 'superlaser-online')).toHaveLength(2);
    expect(state.prompt).toBeNull();
    expect(state.phase).toMatchObject({ kind: 'assignment', turn: 'empire' });
    const seen = JSON.stringify(emitted.map((e) => redactFor(e, seatViewer(REBEL))));
    expect(seen).not.toContain('superlaser');
    expect(seen).not.toContain('admiral-ozzel');
    expect(JSON.stringify(view(state, seatViewer(REBEL)))).not.toContain('superlaser');
    // Another leader may join it as on any face-down mission (RR MISSIONSKARTEN).
    expect(legalActions(state, EMPIRE)).toContainEqual(expect.objectContaining({ type: 'AddLeaderToMission', slot: 0 }));
  });

  it('shuffles the project deck with a sandbox game’s scripted order', () => {
    const s = withCards('empire', ['proceeding-as-planned'], { leaders: inPool });
    const used = act(s, EMPIRE, { type: 'UseActionCard', card: 'proceeding-as-planned' }).state;
    const rest = [...used.decks.projects];
    rest.splice(rest.indexOf('construct-factory'), 1);
    const order = [...rest].reverse();
    const rng = new ScriptedRng([], new SeededRng('spec'), [order]);
    const emitted = game.decide(used, EMPIRE, { type: 'ChooseCard', card: 'construct-factory', leader: 'admiral-ozzel' }, rng);
    if (!Array.isArray(emitted)) throw new Error('refused');
    expect(fold<RebellionState>(game, emitted, used).decks.projects).toEqual(order);
    expect(rng.shufflesConsumed).toBe(1);
  });

  it('cannot be used without a leader shown on it in the pool, nor answered with a card or leader not offered', () => {
    const away = withCards('empire', ['proceeding-as-planned'], { leaders: { 'admiral-ozzel': 'naboo', 'moff-jerjerrod': 'hoth' } });
    expect(legalActions(away, EMPIRE).filter((a) => a.type === 'UseActionCard')).toEqual([]);
    expect(no(away, EMPIRE, { type: 'UseActionCard', card: 'proceeding-as-planned' }).code).toBe('ACTION_CARD_CANNOT_BE_USED_SO');
    const used = act(withCards('empire', ['proceeding-as-planned'], { leaders: inPool }), EMPIRE, { type: 'UseActionCard', card: 'proceeding-as-planned' }).state;
    expect(no(used, EMPIRE, { type: 'ChooseCard', card: 'superlaser-online', leader: 'moff-jerjerrod' }).code).toBe('CHOICE_NOT_OFFERED');
    expect(no(used, EMPIRE, { type: 'ChooseCard', card: 'sabotage', leader: 'admiral-ozzel' }).code).toBe('CHOICE_NOT_OFFERED');
    expect(no(used, EMPIRE, { type: 'PassChoice' }).code).toBe('CHOICE_REQUIRED');
    expect(no(used, EMPIRE, { type: 'FinishAssignment' }).code).toBeDefined();
  });
});
