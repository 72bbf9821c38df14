import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Emitted, GameAction } from '../src/engine/core/game.contract.js';
import { recordGolden, replayGolden, type GoldenFile, type GoldenSetup, type GoldenStep } from '../src/engine/core/golden.testkit.js';
import type { SeededRng } from '../src/engine/core/rng.random.js';
import { BASE_SET } from '../src/engine/rebellion/cards/base/manifest.js';
import { isImplemented } from '../src/engine/rebellion/cards/card.types.js';
import { coverageOf, type Coverage } from '../src/engine/rebellion/golden-coverage.testkit.js';
import { rebellionGame as game } from '../src/engine/rebellion/rebellion.game.js';
import type { RebellionState } from '../src/engine/rebellion/rebellion.state.js';

/**
 * Records Rebellion's golden replays (test/golden/rebellion/): seeded
 * random games chosen greedily for what they cover, plus sandbox games for
 * the cards random games rarely reach. Run once before a refactor that
 * must not change behaviour: `npm run build && node dist/scripts/golden-rebellion.record.js`.
 */

const OUT = 'test/golden/rebellion';
const CANDIDATES = 60;
const FULL_GAMES = 5;

type Legal = readonly { seat: number; action: GameAction }[];

const uniform = (legal: Legal, _state: unknown, bot: SeededRng): GoldenStep => legal[bot.int(legal.length)];

/** Prefers actions that name one of `words` (in that order, most of the time), else uniform. */
function towards(words: readonly string[]) {
  return (legal: Legal, state: unknown, bot: SeededRng): GoldenStep => {
    for (const word of words) {
      const wanted = legal.filter((l) => JSON.stringify(l.action).includes(`"${word}"`));
      if (wanted.length > 0 && bot.int(5) > 0) return wanted[bot.int(wanted.length)];
    }
    return uniform(legal, state, bot);
  };
}

function coverage(file: GoldenFile): Coverage {
  const states: RebellionState[] = [];
  const emitted: Emitted[] = [];
  const diffs = replayGolden(game, file, (state, events) => {
    states.push(state as RebellionState);
    emitted.push(...events);
  });
  if (diffs.length > 0) throw new Error(`${file.name} does not replay: ${diffs[0]}`);
  return coverageOf(states, emitted, file.steps.map((s) => s.action));
}

/** How many steps of a golden file it takes until every aim is covered, or null. */
function stepsUntil(file: GoldenFile, aim: readonly string[]): number | null {
  const states: RebellionState[] = [];
  const emitted: Emitted[] = [];
  let step = -1;
  let reached: number | null = null;
  replayGolden(game, file, (state, events) => {
    states.push(state as RebellionState);
    emitted.push(...events);
    const got = new Set(items(coverageOf(states, emitted, file.steps.slice(0, step + 1).map((s) => s.action))));
    if (reached === null && aim.every((a) => got.has(a))) reached = step + 1;
    step++;
  });
  return reached;
}

const items = (c: Coverage) => [...[...c.phases].map((p) => `phase:${p}`), ...c.cards, ...[...c.actions].map((a) => `type:${a}`)];

/** The cards playable when the replays are recorded: every one must occur. */
const REQUIRED_CARDS = [
  ...BASE_SET.cards.filter(isImplemented).map((c) => `${c.kind === 'project' ? 'mission' : c.kind}:${c.id}`),
  'ring:human-cyborg-relations',
  'ring:resourceful-astromech',
  'ring:the-millennium-falcon',
];

/** A bot that plays cards whenever it can (most of the time), so few games cover many cards. */
const cardHungry = towards(['PlayTactic', 'UseActionCard', 'PlayObjective', 'UseRing', 'AttachRing', 'PlayDeathStarPlans', 'RevealMission']);

const full = (i: number): GoldenSetup => ({ name: `random-${i}`, game: 'rebellion', players: 2, options: { imperialSeat: i % 2 }, seed: `golden-${i}` });

const sandbox = (name: string, position: object): GoldenSetup => ({ name, game: 'rebellion', players: 2, options: { imperialSeat: 0 }, seed: name, sandbox: { position } });

/** Sandbox games aimed at what random games seldom reach. */
/**
 * The missions played through the card seam (issue 8), each assigned in a
 * position where its target exists, so every one is revealed and answers
 * its prompt in a golden replay: [card, side, leaders, target system, systems].
 */
const CARD_MISSIONS: readonly [string, 'empire' | 'rebel', readonly string[], string, object][] = [
  ['trade-negotiations', 'empire', ['emperor-palpatine'], 'naboo', { naboo: { loyalty: 'rebel' } }],
  ['display-of-power', 'empire', ['emperor-palpatine', 'darth-vader'], 'naboo', { naboo: { loyalty: 'rebel' } }],
  ['hunt-them-down', 'empire', ['darth-vader'], 'naboo', { naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 2 } } }],
  ['probe-droid-initiative', 'empire', ['grand-moff-tarkin'], 'naboo', { naboo: { units: { 'star-destroyer': 1 } } }],
  ['secret-weapons-research', 'empire', ['grand-moff-tarkin'], 'coruscant', {}],
  ['address-delays', 'empire', ['grand-moff-tarkin'], 'coruscant', {}],
  ['fear-will-keep-them-in-line', 'empire', ['emperor-palpatine'], 'naboo', { naboo: { units: { 'star-destroyer': 1 } } }],
  ['imperial-propaganda', 'empire', ['emperor-palpatine'], 'mandalore', { mandalore: { loyalty: 'empire' }, kashyyyk: { loyalty: 'rebel' } }],
  ['hit-and-run', 'rebel', ['princess-leia', 'general-rieekan'], 'naboo', { naboo: { units: { 'tie-fighter': 2 } } }],
  ['wookiee-uprising', 'rebel', ['princess-leia', 'general-rieekan'], 'kashyyyk', { kashyyyk: { units: { stormtrooper: 2 } } }],
  ['support-of-mon-calamari', 'rebel', ['mon-mothma'], 'mon-calamari', {}],
  ['base-defenses', 'rebel', ['mon-mothma'], 'naboo', { naboo: { loyalty: 'rebel' } }],
  ['establish-trade-relations', 'rebel', ['mon-mothma', 'princess-leia'], 'corellia', {}],
  ['rogue-squadron-raid', 'rebel', ['princess-leia', 'general-rieekan'], 'coruscant', {}],
  ['double-our-efforts', 'empire', ['emperor-palpatine'], 'coruscant', {}],
  ['covert-operation', 'rebel', ['princess-leia', 'jan-dodonna'], 'naboo', { naboo: { units: { 'star-destroyer': 1 } } }],
  ['construct-super-star-destroyer', 'empire', ['grand-moff-tarkin'], 'corellia', { corellia: { loyalty: 'empire' } }],
];

/**
 * „Gefechtsbeginn“ cards with lasting effects (modifiers): the Empire
 * attacks Alderaan with the activating leader; the card's holder and the
 * leaders it needs: [card, holder, Imperial leader activating, other leaders, units added on each side].
 */
const COMBAT_CARDS: readonly [string, 'empire' | 'rebel', string, object, { coruscant?: object; alderaan?: object }?][] = [
  ['good-intel', 'empire', 'colonel-yularen', {}],
  ['keep-them-from-escaping', 'empire', 'admiral-piett', { 'princess-leia': 'alderaan' }],
  ['ready-for-action', 'empire', 'darth-vader', { 'admiral-piett': 'pool', 'general-veers': 'pool' }],
  ['its-a-trap', 'rebel', 'darth-vader', { 'admiral-ackbar': 'alderaan' }],
  ['point-blank-assault', 'rebel', 'darth-vader', { 'general-madine': 'alderaan' }],
  ['target-the-star-destroyers', 'rebel', 'darth-vader', { 'wedge-antilles': 'alderaan' }],
  ['fully-operational', 'empire', 'moff-jerjerrod', {}, { coruscant: { 'death-star': 1 } }],
  ['target-the-generator', 'empire', 'general-veers', {}, { alderaan: { 'shield-generator': 1 } }],
];

/** Reaction cards answering an Imperial mission (its attempt, its capture): [card, mission, its leader, target, systems, Rebel leaders]. */
const REACTIONS: readonly [string, string, string, string, object, object][] = [
  ['wookiee-guardian', 'hunt-them-down', 'darth-vader', 'naboo', { naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 2 } } }, { chewbacca: 'naboo' }],
  ['undercover', 'rule-by-fear', 'emperor-palpatine', 'naboo', { naboo: { units: { 'star-destroyer': 1 } } }, { 'lando-calrissian': 'bespin' }],
  ['noble-sacrifice', 'capture-rebel-operative', 'darth-vader', 'obi-wan-kenobi', { naboo: { units: { 'star-destroyer': 1 } } }, { 'obi-wan-kenobi': 'naboo' }],
];

/** Combat objectives: the Rebel attacks Naboo where both sides' units already stand, holding the card: [card, Naboo's units, subjugated, leaders there]. */
const COMBAT_OBJECTIVES: readonly [string, object, boolean, object?][] = [
  ['return-of-the-jedi', { stormtrooper: 1, 'rebel-trooper': 5 }, false, { 'darth-vader': 'naboo', 'luke-skywalker-jedi': 'naboo' }],
  ['crippling-blow', { stormtrooper: 3, 'at-st': 1, 'rebel-trooper': 6, airspeeder: 2 }, false],
  ['rebel-assault', { 'star-destroyer': 1, 'mon-calamari-cruiser': 2, 'x-wing': 4, 'y-wing': 2 }, false],
  ['liberation', { stormtrooper: 1, 'rebel-trooper': 5 }, true],
  ['major-victory', { 'star-destroyer': 1, 'tie-fighter': 2, 'mon-calamari-cruiser': 2, 'x-wing': 4 }, false],
];

/** Imperial missions that need a captive: [card, the leaders revealing it]. */
const CAPTIVE_MISSIONS: readonly [string, readonly string[]][] = [
  ['interrogation', ['darth-vader']],
  ['retrieve-the-plans', ['darth-vader']],
  ['interrogation-droid', ['colonel-yularen', 'darth-vader']],
  ['homing-beacon', ['colonel-yularen']],
  ['lure-of-the-dark-side', ['emperor-palpatine']],
];

const SANDBOXES: { setup: GoldenSetup; aim: readonly string[]; prefer: readonly string[] }[] = [
  ...COMBAT_OBJECTIVES.map(([card, units, subjugated, leaders]) => ({
    setup: sandbox(`sandbox-${card}`, {
      phase: 'command',
      turn: 'rebel',
      rebelBase: { system: 'dantooine' },
      leaders: { 'jan-dodonna': 'pool', 'darth-vader': 'pool', ...leaders },
      systems: { naboo: { ...(subjugated ? { subjugated } : { loyalty: 'empire' }), units } },
      hands: { rebel: { objectives: [card] } },
    }),
    aim: [`objective:${card}`],
    prefer: [card, 'jan-dodonna', 'naboo', 'ConfirmMoves', 'DeclineRetreat'],
  })),
  ...CAPTIVE_MISSIONS.map(([card, leaders]) => ({
    setup: sandbox(`sandbox-${card}`, {
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      rebelBase: { system: 'dantooine' },
      assigned: { empire: [{ card, leaders }] },
      leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' } },
      systems: { naboo: { units: { stormtrooper: 1 } } },
      hands: { rebel: { objectives: ['liberation', 'crippling-blow'] } },
    }),
    aim: [`mission:${card}`],
    prefer: ['RevealMission', 'naboo', 'DeclineOpposition', 'ChooseOption'],
  })),
  {
    // Madine attempts Misdirection; Han's and Leia's missions wait; the Empire has passed.
    setup: sandbox('sandbox-misdirection', {
      phase: 'command',
      turn: 'rebel',
      passed: ['empire'],
      rebelBase: { system: 'dantooine' },
      leaders: { 'darth-vader': 'pool' },
      systems: { naboo: { units: { 'star-destroyer': 1 } } },
      assigned: { rebel: [{ card: 'misdirection', leaders: ['general-madine'] }, { card: 'sabotage', leaders: ['han-solo'] }] },
    }),
    aim: ['mission:misdirection'],
    prefer: ['RevealMission', 'naboo', 'DeclineOpposition', 'ChooseLeader'],
  },
  {
    // A rescue in Vader's system: the Empire's secret window after it.
    setup: sandbox('sandbox-it-is-your-destiny', {
      phase: 'command',
      turn: 'rebel',
      passed: ['empire'],
      rebelBase: { system: 'dantooine' },
      assigned: { rebel: [{ card: 'daring-rescue', leaders: ['han-solo', 'princess-leia'] }] },
      leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' }, 'darth-vader': 'naboo' },
      systems: { naboo: { units: { stormtrooper: 1 } } },
      hands: { empire: { actions: ['it-is-your-destiny'] } },
    }),
    aim: ['action:it-is-your-destiny'],
    prefer: ['RevealMission', 'naboo', 'DeclineOpposition', 'princess-leia', 'ChooseLeader'],
  },
  {
    // Han wears the Falcon where a captive is held; a Rebel mission succeeds there.
    setup: sandbox('sandbox-the-millennium-falcon', {
      phase: 'command',
      turn: 'rebel',
      passed: ['empire'],
      rebelBase: { system: 'dantooine' },
      assigned: { rebel: [{ card: 'sabotage', leaders: ['general-rieekan'] }] },
      leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' }, 'han-solo': { at: 'naboo', ring: 'the-millennium-falcon' } },
      systems: { naboo: { units: { stormtrooper: 1 } } },
    }),
    aim: ['ring:the-millennium-falcon'],
    prefer: ['RevealMission', 'naboo', 'DeclineOpposition', 'UseRing'],
  },
  {
    // Luke stands where the Rebel attempts a mission Vader opposes.
    setup: sandbox('sandbox-one-in-a-million', {
      phase: 'command',
      turn: 'rebel',
      passed: ['empire'],
      rebelBase: { system: 'dantooine' },
      assigned: { rebel: [{ card: 'sabotage', leaders: ['han-solo'] }] },
      leaders: { 'luke-skywalker': 'naboo', 'darth-vader': 'naboo' },
      systems: { naboo: { units: { 'star-destroyer': 1 } } },
      hands: { rebel: { actions: ['one-in-a-million'] } },
    }),
    aim: ['action:one-in-a-million'],
    prefer: ['RevealMission', 'naboo', 'one-in-a-million'],
  },
  {
    // The Falcon on top of the Rebel action deck when the time marker reaches the first recruit space: recruited, its ring attached.
    setup: sandbox('sandbox-the-millennium-falcon-recruit', {
      phase: 'command',
      turn: 'rebel',
      passed: ['empire'],
      rebelBase: { system: 'dantooine' },
      decks: { actions: { rebel: ['the-millennium-falcon'] } },
    }),
    aim: ['action:the-millennium-falcon'],
    prefer: ['Pass', 'the-millennium-falcon', 'AttachRing'],
  },
  {
    // Boba Fett's mission revealed while the Rebel has leaders in reserve.
    setup: sandbox('sandbox-blindside', {
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      rebelBase: { system: 'dantooine' },
      assigned: { empire: [{ card: 'gather-intel', leaders: ['boba-fett'] }] },
      systems: { naboo: { loyalty: 'rebel', units: { 'star-destroyer': 1 } } },
      leaders: { 'princess-leia': 'naboo', 'mon-mothma': 'pool' },
      hands: { empire: { actions: ['blindside'] } },
    }),
    aim: ['action:blindside'],
    prefer: ['RevealMission', 'naboo', 'blindside'],
  },
  {
    // Lando into a subjugated system; the Empire's ground units leave it.
    setup: sandbox('sandbox-independent-operation', {
      phase: 'assignment',
      turn: 'rebel',
      leaders: { 'lando-calrissian': 'pool', 'mon-mothma': 'pool' },
      systems: { naboo: { subjugated: true, units: { stormtrooper: 2, 'tie-fighter': 1 } }, bothawui: { loyalty: 'empire' } },
      hands: { rebel: { actions: ['independent-operation'] } },
    }),
    aim: ['action:independent-operation'],
    prefer: ['independent-operation', 'ChooseSystem'],
  },
  {
    // Rieekan's card in the assignment phase, with units waiting on the Rebel Base space.
    setup: sandbox('sandbox-start-the-evacuation', {
      phase: 'assignment',
      turn: 'rebel',
      rebelBase: { system: 'dantooine', units: { 'rebel-transport': 1, 'rebel-trooper': 3 } },
      hands: { rebel: { actions: ['start-the-evacuation'] } },
    }),
    aim: ['action:start-the-evacuation'],
    prefer: ['start-the-evacuation', 'MoveUnits', 'ConfirmMoves'],
  },
  ...(
    [
      ['boba-fett-where', 'boba-fett'],
      ['public-support', 'janus-greejatus'],
    ] as const
  ).map(([card, leader]) => ({
    // An Imperial assignment card with a lasting effect in the system its leader goes to.
    setup: sandbox(`sandbox-${card}`, { phase: 'assignment', turn: 'empire', rebelBase: { system: 'dantooine' }, leaders: { [leader]: 'pool' }, hands: { empire: { actions: [card] } } }),
    aim: [`action:${card}`],
    prefer: [card],
  })),
  {
    // A Rebel leader held captive where the Rebel reveals For the Greater Good.
    setup: sandbox('sandbox-for-the-greater-good', {
      phase: 'command',
      rebelBase: { system: 'dantooine' },
      assigned: { rebel: [{ card: 'for-the-greater-good', leaders: ['obi-wan-kenobi'] }] },
      leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' } },
      systems: { naboo: { units: { stormtrooper: 1 } } },
    }),
    aim: ['mission:for-the-greater-good'],
    prefer: ['RevealMission', 'naboo', 'DeclineOpposition'],
  },
  ...REACTIONS.map(([card, mission, leader, target, systems, leaders]) => ({
    setup: sandbox(`sandbox-${card}`, {
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      rebelBase: { system: 'dantooine' },
      assigned: { empire: [{ card: mission, leaders: [leader] }] },
      leaders,
      hands: { rebel: { actions: [card] } },
      systems,
    }),
    aim: [`action:${card}`],
    prefer: ['RevealMission', target, card],
  })),
  ...COMBAT_CARDS.map(([card, holder, activator, leaders, extra]) => ({
    setup: sandbox(`sandbox-${card}`, {
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      rebelBase: { system: 'dantooine' },
      leaders: { [activator]: 'pool', ...leaders },
      hands: { [holder]: { actions: [card] } },
      systems: {
        coruscant: { units: { 'star-destroyer': 2, stormtrooper: 2, 'tie-fighter': 2, ...extra?.coruscant } },
        alderaan: { loyalty: 'rebel', units: { 'x-wing': 3, 'y-wing': 1, 'rebel-trooper': 2, ...extra?.alderaan } },
      },
    }),
    aim: [`action:${card}`],
    prefer: [card, activator, 'alderaan', 'death-star', 'star-destroyer', 'tie-fighter', 'stormtrooper', 'ConfirmMoves', 'DeclineRetreat'],
  })),
  {
    // Palpatine activates a system with Rebel units and holds his starting card.
    setup: sandbox('sandbox-according-to-my-design', {
      phase: 'command',
      turn: 'empire',
      leaders: { 'emperor-palpatine': 'pool', 'mon-mothma': 'pool' },
      hands: { empire: { actions: ['according-to-my-design'] } },
      systems: {
        coruscant: { units: { 'star-destroyer': 2, stormtrooper: 4, 'tie-fighter': 4 } },
        alderaan: { units: { 'x-wing': 2, 'rebel-trooper': 2 } },
      },
    }),
    aim: ['action:according-to-my-design'],
    prefer: ['according-to-my-design', 'emperor-palpatine', 'alderaan', 'star-destroyer', 'stormtrooper', 'ConfirmMoves'],
  },
  {
    // Rebel units alone on Coruscant at the objective window.
    setup: sandbox('sandbox-heart-of-the-empire', {
      phase: 'command',
      turn: 'rebel',
      leaders: { 'darth-vader': 'pool', 'mon-mothma': 'pool' },
      hands: { rebel: { objectives: ['heart-of-the-empire', 'inspire-sympathy'] } },
      systems: {
        coruscant: { units: { 'x-wing': 2, 'rebel-trooper': 1 } },
        alderaan: { destroyed: true, loyalty: null },
        mustafar: { units: { 'star-destroyer': 1 } },
      },
    }),
    aim: ['objective:heart-of-the-empire', 'phase:objective-window'],
    prefer: ['heart-of-the-empire', 'Pass'],
  },
  ...(['UseRing', 'DeclineRing'] as const).map((answer) => ({
    // A Rebel diplomacy mission, opposed, in the system of the leader wearing C-3PO's ring.
    setup: sandbox(`sandbox-human-cyborg-relations-${answer}`, {
      phase: 'command',
      turn: 'rebel',
      leaders: { 'darth-vader': 'pool', 'emperor-palpatine': 'pool', 'princess-leia': { at: 'bespin', ring: 'human-cyborg-relations' } },
      assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] },
      hands: { rebel: { missions: ['rapid-mobilization', 'sabotage', 'infiltration'] } },
      systems: { mustafar: { units: { 'star-destroyer': 1 } } },
    }),
    aim: [answer === 'UseRing' ? 'ring:human-cyborg-relations' : 'type:DeclineRing'],
    prefer: ['bespin', 'OpposeMission', answer],
  })),
  {
    // An opposed Rebel mission in the system of the leader wearing R2-D2's ring: the Empire's dice may be blanked.
    setup: sandbox('sandbox-resourceful-astromech', {
      phase: 'command',
      turn: 'rebel',
      leaders: { 'darth-vader': 'pool', 'emperor-palpatine': 'pool', 'princess-leia': { at: 'bespin', ring: 'resourceful-astromech' } },
      assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] },
      hands: { rebel: { missions: ['rapid-mobilization', 'sabotage', 'infiltration'] } },
      systems: { mustafar: { units: { 'star-destroyer': 1 } } },
    }),
    aim: ['ring:resourceful-astromech'],
    prefer: ['bespin', 'OpposeMission', 'UseRing'],
  },
  ...CARD_MISSIONS.map(([card, side, leaders, target, systems]) => ({
    setup: sandbox(`sandbox-${card}`, {
      phase: 'command',
      ...(side === 'empire' ? { turn: 'empire', passed: ['rebel'] } : {}),
      rebelBase: { system: 'dantooine' },
      assigned: { [side]: [{ card, leaders }] },
      systems,
      ...(card === 'rogue-squadron-raid' || card === 'double-our-efforts' ? { buildQueue: { empire: [{ unit: 'star-destroyer', space: 2 }, { unit: 'tie-fighter', space: 1 }] } } : {}),
    }),
    aim: [`mission:${card}`],
    prefer: ['RevealMission', target, 'DeclineOpposition', 'ChooseUnit', 'ChooseSystem', 'ChooseOption'],
  })),
  {
    // Leia's starting card in the assignment phase.
    setup: sandbox('sandbox-our-most-desperate-hour', {
      phase: 'assignment',
      turn: 'rebel',
      hands: { rebel: { actions: ['our-most-desperate-hour'] } },
    }),
    aim: ['action:our-most-desperate-hour'],
    prefer: ['our-most-desperate-hour'],
  },
  {
    // Dodonna's starting card in the assignment phase.
    setup: sandbox('sandbox-rebel-planning', {
      phase: 'assignment',
      turn: 'rebel',
      hands: { rebel: { actions: ['rebel-planning'] } },
    }),
    aim: ['action:rebel-planning'],
    prefer: ['rebel-planning'],
  },
  {
    // Mon Mothma's starting card in the assignment phase (every populous system but Coruscant is neutral).
    setup: sandbox('sandbox-temporary-alliance', {
      phase: 'assignment',
      turn: 'rebel',
      hands: { rebel: { actions: ['temporary-alliance'] } },
    }),
    aim: ['action:temporary-alliance'],
    prefer: ['temporary-alliance'],
  },
  ...(
    [
      'space-onslaught',
      'space-unstoppable-assault',
      'space-outmaneuver',
      'space-take-it-down',
      'ground-onslaught',
      'ground-unstoppable-assault',
      'ground-bombardment',
      'ground-escape-plan',
      'ground-take-it-down',
      'ground-dig-in',
    ] as const
  ).map((card) => ({
    // Big fleets and armies meet with the card on top of its tactic deck.
    setup: sandbox(`sandbox-${card}`, {
      phase: 'command',
      turn: 'empire',
      leaders: { 'darth-vader': 'pool', 'general-veers': 'pool', 'mon-mothma': 'pool', 'general-rieekan': 'pool' },
      decks: { tactics: card.startsWith('space') ? { space: [card] } : { ground: [card] } },
      systems: {
        coruscant: { units: { 'star-destroyer': 2, 'tie-fighter': 4, stormtrooper: 4, 'at-at': 1 } },
        alderaan: { loyalty: 'rebel', units: { 'x-wing': 3, 'y-wing': 2, 'corellian-corvette': 1, 'rebel-transport': 1, 'rebel-trooper': 4, airspeeder: 1 } },
      },
    }),
    aim: [`tactic:${card}`],
    prefer: [card, 'PlayTactic', 'darth-vader', 'alderaan', 'star-destroyer', 'tie-fighter', 'stormtrooper', 'at-at', 'ConfirmMoves', 'AddCombatLeader', 'DeclineRetreat'],
  })),
  {
    // Three Imperial systems with Rebel units or sabotage, one region all Rebel: two objectives at the window.
    setup: sandbox('sandbox-refresh-objectives', {
      phase: 'command',
      turn: 'rebel',
      leaders: { 'darth-vader': 'pool', 'mon-mothma': 'pool' },
      hands: { rebel: { objectives: ['cut-supply-lines', 'regional-support'] } },
      systems: {
        corellia: { loyalty: 'empire', sabotaged: true },
        mandalore: { loyalty: 'empire', units: { 'x-wing': 1 } },
        kashyyyk: { loyalty: 'empire', units: { 'x-wing': 1 } },
        bespin: { loyalty: 'rebel' },
        mustafar: { loyalty: 'rebel' },
      },
    }),
    aim: ['objective:cut-supply-lines', 'objective:regional-support'],
    prefer: ['cut-supply-lines', 'regional-support', 'Pass'],
  },
  ...(['death-star-plans-ii', 'death-star-plans-iii'] as const).map((plans) => ({
    // Rebel fighters attack a Death Star with the plans in hand.
    setup: sandbox(`sandbox-${plans}`, {
      phase: 'command',
      turn: 'rebel',
      leaders: { 'darth-vader': 'pool', 'luke-skywalker': 'pool', 'mon-mothma': 'pool' },
      hands: { rebel: { objectives: [plans] } },
      systems: {
        mustafar: { units: { 'death-star': 1, 'tie-fighter': 1 } },
        bespin: { units: { 'x-wing': 4, 'y-wing': 2, 'corellian-corvette': 1 } },
      },
    }),
    aim: [`objective:${plans}`],
    prefer: ['PlayDeathStarPlans', 'luke-skywalker', 'mustafar', 'x-wing', 'y-wing', 'ConfirmMoves', 'DeclineRetreat'],
  })),
  {
    // Rapid Mobilization assigned: at the end of the command phase the Rebel moves units onto the base space.
    setup: sandbox('sandbox-rapid-mobilization', {
      phase: 'command',
      turn: 'rebel',
      leaders: { 'darth-vader': 'pool' },
      assigned: { rebel: [{ card: 'rapid-mobilization', leaders: ['mon-mothma'] }] },
      hands: { rebel: { missions: ['build-alliance', 'sabotage', 'infiltration'] } },
      systems: { bespin: { units: { 'x-wing': 2, 'rebel-trooper': 2 } } },
    }),
    aim: ['phase:rapid-mobilization/move'],
    prefer: ['RevealMission', 'Pass', 'units', 'MoveUnits', 'ConfirmMoves'],
  },
  {
    setup: sandbox('sandbox-inspire-sympathy', {
      phase: 'command',
      turn: 'rebel',
      leaders: { 'darth-vader': 'pool', 'mon-mothma': 'pool' },
      hands: { rebel: { objectives: ['inspire-sympathy'] } },
      systems: { alderaan: { destroyed: true, loyalty: null }, mustafar: { units: { 'star-destroyer': 1 } } },
    }),
    aim: ['objective:inspire-sympathy'],
    prefer: ['inspire-sympathy', 'Pass'],
  },
];

function main(): void {
  mkdirSync(OUT, { recursive: true });
  const candidates = Array.from({ length: CANDIDATES }, (_, i) => {
    const file = recordGolden(game, full(i), cardHungry);
    return { file, items: new Set(items(coverage(file))) };
  });
  const chosen: typeof candidates = [];
  const covered = new Set<string>();
  while (chosen.length < FULL_GAMES) {
    const best = candidates
      .filter((c) => !chosen.includes(c))
      .map((c) => ({ c, gain: [...c.items].filter((x) => !covered.has(x)).length }))
      .sort((a, b) => b.gain - a.gain || a.c.file.steps.length - b.c.file.steps.length)[0];
    chosen.push(best.c);
    for (const x of best.c.items) covered.add(x);
  }
  const files: GoldenFile[] = chosen.map((c) => c.file);
  for (const { setup, aim, prefer } of SANDBOXES) {
    let file: GoldenFile | null = null;
    for (let attempt = 0; attempt < 40 && file === null; attempt++) {
      const seeded = { ...setup, seed: `${setup.seed}-${attempt}` };
      const candidate = recordGolden(game, seeded, towards(prefer), 600);
      const reached = stepsUntil(candidate, aim);
      // The same seed replays the same prefix: keep only a short tail after the aim is reached.
      if (reached !== null) file = recordGolden(game, seeded, towards(prefer), reached + 20);
    }
    if (file === null) throw new Error(`${setup.name}: no attempt covered ${aim.join(', ')}`);
    files.push(file);
    for (const x of items(coverage(file))) covered.add(x);
  }
  for (const old of readdirSync(OUT)) if (old.endsWith('.json')) rmSync(join(OUT, old));
  for (const file of files) writeFileSync(join(OUT, `${file.name}.json`), JSON.stringify(file));
  const missing = REQUIRED_CARDS.filter((c) => !covered.has(c));
  const seenAnywhere = new Set(candidates.flatMap((c) => [...c.items]));
  const lost = [...seenAnywhere].filter((x) => !covered.has(x));
  if (lost.length > 0) console.log(`seen in other random games but not in the chosen ones: ${lost.join(', ')}`);
  const manifest = { files: files.map((f) => f.name), required: [...covered].sort(), uncoveredCards: missing };
  writeFileSync(join(OUT, 'coverage.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(`${files.length} golden replays, ${files.reduce((n, f) => n + f.steps.length, 0)} steps; ${covered.size} items covered`);
  console.log(`cards playable today not covered: ${missing.length === 0 ? 'none' : missing.join(', ')}`);
}

main();
