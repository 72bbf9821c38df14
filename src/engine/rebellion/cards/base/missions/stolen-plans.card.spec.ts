import { seatViewer, SPECTATOR } from '../../../../core/visibility.view.js';
import { legalActions, pending } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL, received, types } from '../../../rebellion.testkit.js';
import { view } from '../../../rebellion.view.js';
import { OBJECTIVES } from '../../../data/objectives.data.js';
import { act, no, payloads, rebelTurn, revealTargets } from '../../card.testkit.js';
import { stolenPlans } from './stolen-plans.card.js';

const DECK = ['popular-support', 'liberation', 'crippling-blow', 'defend-the-people', 'rebel-assault'];
const LOOKED = DECK.slice(0, 4);

/** The objective deck holds `objectives` on top; with `only`, nothing else (the others were played). */
const position = (objectives: string[] = DECK, only = false) =>
  rebelTurn({
    ...(only ? { objectivesPlayed: OBJECTIVES.map((o) => o.id).filter((o) => !objectives.includes(o)) } : {}),
    assigned: { rebel: [{ card: 'stolen-plans', leaders: ['princess-leia'] }] },
    systems: { naboo: { units: { 'tie-fighter': 1 } } },
    leaders: { 'darth-vader': 'pool' },
    decks: { objectives },
  });

/** Revealed at Naboo, the Empire opposes with Vader; Leia's 2 intel dice plus her portrait against Vader's 0 intel. */
const succeeded = (objectives?: string[], only = false) => {
  const revealed = act(position(objectives, only), REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
  return act(revealed.state, EMPIRE, { type: 'OpposeMission', leader: 'darth-vader' }, ['blank', 'blank']);
};

const others = [seatViewer(EMPIRE), SPECTATOR];
const mentionsLooked = (s: string) => LOOKED.filter((c) => s.includes(`"${c}"`));

describe('Stolen Plans (stolen-plans)', () => {
  it('is attempted only in a system with an Imperial unit', () => {
    expect(revealTargets(stolenPlans, { systems: { naboo: { units: { 'tie-fighter': 1 } } } })).toEqual(['naboo']);
  });

  it('on success the Rebel alone gets an order prompt over the top 4 objectives, one card at a time', () => {
    const { emitted, state } = succeeded();
    expect(types(emitted)).toContain('PromptOpened');
    expect(legalActions(state, REBEL)).toEqual(LOOKED.map((card) => ({ type: 'ChooseNext', card })));
    expect(legalActions(state, EMPIRE)).toEqual([]);
    expect(no(state, EMPIRE, { type: 'ChooseNext', card: 'liberation' })).toMatchObject({ code: 'NOT_YOUR_DECISION' });
    expect(no(state, REBEL, { type: 'ChooseNext', card: 'rebel-assault' })).toMatchObject({ code: 'CHOICE_NOT_OFFERED' });
    expect(no(state, REBEL, { type: 'PassChoice' })).toMatchObject({ code: 'CHOICE_REQUIRED' });
  });

  it('puts all 4 back on top in the chosen order; the fifth card stays where it was', () => {
    let s: RebellionState = succeeded().state;
    for (const card of ['defend-the-people', 'popular-support', 'crippling-blow']) s = act(s, REBEL, { type: 'ChooseNext', card }).state;
    expect(s.decks.objectives.slice(0, 5)).toEqual(['defend-the-people', 'popular-support', 'crippling-blow', 'liberation', 'rebel-assault']);
    expect(s.prompt).toBeNull();
    expect(s.discards.missions.rebel).toEqual(['stolen-plans']);
    expect(s.phase.kind).toBe('command');
  });

  it('the other seat learns that 4 cards were looked at and reordered, never which or in what order: events, views, legal actions, labels', () => {
    const first = succeeded();
    const second = act(first.state, REBEL, { type: 'ChooseNext', card: 'crippling-blow' });
    const third = act(second.state, REBEL, { type: 'ChooseNext', card: 'liberation' });
    const done = act(third.state, REBEL, { type: 'ChooseNext', card: 'popular-support' });
    for (const step of [first, second, third, done])
      for (const viewer of others) expect(mentionsLooked(JSON.stringify(received(step.emitted, step.state, viewer)))).toEqual([]);
    // A prompt half answered: the stand-in carries the card and the step, not the cards seen or chosen so far.
    const standIn = received(second.emitted, second.state, seatViewer(EMPIRE)) as { events: { type: string; payload: unknown }[] };
    expect(standIn.events.find((e) => e.type === 'PromptOpened')!.payload).toMatchObject({ faction: 'rebel', frame: { card: 'stolen-plans', vars: {} }, prompt: { kind: 'order', choices: [] } });
    expect(view(second.state, seatViewer(EMPIRE)).prompt).toMatchObject({ kind: 'order', secret: true, choices: [] });
    expect(JSON.stringify(pending(second.state))).toContain('4 objective cards looked at');
    expect(payloads(done.emitted, 'CardsPutBack')).toEqual([{ deck: 'objectives', top: ['crippling-blow', 'liberation', 'popular-support', 'defend-the-people'], bottom: [] }]);
    const put = received(done.emitted, done.state, seatViewer(EMPIRE)) as { events: { type: string; payload: unknown }[] };
    expect(put.events.find((e) => e.type === 'CardsPutBack')!.payload).toEqual({ deck: 'objectives', count: 4 });
    // The Rebel's own seat sees its choices.
    expect(JSON.stringify(received(second.emitted, second.state, seatViewer(REBEL)))).toContain('"liberation"');
  });

  it('with fewer than 4 cards in the deck all are reordered; with one card nothing is asked', () => {
    let s = succeeded(['liberation', 'crippling-blow'], true).state;
    expect(legalActions(s, REBEL)).toHaveLength(2);
    s = act(s, REBEL, { type: 'ChooseNext', card: 'crippling-blow' }).state;
    expect(s.decks.objectives).toEqual(['crippling-blow', 'liberation']);
    const one = succeeded(['liberation'], true);
    expect(types(one.emitted)).not.toContain('PromptOpened');
    expect(one.state.decks.objectives).toEqual(['liberation']);
  });

  it('a failed attempt looks at nothing', () => {
    // Leia's 2 blanks and her portrait's 2 successes against Yularen's 3 hits.
    const s = rebelTurn({
      assigned: { rebel: [{ card: 'stolen-plans', leaders: ['princess-leia'] }] },
      systems: { naboo: { units: { 'tie-fighter': 1 } } },
      leaders: { 'colonel-yularen': 'pool' },
      decks: { objectives: DECK },
    });
    const tried = act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    const failed = act(tried.state, EMPIRE, { type: 'OpposeMission', leader: 'colonel-yularen' }, ['blank', 'blank', 'hit', 'hit', 'hit']);
    expect(payloads(failed.emitted, 'MissionResolved')).toEqual([{ faction: 'rebel', card: 'stolen-plans', success: false }]);
    expect(failed.state.prompt).toBeNull();
    expect(failed.state.decks.objectives.slice(0, 5)).toEqual(DECK);
  });
});
