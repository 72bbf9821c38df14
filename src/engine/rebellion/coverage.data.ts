import type { CardId } from './data/cards.data.js';

/**
 * Which rules of the German Rules Reference (seed 000) the engine implements,
 * entry by entry: the source of the table "Rules Reference coverage" in
 * docs/games/rebellion.md. `coverage.spec.ts` checks it against the glossary
 * and the specs, and the doc against `renderCoverage`.
 */

/** implemented: the entry's rules for two players are in the engine; card-texts / team-play: the whole entry waits for those; gap: not yet. */
export type CoverageStatus = 'implemented' | 'card-texts' | 'team-play' | 'gap';

export interface EntryCoverage {
  /** The entry's slug (`rebellion:<slug>`). */
  readonly slug: string;
  readonly status: CoverageStatus;
  /** Files of this folder that implement the entry's rules. */
  readonly code: readonly string[];
  /** Spec files with a `describe` or `it` title naming `rebellion:<slug>`: all of them. */
  readonly specs: readonly string[];
  /** The entry's TEAMSPIEL parts, for 3–4 players: out of scope of issue 4. */
  readonly teamPlay?: string;
  /** What of the entry cards bring into play, and those cards (every one played: coverage.spec checks each has a definition). */
  readonly cards?: { readonly what: string; readonly cards: readonly CardId[] };
  /** What the audit for issue 4 found missing (`rule`) or implemented but unspecified (`spec`), now implemented and specified. */
  readonly closed?: { readonly kind: 'rule' | 'spec'; readonly what: string };
  /** What is still missing, and why. */
  readonly gap?: string;
  readonly note?: string;
}

/** An example the glossary gives („Beispiel“, „z. B.“) and where a spec reproduces it, or why none can. */
export interface ExampleCoverage {
  readonly slug: string;
  /** Words of the example as the glossary prints them. */
  readonly quote: string;
  readonly shown: { readonly spec: string; readonly title: string } | { readonly why: string };
}

const TEAM = 'TEAMSPIEL parts (3–4 players)';

export const COVERAGE: readonly EntryCoverage[] = [
  {
    slug: 'verwendungs-dieses-handbuchs',
    status: 'implemented',
    code: ['rebellion.game.ts', 'coverage.data.ts'],
    specs: ['coverage.spec.ts'],
    teamPlay: 'The rules for 3–4 players are marked TEAMSPIEL; every such part is listed in this table as team play.',
    note: 'Written for two players, as the engine is.',
  },
  {
    slug: 'glossar',
    status: 'implemented',
    code: ['coverage.data.ts'],
    specs: ['coverage.spec.ts'],
    note: 'Every entry of the glossary has a row in this table.',
  },
  {
    slug: 'ablegen',
    status: 'implemented',
    code: ['evolve/combat.evolve.ts', 'evolve/refresh.evolve.ts', 'evolve/cards.evolve.ts', 'rebellion.view.ts', 'refresh.flow.ts', 'combat.flow.ts', 'mission.flow.ts'],
    specs: ['refresh.flow.spec.ts'],
  },
  {
    slug: 'aktionskarten',
    status: 'implemented',
    code: ['action-cards.effects.ts', 'assignment-card.decide.ts', 'combat.legal.ts', 'combat.decide.ts', 'setup.decide.ts', 'refresh.flow.ts'],
    specs: ['setup.decide.spec.ts', 'cards.rules.spec.ts', 'data/data.spec.ts', 'cards/base/actions/blindside.card.spec.ts', 'cards/base/actions/fully-operational.card.spec.ts', 'cards/base/actions/target-the-generator.card.spec.ts'],
    teamPlay: `${TEAM}: each team's cards go to the member controlling the leaders shown.`,
    cards: {
      what: 'the abilities of the 24 recruit action cards (kept once recruited; „Sofort“ ones attach their ring)',
      cards: ['blindside', 'boba-fett-where', 'noble-sacrifice', 'son-of-skywalker', 'the-millennium-falcon'],
    },
    closed: { kind: 'spec', what: '„It Is Your Destiny“ („Spezial“): shown never to arise with the implemented rules; the active side’s cards first.' },
  },
  {
    slug: 'die-goldenen-regeln',
    status: 'implemented',
    code: ['combat.rules.ts', 'assignment-card.decide.ts'],
    specs: ['glossary.rules.spec.ts', 'cards.rules.spec.ts'],
    closed: { kind: 'spec', what: 'A card’s „cannot“ beats another card (No Escape over Escape Plan).' },
  },
  { slug: 'aktiver-spieler', status: 'implemented', code: ['combat.flow.ts', 'mission.flow.ts'], specs: ['glossary.rules.spec.ts'] },
  {
    slug: 'anfuehrer',
    status: 'implemented',
    code: ['rebellion.setup.ts', 'command.legal.ts', 'mission.legal.ts', 'combat.rules.ts', 'movement.legal.ts', 'refresh.flow.ts'],
    specs: ['rebellion.setup.spec.ts', 'leaders.rules.spec.ts', 'data/data.spec.ts'],
    teamPlay: `${TEAM}: a leader pool per member; „Verlockung der Dunklen Seite“ in team play.`,
    cards: { what: 'the card that swaps Luke Skywalker for Luke Skywalker (Jedi)', cards: ['seek-yoda'] },
    closed: { kind: 'rule', what: 'Luke Skywalker (Jedi) counts as Luke Skywalker for action cards: no card recruits Luke beside him.' },
  },
  {
    slug: 'anfuehrer-eliminieren',
    status: 'implemented',
    code: ['rebellion.state.ts', 'refresh.flow.ts', 'sandbox.position.ts'],
    specs: ['glossary.rules.spec.ts'],
    cards: { what: 'the abilities that eliminate a leader', cards: ['noble-sacrifice', 'return-of-the-jedi'] },
  },
  { slug: 'angriffswerte', status: 'implemented', code: ['combat.rules.ts'], specs: ['combat.flow.spec.ts'] },
  {
    slug: 'auffrischphase',
    status: 'implemented',
    code: ['refresh.flow.ts', 'refresh.decide.ts', 'refresh.legal.ts', 'hand-limit.decide.ts'],
    specs: ['refresh.flow.spec.ts'],
    teamPlay: `${TEAM}: which member draws, recruits, builds and deploys.`,
  },
  { slug: 'ausdauerwerte', status: 'implemented', code: ['combat.rules.ts', 'combat.legal.ts'], specs: ['combat.flow.spec.ts'] },
  {
    slug: 'bevoelkerungsreiche-systeme',
    status: 'implemented',
    code: ['data/systems.data.ts', 'loyalty.rules.ts', 'missions.effects.ts', 'settle.flow.ts'],
    specs: ['systems.rules.spec.ts', 'data/data.spec.ts'],
  },
  { slug: 'bodeneinheiten', status: 'implemented', code: ['data/units.data.ts', 'board.query.ts'], specs: ['data/data.spec.ts'] },
  { slug: 'diplomatie', status: 'implemented', code: ['data/leaders.data.ts', 'mission.legal.ts'], specs: ['glossary.rules.spec.ts'] },
  {
    slug: 'einheiten',
    status: 'implemented',
    code: ['data/units.data.ts', 'board.query.ts'],
    specs: ['data/data.spec.ts'],
    teamPlay: `${TEAM}: a player's units are his team's.`,
  },
  {
    slug: 'einheiten-bauen',
    status: 'implemented',
    code: ['board.query.ts', 'refresh.flow.ts', 'refresh.legal.ts', 'refresh.decide.ts', 'assignment-card.decide.ts'],
    specs: ['systems.rules.spec.ts', 'refresh.decide.spec.ts'],
    teamPlay: `${TEAM}: only the Admiral builds.`,
    cards: { what: 'other abilities that put units on the build queue', cards: ['address-delays', 'construct-factory', 'establish-trade-relations'] },
    closed: { kind: 'spec', what: 'An ability puts units on the queue even where a sabotage marker lies.' },
  },
  {
    slug: 'einheiten-bewegen',
    status: 'implemented',
    code: ['movement.legal.ts', 'command.legal.ts', 'command.decide.ts', 'data/adjacency.data.ts'],
    specs: ['units.rules.spec.ts', 'command.decide.spec.ts', 'data/data.spec.ts'],
    cards: {
      what: 'the example’s „Verborgene Flotte“ and the abilities that ignore transport needs or adjacency',
      cards: ['hidden-fleet', 'lead-the-strike-team', 'scouting-mission', 'planetary-conquest'],
    },
    closed: { kind: 'spec', what: 'Moves by abilities follow the normal movement and transport rules (shown with Rapid Mobilization).' },
  },
  {
    slug: 'einheiten-stationieren',
    status: 'implemented',
    code: ['board.query.ts', 'refresh.flow.ts', 'refresh.decide.ts', 'refresh.legal.ts'],
    specs: ['systems.rules.spec.ts', 'refresh.decide.spec.ts'],
    teamPlay: `${TEAM}: only the Admiral deploys.`,
    cards: { what: 'abilities by which a side „gains“ units or deploys at once', cards: ['base-defenses', 'incite-rebellion', 'public-uprising', 'public-support', 'oversee-project'] },
    closed: { kind: 'spec', what: 'Deploying onto the hidden base’s space and into its loyal system.' },
  },
  {
    slug: 'entlegene-systeme',
    status: 'implemented',
    code: ['loyalty.rules.ts', 'settle.flow.ts', 'command.decide.ts', 'board.query.ts', 'sandbox.position.ts'],
    specs: ['systems.rules.spec.ts', 'data/data.spec.ts'],
  },
  { slug: 'fertigkeiten', status: 'implemented', code: ['mission.legal.ts'], specs: ['glossary.rules.spec.ts'] },
  {
    slug: 'gebaeude',
    status: 'implemented',
    code: ['combat.rules.ts', 'combat.flow.ts', 'data/units.data.ts'],
    specs: ['combat.flow.spec.ts', 'units.rules.spec.ts'],
    note: 'The structures’ abilities come from the faction sheet (see Assumptions).',
    closed: { kind: 'spec', what: 'Every structure gives its bonus (two ion cannons, two shield generators).' },
  },
  {
    slug: 'gefangene-anfuehrer',
    status: 'implemented',
    code: ['board.query.ts', 'movement.legal.ts', 'mission.legal.ts', 'mission.flow.ts', 'combat.rules.ts', 'refresh.flow.ts', 'evolve/leaders.evolve.ts'],
    specs: ['leaders.rules.spec.ts', 'refresh.flow.spec.ts', 'command.decide.spec.ts', 'cards/base/missions/for-the-greater-good.card.spec.ts', 'cards/base/missions/interrogation.card.spec.ts', 'cards/base/missions/retrieve-the-plans.card.spec.ts', 'cards/base/missions/homing-beacon.card.spec.ts'],
    cards: {
      what: 'missions against a captured leader and the Carbonite ring',
      cards: ['carbon-freezing', 'interrogation', 'interrogation-droid', 'lure-of-the-dark-side', 'retrieve-the-plans', 'homing-beacon'],
    },
    closed: { kind: 'spec', what: 'A captive has no tactic value and cannot retreat; another ring replaces the captured ring.' },
  },
  {
    slug: 'gefangene-anfuehrer-retten',
    status: 'implemented',
    code: ['settle.flow.ts', 'mission.flow.ts'],
    specs: ['leaders.rules.spec.ts', 'command.decide.spec.ts'],
    cards: { what: 'rescue missions (and their leaders going along) and rescuing rings', cards: ['daring-rescue', 'for-the-greater-good', 'the-millennium-falcon'] },
    closed: { kind: 'spec', what: 'With the base revealed a rescued leader goes into its system.' },
  },
  {
    slug: 'gefecht',
    status: 'implemented',
    code: ['combat.flow.ts', 'combat.legal.ts', 'combat.decide.ts', 'combat.rules.ts'],
    specs: ['combat.flow.spec.ts'],
    teamPlay: `${TEAM}: one leader added per team; Admiral and General share the battles.`,
    cards: {
      what: 'the recruit „Gefechtsbeginn“ cards',
      cards: ['good-intel', 'keep-them-from-escaping', 'ready-for-action', 'its-a-trap', 'point-blank-assault', 'target-the-star-destroyers'],
    },
  },
  { slug: 'gefechtsende', status: 'implemented', code: ['combat.flow.ts', 'evolve/combat.evolve.ts'], specs: ['combat.flow.spec.ts', 'units.rules.spec.ts'] },
  {
    slug: 'angriffe-abhandeln',
    status: 'implemented',
    code: ['combat.flow.ts', 'combat.legal.ts', 'combat.decide.ts', 'combat.rules.ts', 'tactics.effects.ts'],
    specs: ['combat.flow.spec.ts'],
  },
  {
    slug: 'rueckzug',
    status: 'implemented',
    code: ['combat.rules.ts', 'combat.legal.ts', 'combat.decide.ts', 'combat.flow.ts'],
    specs: ['combat.flow.spec.ts'],
    teamPlay: `${TEAM}: each member retreats with his own leader, once per team.`,
  },
  {
    slug: 'schlachten-gewinnen',
    status: 'implemented',
    code: ['combat.rules.ts', 'combat.flow.ts'],
    specs: ['combat.flow.spec.ts', 'units.rules.spec.ts'],
    closed: { kind: 'rule', what: 'No ground battle is won in a destroyed system, where none is fought; specs added for two winners in one combat and a win kept after a retreat.' },
  },
  { slug: 'geheimdienst', status: 'implemented', code: ['data/leaders.data.ts', 'mission.legal.ts'], specs: ['glossary.rules.spec.ts'] },
  {
    slug: 'grosskampfschiffe',
    status: 'implemented',
    code: ['data/units.data.ts', 'combat.flow.ts'],
    specs: ['units.rules.spec.ts', 'data/data.spec.ts'],
  },
  {
    slug: 'imperiale-systeme',
    status: 'implemented',
    code: ['rebellion.state.ts', 'placement.legal.ts', 'assignment-card.decide.ts', 'board.query.ts'],
    specs: ['systems.rules.spec.ts', 'placement.legal.spec.ts'],
  },
  { slug: 'jaeger', status: 'implemented', code: ['data/units.data.ts', 'combat.flow.ts'], specs: ['combat.flow.spec.ts', 'units.rules.spec.ts', 'data/data.spec.ts'] },
  {
    slug: 'kommandophase',
    status: 'implemented',
    code: ['command.legal.ts', 'command.decide.ts', 'mobilization.flow.ts'],
    specs: ['refresh.flow.spec.ts', 'command.decide.spec.ts'],
    teamPlay: `${TEAM}: turns by initiative; two turns for a single Rebel among three players.`,
  },
  { slug: 'logistik', status: 'implemented', code: ['data/leaders.data.ts', 'mission.legal.ts'], specs: ['glossary.rules.spec.ts'] },
  {
    slug: 'loyalitaet',
    status: 'implemented',
    code: ['loyalty.rules.ts', 'mission.flow.ts', 'board.query.ts'],
    specs: ['cards/base/missions/rule-by-fear.card.spec.ts', 'systems.rules.spec.ts', 'rebellion.setup.spec.ts'],
    cards: { what: 'abilities that make a side lose loyalty or gain 2', cards: ['imperial-propaganda', 'fear-will-keep-them-in-line', 'superlaser-online'] },
    closed: { kind: 'spec', what: '1 and 2 loyalty against a marker, Coruscant, and loyalty needed despite enemy units.' },
  },
  {
    slug: 'materialbeschraenkung',
    status: 'implemented',
    code: ['board.query.ts', 'refresh.flow.ts', 'refresh.decide.ts', 'mission.flow.ts', 'combat.rules.ts', 'sandbox.position.ts'],
    specs: ['refresh.decide.spec.ts'],
  },
  {
    slug: 'missionskarten',
    status: 'implemented',
    code: ['mission.legal.ts', 'missions.effects.ts', 'assignment.decide.ts'],
    specs: ['mission.flow.spec.ts', 'data/data.spec.ts', 'cards/base/missions/covert-operation.card.spec.ts'],
    teamPlay: `${TEAM}: the General holds the missions and may veto.`,
    cards: { what: 'the texts of the 40 non-starting missions', cards: ['daring-rescue', 'detained', 'hidden-fleet', 'misdirection'] },
  },
  {
    slug: 'missionen-aufdecken',
    status: 'implemented',
    code: ['mission.flow.ts', 'mission.legal.ts'],
    specs: ['mission.flow.spec.ts'],
    teamPlay: `${TEAM}: who reveals and rolls; one member opposes.`,
    cards: { what: 'missions where all skill icons count, and abilities that take a leader off a face-down mission', cards: ['lure-of-the-dark-side', 'interrogation-droid'] },
  },
  { slug: 'neutrale-systeme', status: 'implemented', code: ['rebellion.state.ts', 'assignment-card.decide.ts', 'placement.legal.ts'], specs: ['systems.rules.spec.ts', 'placement.legal.spec.ts'] },
  {
    slug: 'projekte',
    status: 'implemented',
    code: ['mission.flow.ts', 'evolve/mission.evolve.ts', 'evolve/cards.evolve.ts', 'hand-limit.decide.ts'],
    specs: ['data/data.spec.ts', 'cards.rules.spec.ts'],
    teamPlay: `${TEAM}: projects go to the Imperial General.`,
    cards: { what: 'the texts of the 5 projects', cards: ['construct-death-star', 'construct-factory', 'construct-super-star-destroyer', 'oversee-project', 'superlaser-online'] },
    closed: { kind: 'spec', what: 'Projects count toward the hand limit and go onto their own discard pile.' },
  },
  {
    slug: 'rebellenstuetzpunkt',
    status: 'implemented',
    code: ['rebellion.state.ts', 'board.query.ts', 'rebellion.view.ts', 'setup.decide.ts', 'mission.flow.ts'],
    specs: ['setup.decide.spec.ts', 'setup.property.spec.ts', 'rebellion.view.spec.ts', 'data/data.spec.ts', 'refresh.decide.spec.ts', 'sandbox.position.spec.ts', 'placement.legal.spec.ts'],
  },
  {
    slug: 'bewegungen-in-und-aus-dem-rebellenstuetzpunkt',
    status: 'implemented',
    code: ['movement.legal.ts', 'board.query.ts', 'command.legal.ts'],
    specs: ['command.decide.spec.ts'],
    cards: { what: 'missions that move units between the space and any system', cards: ['hidden-fleet', 'lead-the-strike-team'] },
  },
  {
    slug: 'aufdecken-des-rebellenstuetzpunktes',
    status: 'implemented',
    code: ['settle.flow.ts', 'command.decide.ts', 'command.legal.ts', 'evolve/command.evolve.ts', 'board.query.ts', 'mission.flow.ts'],
    specs: ['command.decide.spec.ts'],
    teamPlay: `${TEAM}: either Rebel member may reveal in his turn.`,
    cards: { what: 'the probe mission that does not reveal the base', cards: ['long-range-probe'] },
  },
  { slug: 'errichtung-eines-neuen-stuetzpunktes', status: 'implemented', code: ['mobilization.flow.ts', 'mission.flow.ts'], specs: ['cards/base/missions/rapid-mobilization.card.spec.ts'] },
  { slug: 'rebellensysteme', status: 'implemented', code: ['rebellion.state.ts', 'missions.effects.ts'], specs: ['systems.rules.spec.ts', 'glossary.rules.spec.ts'] },
  {
    slug: 'regionen',
    status: 'implemented',
    code: ['data/systems.data.ts', 'data/adjacency.data.ts'],
    specs: ['systems.rules.spec.ts', 'data/data.spec.ts'],
    cards: { what: 'abilities acting on a whole region', cards: ['fear-will-keep-them-in-line', 'imperial-propaganda', 'local-rumors', 'regional-support', 'superlaser-online'] },
  },
  {
    slug: 'rekrutieren',
    status: 'implemented',
    code: ['refresh.flow.ts', 'refresh.legal.ts', 'refresh.decide.ts'],
    specs: ['data/data.spec.ts', 'refresh.decide.spec.ts'],
    teamPlay: `${TEAM}: the Admiral draws and picks; the card goes to the leader’s member.`,
  },
  { slug: 'ressourcensymbol', status: 'implemented', code: ['board.query.ts', 'assignment-card.decide.ts'], specs: ['systems.rules.spec.ts', 'data/data.spec.ts', 'cards/base/missions/demolition.card.spec.ts'], closed: { kind: 'spec', what: 'An ability uses all icons of its system whatever lies there.' } },
  { slug: 'runden', status: 'implemented', code: ['evolve/refresh.evolve.ts', 'evolve/board.evolve.ts', 'evolve/combat.evolve.ts', 'refresh.flow.ts', 'combat.flow.ts'], specs: ['round.property.spec.ts'] },
  {
    slug: 'sabotagemarker',
    status: 'implemented',
    code: ['board.query.ts', 'missions.effects.ts', 'mission.flow.ts'],
    specs: ['glossary.rules.spec.ts', 'systems.rules.spec.ts'],
    cards: { what: 'abilities that „gain“ units (the example), build or deploy in a system', cards: ['base-defenses', 'incite-rebellion', 'public-uprising', 'public-support', 'oversee-project'] },
    closed: { kind: 'spec', what: 'At most 1 marker per system.' },
  },
  { slug: 'schaden', status: 'implemented', code: ['combat.rules.ts', 'evolve/combat.evolve.ts'], specs: ['combat.flow.spec.ts'] },
  { slug: 'schauplatz', status: 'implemented', code: ['combat.rules.ts', 'combat.legal.ts'], specs: ['combat.flow.spec.ts'] },
  { slug: 'schiffe', status: 'implemented', code: ['data/units.data.ts', 'board.query.ts'], specs: ['data/data.spec.ts'] },
  {
    slug: 'schummeln',
    status: 'implemented',
    code: ['rebellion.decide.ts', 'rebellion.legal.ts'],
    specs: ['glossary.rules.spec.ts'],
    note: 'Cheating cannot happen: every action is checked.',
    cards: { what: 'abilities resolved in the base’s system', cards: ['homing-beacon'] },
  },
  {
    slug: 'siegbedingungen',
    status: 'implemented',
    code: ['settle.flow.ts', 'refresh.flow.ts', 'refresh.decide.ts', 'combat.decide.ts', 'rebellion.outcome.ts'],
    specs: ['refresh.flow.spec.ts', 'destroyed-system.spec.ts', 'command.decide.spec.ts'],
    closed: { kind: 'spec', what: 'The Empire wins in the destroyed system of a hidden base.' },
  },
  { slug: 'sondereinsatz', status: 'implemented', code: ['data/leaders.data.ts', 'mission.legal.ts'], specs: ['glossary.rules.spec.ts'] },
  {
    slug: 'startmissionen',
    status: 'implemented',
    code: ['missions.effects.ts', 'mission.flow.ts', 'hand-limit.decide.ts', 'setup.decide.ts'],
    specs: ['setup.decide.spec.ts', 'refresh.flow.spec.ts', 'data/data.spec.ts'],
  },
  {
    slug: 'suchdroidenkarten',
    status: 'implemented',
    code: ['rebellion.setup.ts', 'refresh.flow.ts', 'rebellion.view.ts', 'data/probe-cards.data.ts'],
    specs: ['data/data.spec.ts', 'rebellion.setup.spec.ts'],
    teamPlay: `${TEAM}: the Imperial General holds the probe cards.`,
  },
  {
    slug: 'sympathie',
    status: 'implemented',
    code: ['evolve/board.evolve.ts', 'refresh.decide.ts', 'combat.decide.ts'],
    specs: ['refresh.flow.spec.ts'],
    cards: { what: 'abilities that make the Rebel lose reputation', cards: ['carbon-freezing'] },
  },
  {
    slug: 'systeme',
    status: 'implemented',
    code: ['data/systems.data.ts'],
    specs: ['data/data.spec.ts'],
    cards: { what: 'the „nächstgelegenes System“ of abilities', cards: ['collect-bounty'] },
  },
  { slug: 'systeme-aktivieren', status: 'implemented', code: ['command.legal.ts', 'command.decide.ts'], specs: ['command.decide.spec.ts'] },
  { slug: 'taktikkarten', status: 'implemented', code: ['tactics.effects.ts', 'combat.flow.ts', 'combat.legal.ts', 'combat.decide.ts'], specs: ['cards/base/tactics/space-take-it-down.card.spec.ts', 'data/data.spec.ts', 'cards/base/tactics/ground-bombardment.card.spec.ts', 'cards/base/tactics/ground-brilliant-strategy.card.spec.ts', 'cards/base/tactics/ground-concentrate-fire.card.spec.ts', 'cards/base/tactics/ground-critical-hit.card.spec.ts', 'cards/base/tactics/ground-defensive-formation.card.spec.ts', 'cards/base/tactics/ground-dig-in.card.spec.ts', 'cards/base/tactics/ground-escape-plan.card.spec.ts', 'cards/base/tactics/ground-onslaught.card.spec.ts', 'cards/base/tactics/ground-take-it-down.card.spec.ts', 'cards/base/tactics/ground-unstoppable-assault.card.spec.ts', 'cards/base/tactics/space-brilliant-strategy.card.spec.ts', 'cards/base/tactics/space-concentrate-fire.card.spec.ts', 'cards/base/tactics/space-critical-hit.card.spec.ts', 'cards/base/tactics/space-defensive-formation.card.spec.ts', 'cards/base/tactics/space-no-escape.card.spec.ts', 'cards/base/tactics/space-onslaught.card.spec.ts', 'cards/base/tactics/space-outmaneuver.card.spec.ts', 'cards/base/tactics/space-unstoppable-assault.card.spec.ts'] },
  {
    slug: 'teamspiel',
    status: 'team-play',
    code: ['rebellion.game.ts'],
    specs: ['rebellion.game.spec.ts'],
    teamPlay: 'The whole entry: games of 3–4 players are refused for now.',
  },
  { slug: 'todesstern', status: 'implemented', code: ['combat.rules.ts', 'data/units.data.ts'], specs: ['combat.flow.spec.ts', 'units.rules.spec.ts'] },
  {
    slug: 'todesstern-bauen',
    status: 'implemented',
    code: ['combat.flow.ts', 'refresh.flow.ts', 'data/units.data.ts'],
    specs: ['glossary.rules.spec.ts', 'units.rules.spec.ts'],
    cards: { what: 'the project that builds the Death Star under construction', cards: ['construct-death-star'] },
    closed: { kind: 'spec', what: 'A finished Death Star deploys only where the one under construction is.' },
  },
  {
    slug: 'todesstern-zerstoeren',
    status: 'implemented',
    code: ['combat.flow.ts', 'combat.decide.ts', 'combat.legal.ts', 'plans.flow.ts'],
    specs: ['combat.flow.spec.ts', 'units.rules.spec.ts'],
    cards: { what: '„Millionentreffer“ (One in a Million), an automatic direct hit', cards: ['one-in-a-million'] },
    closed: { kind: 'spec', what: 'The plans need a fighter and may target the Death Star under construction.' },
  },
  {
    slug: 'transportkapazitaet',
    status: 'implemented',
    code: ['movement.legal.ts', 'combat.rules.ts', 'destroyed-system.rules.ts'],
    specs: ['data/data.spec.ts', 'command.decide.spec.ts'],
  },
  {
    slug: 'unterwerfung',
    status: 'implemented',
    code: ['settle.flow.ts', 'command.decide.ts', 'loyalty.rules.ts', 'board.query.ts'],
    specs: ['command.decide.spec.ts', 'rebellion.setup.spec.ts', 'cards/base/missions/rule-by-fear.card.spec.ts'],
    cards: { what: 'the Rebel losing loyalty in a subjugated system', cards: ['imperial-propaganda'] },
  },
  { slug: 'wuerfel', status: 'implemented', code: ['data/dice.data.ts', 'mission.legal.ts', 'combat.flow.ts', 'combat.decide.ts', 'reactions.flow.ts'], specs: ['cards/base/actions/one-in-a-million.card.spec.ts', 'combat.flow.spec.ts', 'sandbox.position.spec.ts'] },
  { slug: 'zeitmarker-und-zeitleiste', status: 'implemented', code: ['refresh.flow.ts', 'data/time-track.data.ts'], specs: ['refresh.flow.spec.ts', 'data/data.spec.ts'] },
  {
    slug: 'zerstoerte-einheiten',
    status: 'implemented',
    code: ['evolve/board.evolve.ts', 'board.query.ts'],
    specs: ['glossary.rules.spec.ts'],
    cards: { what: 'destroying „Einheiten im Wert von bis zu X Ausdauer“', cards: ['hunt-them-down', 'wookiee-uprising', 'ambush'] },
  },
  {
    slug: 'zerstoerte-systeme',
    status: 'implemented',
    code: [
      'destroyed-system.rules.ts',
      'destroyed-system.decide.ts',
      'command.decide.ts',
      'combat.flow.ts',
      'settle.flow.ts',
      'rebellion.legal.ts',
      'board.query.ts',
      'loyalty.rules.ts',
      'missions.effects.ts',
      'assignment-card.decide.ts',
      'combat.rules.ts',
    ],
    specs: ['glossary.rules.spec.ts', 'destroyed-system.spec.ts'],
    cards: { what: 'the project that destroys a system, and cards naming a system', cards: ['superlaser-online'] },
    closed: {
      kind: 'rule',
      what: 'Units needing transport beyond the capacity of their side’s ships in a destroyed system are destroyed, their owner choosing which (`DestroyExcessUnit`) before any other decision: after moves, space battle steps, retreats; no icons for abilities there.',
    },
  },
  {
    slug: 'zielkarten',
    status: 'implemented',
    code: ['objectives.effects.ts', 'refresh.flow.ts', 'refresh.decide.ts', 'refresh.legal.ts', 'combat.flow.ts'],
    specs: ['refresh.flow.spec.ts', 'data/data.spec.ts', 'cards.rules.spec.ts', 'rebellion.setup.spec.ts', 'cards/base/missions/covert-operation.card.spec.ts', 'cards/base/missions/interrogation.card.spec.ts', 'cards/base/missions/retrieve-the-plans.card.spec.ts'],
    teamPlay: `${TEAM}: the Rebel General holds the objectives.`,
    cards: {
      what: 'the „Gefecht“ objectives other than the Death Star Plans, and abilities that make the Rebel show his objectives',
      cards: ['crippling-blow', 'rebel-assault', 'liberation', 'major-victory', 'return-of-the-jedi', 'interrogation', 'retrieve-the-plans'],
    },
    closed: { kind: 'rule', what: 'At most 1 objective per combat: the second Death Star Plans wait for another combat.' },
  },
  {
    slug: 'zustandsringe',
    status: 'implemented',
    code: ['setup.decide.ts', 'evolve/setup.evolve.ts', 'evolve/leaders.evolve.ts', 'evolve/mission.evolve.ts', 'mission.flow.ts', 'mission.legal.ts', 'rings.rules.ts', 'plans.flow.ts'],
    specs: [
      'setup.decide.spec.ts',
      'refresh.decide.spec.ts',
      'cards/base/actions/human-cyborg-relations.card.spec.ts',
      'cards/base/actions/resourceful-astromech.card.spec.ts',
      'cards/base/actions/the-millennium-falcon.card.spec.ts',
      'sandbox.position.spec.ts',
    ],
    cards: { what: 'the rings of later cards', cards: ['the-millennium-falcon', 'seek-yoda', 'lure-of-the-dark-side', 'carbon-freezing'] },
  },
  {
    slug: 'zuweisungsphase',
    status: 'implemented',
    code: ['assignment.legal.ts', 'assignment.decide.ts', 'assignment-card.decide.ts'],
    specs: ['assignment.decide.spec.ts', 'cards/base/actions/independent-operation.card.spec.ts', 'round.property.spec.ts'],
    teamPlay: `${TEAM}: both members assign; the General may veto.`,
  },
  {
    slug: 'anhang-vollstaendiger-spielaufbau',
    status: 'implemented',
    code: ['rebellion.setup.ts', 'placement.legal.ts', 'setup.decide.ts', 'data/setup.data.ts'],
    specs: ['setup.property.spec.ts', 'data/data.spec.ts', 'rebellion.setup.spec.ts', 'placement.legal.spec.ts'],
    teamPlay: `${TEAM}: who chooses and places in each step.`,
  },
];

export const EXAMPLES: readonly ExampleCoverage[] = [
  { slug: 'einheiten-bewegen', quote: 'Missionskarte „Verborgene Flotte“', shown: { spec: 'units.rules.spec.ts', title: 'Verborgene Flotte' } },
  { slug: 'gefechtsende', quote: 'nur noch Bodeneinheiten und der Rebellenspieler nur noch Schiffe', shown: { spec: 'units.rules.spec.ts', title: 'the Empire with only ground units, the Rebel with only ships' } },
  { slug: 'schlachten-gewinnen', quote: 'falls man das letzte gegnerische Schiff zerstört', shown: { spec: 'combat.flow.spec.ts', title: 'the last enemy ship destroyed wins the space battle' } },
  { slug: 'materialbeschraenkung', quote: 'z. B. Münzen', shown: { why: 'about the physical markers; the engine’s markers are not limited' } },
  { slug: 'missionen-aufdecken', quote: '„Zerstöre eine Einheit deiner Wahl“', shown: { spec: 'cards/base/missions/infiltration.card.spec.ts', title: 'Infiltration: the Rebel alone sees the top 2 objectives' } },
  { slug: 'aufdecken-des-rebellenstuetzpunktes', quote: 'Erfolg bei der Mission „Spionage“', shown: { spec: 'cards/base/missions/gather-intel.card.spec.ts', title: 'Gather Intel, the seed’s example' } },
  { slug: 'sabotagemarker', quote: 'Einheiten in einem System „erhält“', shown: { why: 'only later cards let a side „gain“ units (see the entry’s later cards)' } },
  { slug: 'schauplatz', quote: 'Falls gerade der Schritt „Weltraumschlacht“', shown: { spec: 'combat.flow.spec.ts', title: 'in the space battle step no ground unit takes damage (the seed’s example)' } },
  { slug: 'schummeln', quote: 'unzulässige Bewegungen vom Rebellenstützpunkt', shown: { spec: 'glossary.rules.spec.ts', title: 'makes cheating impossible' } },
];
