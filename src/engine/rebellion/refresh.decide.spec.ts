import { accepted, refused, when } from '../core/decider.testkit.js';
import { redactFor } from '../core/event.redact.js';
import { onlySeats, PUBLIC, seatViewer, SPECTATOR } from '../core/visibility.view.js';
import type { ActionCardId } from './data/action-cards.data.js';
import { SYSTEM_IDS } from './data/systems.data.js';
import { inSupply } from './board.query.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions, pending } from './rebellion.legal.js';
import type { RebellionState } from './rebellion.state.js';
import { last, play, playTo, types } from './rebellion.testkit.js';
import { view } from './rebellion.view.js';

const round1 = last(playTo('refresh-decisions', (s) => s.phase.kind === 'assignment').states);
const EMPIRE = round1.seats!.empire;
const REBEL = round1.seats!.rebel;

/** A quiet board: no units, no loyalty but Coruscant's, the base hidden in Hoth, no objectives in hand. */
const quiet: RebellionState = {
  ...round1,
  systems: Object.fromEntries(SYSTEM_IDS.map((id) => [id, { loyalty: id === 'coruscant' ? 'empire' : null, subjugated: false, sabotaged: false, destroyed: false }])) as RebellionState['systems'],
  units: Object.fromEntries(Object.keys(round1.units).map((p) => [p, {}])) as RebellionState['units'],
  base: { system: 'hoth', revealed: false },
  hands: { ...round1.hands, objectives: [] },
};

/** Ends the command phase at once: the refresh runs up to its first decision. */
function refreshFrom(s: RebellionState) {
  const command = play(s, [REBEL, { type: 'FinishAssignment' }], [EMPIRE, { type: 'FinishAssignment' }], [REBEL, { type: 'Pass' }]);
  return accepted(when<RebellionState>(game, command, EMPIRE, { type: 'Pass' }));
}

const withActionDecks = (s: RebellionState, rebel: ActionCardId[], empire: ActionCardId[]): RebellionState => ({
  ...s,
  decks: { ...s.decks, actions: { rebel, empire } },
});

describe('rebellion:rekrutieren', () => {
  const given = withActionDecks(quiet, ['an-old-friend', 'ambush', 'noble-sacrifice'], ['boba-fett-where', 'catch-them-by-surprise', 'local-rumors']);

  it('given a recruit icon, then each side draws 2 action cards that only it sees, and both choose at the same time', () => {
    const { emitted, state } = refreshFrom(given);
    expect(state.time).toBe(2);
    const drawn = emitted.filter((e) => e.event.type === 'RecruitCardsDrawn');
    expect(drawn.map((e) => e.event.payload)).toEqual([
      { faction: 'empire', cards: ['boba-fett-where', 'catch-them-by-surprise'] },
      { faction: 'rebel', cards: ['an-old-friend', 'ambush'] },
    ]);
    expect(drawn[1].visibility).toEqual(onlySeats(REBEL));
    expect(redactFor(drawn[1], seatViewer(EMPIRE)).payload).toEqual({ faction: 'rebel', count: 2 });
    expect(pending(state).map((p) => [p.seat, p.decision])).toEqual([
      [EMPIRE, 'recruit-card'],
      [REBEL, 'recruit-card'],
    ]);
    expect(legalActions(state, REBEL)).toEqual([
      { type: 'ChooseRecruitCard', card: 'an-old-friend' },
      { type: 'ChooseRecruitCard', card: 'ambush' },
    ]);
    expect(view(state, seatViewer(EMPIRE)).phase).toMatchObject({ kind: 'recruit', offered: { rebel: { count: 2 } } });
    expect(refused(when(game, state, REBEL, { type: 'ChooseRecruitCard', card: 'noble-sacrifice' }))).toMatchObject({
      code: 'CARD_NOT_DRAWN_FOR_RECRUITING',
      rule: 'rebellion:rekrutieren',
    });
  });

  it('keeps the chosen card secret, puts the other under the deck unseen, and lets the Rebel name his leader first', () => {
    const drawn = refreshFrom(given).state;
    const rebelChose = accepted(when<RebellionState>(game, drawn, REBEL, { type: 'ChooseRecruitCard', card: 'ambush' }));
    expect(rebelChose.emitted).toEqual([
      {
        event: { type: 'RecruitCardChosen', payload: { faction: 'rebel', card: 'ambush', returned: ['an-old-friend'] } },
        visibility: onlySeats(REBEL),
        redacted: { faction: 'rebel' },
      },
    ]);
    expect(rebelChose.state.decks.actions.rebel).toEqual(['noble-sacrifice', 'an-old-friend']);
    expect(view(rebelChose.state, SPECTATOR).phase).toMatchObject({ chosen: { rebel: { done: true }, empire: { done: false } } });
    expect(JSON.stringify(view(rebelChose.state, seatViewer(EMPIRE)))).not.toContain('ambush');
    expect(pending(rebelChose.state).map((p) => p.seat)).toEqual([EMPIRE]);

    const both = accepted(when<RebellionState>(game, rebelChose.state, EMPIRE, { type: 'ChooseRecruitCard', card: 'boba-fett-where' })).state;
    expect(pending(both)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'recruit-leader' })]);
    expect(legalActions(both, REBEL)).toEqual([{ type: 'RecruitLeader', leader: 'general-madine' }]);
    expect(refused(when(game, both, EMPIRE, { type: 'RecruitLeader', leader: 'boba-fett' })).code).toBe('NOT_YOUR_DECISION');
    expect(refused(when(game, both, REBEL, { type: 'RecruitLeader', leader: 'han-solo' })).code).toBe('LEADER_NOT_RECRUITABLE');

    const madine = accepted(when<RebellionState>(game, both, REBEL, { type: 'RecruitLeader', leader: 'general-madine' }));
    expect(madine.emitted).toEqual([{ event: { type: 'LeaderRecruited', payload: { faction: 'rebel', leader: 'general-madine' } }, visibility: PUBLIC }]);
    expect(madine.state.leaders['general-madine']).toEqual({ location: { kind: 'pool' }, ring: null });
    expect(madine.state.hands.actions.rebel).toContain('ambush');
    const fett = accepted(when<RebellionState>(game, madine.state, EMPIRE, { type: 'RecruitLeader', leader: 'boba-fett' }));
    expect(types(fett.emitted)).toEqual(['LeaderRecruited', 'BuildBegan']);
  });

  it('draws one more card at a time while every card drawn shows only leaders in play; a card without a recruitable leader may still be kept', () => {
    const inPlay: RebellionState = {
      ...withActionDecks(given, ['an-old-friend', 'wookiee-guardian', 'the-millennium-falcon', 'ambush'], [...given.decks.actions.empire]),
      leaders: { ...given.leaders, 'han-solo': { location: { kind: 'pool' }, ring: null }, 'chewbacca': { location: { kind: 'pool' }, ring: null } },
    };
    const { emitted, state } = refreshFrom(inPlay);
    expect(emitted.find((e) => e.event.type === 'RecruitCardsDrawn' && (e.event.payload as { faction: string }).faction === 'rebel')!.event.payload).toEqual({
      faction: 'rebel',
      cards: ['an-old-friend', 'wookiee-guardian', 'the-millennium-falcon', 'ambush'],
    });
    const kept = play(state, [REBEL, { type: 'ChooseRecruitCard', card: 'an-old-friend' }], [EMPIRE, { type: 'ChooseRecruitCard', card: 'catch-them-by-surprise' }]);
    expect(kept.decks.actions.rebel).toEqual(['wookiee-guardian', 'the-millennium-falcon', 'ambush']);
    expect(kept.phase).toMatchObject({ kind: 'recruit', turn: 'empire' });
    expect(kept.hands.actions.rebel).toContain('an-old-friend');
  });

  it('rebellion:zustandsringe: a „Sofort“ card kept when recruiting is revealed and its ring attached before building', () => {
    const falcon = withActionDecks(given, ['the-millennium-falcon', 'ambush'], [...given.decks.actions.empire]);
    const chosen = play(
      refreshFrom(falcon).state,
      [REBEL, { type: 'ChooseRecruitCard', card: 'the-millennium-falcon' }],
      [EMPIRE, { type: 'ChooseRecruitCard', card: 'catch-them-by-surprise' }],
      [REBEL, { type: 'RecruitLeader', leader: 'han-solo' }],
    );
    const revealed = accepted(when<RebellionState>(game, chosen, EMPIRE, { type: 'RecruitLeader', leader: 'admiral-ozzel' }));
    expect(types(revealed.emitted)).toEqual(['LeaderRecruited', 'ImmediateActionCardsBegan', 'ImmediateActionCardRevealed']);
    expect(legalActions(revealed.state, REBEL)).toContainEqual({ type: 'AttachRing', card: 'the-millennium-falcon', leader: 'han-solo' });
    const ringed = accepted(when<RebellionState>(game, revealed.state, REBEL, { type: 'AttachRing', card: 'the-millennium-falcon', leader: 'han-solo' }));
    expect(types(ringed.emitted)).toEqual(['RingAttached', 'BuildBegan']);
    expect(ringed.state.leaders['han-solo']!.ring).toBe('the-millennium-falcon');
  });
});

describe('rebellion:einheiten-bauen, rebellion:materialbeschraenkung', () => {
  /** Time 5 → 6: a build icon without a recruit icon. */
  const board: RebellionState = {
    ...quiet,
    time: 5,
    systems: {
      ...quiet.systems,
      corellia: { ...quiet.systems.corellia, loyalty: 'empire' },
      mustafar: { ...quiet.systems.mustafar, subjugated: true },
      sullust: { ...quiet.systems.sullust, loyalty: 'empire', sabotaged: true },
      'mon-calamari': { ...quiet.systems['mon-calamari'], loyalty: 'rebel' },
      naboo: { ...quiet.systems.naboo, loyalty: 'empire' },
    },
    units: { ...quiet.units, corellia: { 'star-destroyer': 1 }, mustafar: { stormtrooper: 1 }, naboo: { 'at-st': 1, 'x-wing': 1 }, 'rebel-base': { 'rebel-trooper': 2 } },
  };

  it('first lets both sides destroy own units at will, one at a time, in any order', () => {
    const s = refreshFrom(board).state;
    expect(s.phase).toEqual({ kind: 'build', stage: 'release', done: { empire: false, rebel: false }, releasing: { empire: false, rebel: false } });
    expect(pending(s).map((p) => p.seat).sort()).toEqual([EMPIRE, REBEL].sort());
    expect(legalActions(s, REBEL)).toEqual([{ type: 'ReleaseUnits' }, { type: 'FinishReleasing' }]);
    expect(refused(when(game, s, REBEL, { type: 'ReleaseUnit', at: 'naboo', unit: 'x-wing' })).code).toBe('NOT_YOUR_DECISION');
    const choosing = play(s, [REBEL, { type: 'ReleaseUnits' }]);
    expect(legalActions(choosing, REBEL)).toEqual([
      { type: 'ReleaseUnit', at: 'naboo', unit: 'x-wing' },
      { type: 'ReleaseUnit', at: 'rebel-base', unit: 'rebel-trooper' },
      { type: 'FinishReleasing' },
    ]);
    expect(refused(when(game, choosing, REBEL, { type: 'ReleaseUnit', at: 'naboo', unit: 'at-st' }))).toMatchObject({
      code: 'NO_SUCH_OWN_UNIT',
      rule: 'rebellion:materialbeschraenkung',
    });
    const released = accepted(when<RebellionState>(game, choosing, REBEL, { type: 'ReleaseUnit', at: 'naboo', unit: 'x-wing' }));
    expect(released.emitted[0]).toEqual({ event: { type: 'UnitReleased', payload: { faction: 'rebel', at: 'naboo', unit: 'x-wing' } }, visibility: PUBLIC });
    expect(released.state.units.naboo).toEqual({ 'at-st': 1 });
    expect(inSupply(released.state, 'x-wing')).toBe(inSupply(choosing, 'x-wing') + 1);
  });

  it('builds one unit per icon onto the queue space printed with it: all icons of loyal systems, the left-most of subjugated ones, none where sabotaged or enemies stand', () => {
    const s = play(refreshFrom(board).state, [EMPIRE, { type: 'FinishReleasing' }]);
    // Naboo has a Rebel unit: no Imperial build there. The Rebel picks for the blue triangle of his base space.
    const done = accepted(when<RebellionState>(game, s, REBEL, { type: 'FinishReleasing' }));
    expect(done.emitted.at(-1)!.event).toEqual({ type: 'BuildChoicesBegan', payload: { choices: [{ icon: 'space-triangle', space: 3 }, { icon: 'space-triangle', space: 1 }] } });
    expect(legalActions(done.state, REBEL)).toEqual([
      { type: 'BuildUnit', unit: 'x-wing' },
      { type: 'BuildUnit', unit: 'y-wing' },
      { type: 'BuildUnit', unit: 'rebel-transport' },
    ]);
    expect(refused(when(game, done.state, REBEL, { type: 'BuildUnit', unit: 'corellian-corvette' }))).toMatchObject({
      code: 'UNIT_DOES_NOT_FIT_ICON',
      rule: 'rebellion:einheiten-bauen',
    });
    const one = play(done.state, [REBEL, { type: 'BuildUnit', unit: 'y-wing' }]);
    const built = accepted(when<RebellionState>(game, one, REBEL, { type: 'BuildUnit', unit: 'rebel-transport' }));
    expect(built.emitted.filter((e) => e.event.type === 'UnitsBuilt').map((e) => e.event.payload)).toEqual([
      {
        faction: 'empire',
        units: [
          { unit: 'tie-fighter', space: 3 },
          { unit: 'star-destroyer', space: 3 },
          { unit: 'stormtrooper', space: 1 },
          { unit: 'tie-fighter', space: 2 },
        ],
      },
      {
        faction: 'rebel',
        units: [
          { unit: 'mon-calamari-cruiser', space: 3 },
          { unit: 'rebel-trooper', space: 1 },
          { unit: 'y-wing', space: 3 },
          { unit: 'rebel-transport', space: 1 },
        ],
      },
    ]);
  });

  it('builds no unit of a type whose miniatures are all in play', () => {
    const exhausted: RebellionState = { ...board, units: { ...board.units, coruscant: { 'tie-fighter': 24 } } };
    const s = play(refreshFrom(exhausted).state, [EMPIRE, { type: 'FinishReleasing' }], [REBEL, { type: 'FinishReleasing' }]);
    const built = play(s, [REBEL, { type: 'BuildUnit', unit: 'x-wing' }], [REBEL, { type: 'BuildUnit', unit: 'x-wing' }]);
    expect(built.buildQueue.empire).toEqual([
      { unit: 'star-destroyer', space: 3 },
      { unit: 'stormtrooper', space: 1 },
    ]);
  });
});

describe('rebellion:einheiten-stationieren', () => {
  /** Time 6 → 7: neither recruit nor build icon; the queues hold units on space 1. */
  const board: RebellionState = {
    ...quiet,
    time: 6,
    systems: {
      ...quiet.systems,
      corellia: { ...quiet.systems.corellia, loyalty: 'empire' },
      mustafar: { ...quiet.systems.mustafar, loyalty: 'empire', sabotaged: true },
      'mon-calamari': { ...quiet.systems['mon-calamari'], loyalty: 'rebel' },
      naboo: { ...quiet.systems.naboo, loyalty: 'rebel' },
    },
    units: { ...quiet.units, naboo: { stormtrooper: 1 } },
    buildQueue: {
      rebel: [
        { unit: 'x-wing', space: 1 },
        { unit: 'x-wing', space: 1 },
        { unit: 'x-wing', space: 1 },
        { unit: 'y-wing', space: 2 },
      ],
      empire: [{ unit: 'tie-fighter', space: 1 }],
    },
  };

  it('slides the Rebel queue first; what leaves space 1 goes into own loyal systems without enemies or sabotage, or the hidden base’s space', () => {
    const { emitted, state } = refreshFrom(board);
    expect(emitted.at(-1)).toEqual({ event: { type: 'BuildQueueAdvanced', payload: { faction: 'rebel', ready: { 'x-wing': 3 } } }, visibility: PUBLIC });
    expect(state.buildQueue.rebel).toEqual([{ unit: 'y-wing', space: 1 }]);
    expect(legalActions(state, REBEL)).toEqual([
      { type: 'DeployUnit', unit: 'x-wing', at: 'mon-calamari' },
      { type: 'DeployUnit', unit: 'x-wing', at: 'rebel-base' },
      { type: 'FinishDeploying' },
    ]);
    expect(refused(when(game, state, REBEL, { type: 'DeployUnit', unit: 'x-wing', at: 'naboo' }))).toMatchObject({
      code: 'CANNOT_DEPLOY_THERE',
      rule: 'rebellion:einheiten-stationieren',
    });
  });

  it('deploys at most 2 units into a place, and sends the rest back to space 1 before the Empire deploys', () => {
    const s = play(refreshFrom(board).state, [REBEL, { type: 'DeployUnit', unit: 'x-wing', at: 'mon-calamari' }], [REBEL, { type: 'DeployUnit', unit: 'x-wing', at: 'mon-calamari' }]);
    expect(legalActions(s, REBEL)).toEqual([{ type: 'DeployUnit', unit: 'x-wing', at: 'rebel-base' }, { type: 'FinishDeploying' }]);
    const finished = accepted(when<RebellionState>(game, s, REBEL, { type: 'FinishDeploying' }));
    expect(types(finished.emitted)).toEqual(['DeployFinished', 'BuildQueueAdvanced']);
    expect(finished.state.buildQueue.rebel).toEqual([
      { unit: 'y-wing', space: 1 },
      { unit: 'x-wing', space: 1 },
    ]);
    expect(finished.state.units['mon-calamari']).toEqual({ 'x-wing': 2 });
    // Corellia and Coruscant are loyal, Mustafar is sabotaged; the stormtrooper has subjugated Naboo.
    expect(finished.state.systems.naboo.subjugated).toBe(true);
    expect(legalActions(finished.state, EMPIRE)).toEqual([
      { type: 'DeployUnit', unit: 'tie-fighter', at: 'corellia' },
      { type: 'DeployUnit', unit: 'tie-fighter', at: 'coruscant' },
      { type: 'DeployUnit', unit: 'tie-fighter', at: 'naboo' },
      { type: 'FinishDeploying' },
    ]);
    const round = accepted(when<RebellionState>(game, finished.state, EMPIRE, { type: 'DeployUnit', unit: 'tie-fighter', at: 'coruscant' }));
    expect(types(round.emitted)).toEqual(['UnitDeployed', 'RoundBegan']);
  });

  it('rebellion:rebellenstuetzpunkt: nothing deploys onto the base’s space once the base is revealed', () => {
    const revealed = refreshFrom({ ...board, base: { system: 'hoth', revealed: true } }).state;
    expect(legalActions(revealed, REBEL).some((a) => a.type === 'DeployUnit' && a.at === 'rebel-base')).toBe(false);
  });
});

