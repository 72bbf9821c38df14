import type { Emitted } from '../../core/game.contract.js';
import { isViolation, malformed, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { onlySeats, PUBLIC, SERVER_ONLY } from '../../core/visibility.view.js';
import { fullDamageDeck, parseShields } from '../attack/attack.setup.js';
import { getCard } from '../catalog/catalog.lookup.js';
import { COMMAND_TYPES, type CommandType } from '../catalog/catalog.types.js';
import { expectArray, expectBoolean, expectNumber, expectOneOf, expectRecord, expectString, isRecord } from '../input.parse.js';
import { parsePoint, parsePose } from '../geometry/table.input.js';
import { LAST_ROUND } from './game.rules.js';
import { TRAINING_PLAY_AREA, trainingFleet } from './game.setup.js';
import { shipCardOf, squadronCardOf } from './game.table.js';
import { OBSTACLE_SHAPES, type ObstacleShapeId } from '../data/obstacles.data.js';
import { notImplementedRefusal } from '../cards/cards.implemented.js';
import type { SquadronCard, UpgradeCard } from '../catalog/catalog.types.js';
import { shipUpgradeProblems } from '../fleet/fleet.validate.js';
import { startingTokens } from './game.upgrades.js';
import type { ArmadaEvent, ArmadaFleet, EquippedUpgrade, GameObstacle, GameShip, GameSquadron, StandardFormat } from './game.types.js';
import { resolveFleet } from './setup-standard.decide.js';
import { parsePositionObjective } from './game.sandbox-objective.js';
import { initialArmadaState } from './game.evolve.js';
import { hyperspaceDue } from './hyperspace.rules.js';
import type { Seat } from '../../core/visibility.view.js';
import { fleetModels, STANDARD_TABLES } from './setup-standard.setup.js';

const bad = (de: string, en: string): RuleViolation => malformed('INVALID_SANDBOX_POSITION', text(`Ungültige Stellung: ${de}`, `Invalid position: ${en}`));

const SHIP_KEYS = ['id', 'pose', 'speed', 'shields', 'faceupDamage', 'facedownDamage', 'dials', 'tokens', 'raidTokens', 'destroyed', 'upgrades'];
const SQUADRON_KEYS = ['id', 'position', 'hull', 'destroyed', 'card'];
const KEYS = ['firstPlayer', 'round', 'ships', 'squadrons', 'obstacles', 'damageDeck', 'passTokens', 'fleets', 'format', 'objective'];

/**
 * A game in a given position (sandbox mode, for rules questions and
 * tests): the training fleets, or two standard fleet lists (`fleets`, each
 * model placed), with any ship or squadron moved, damaged or removed, the
 * obstacles, the first player, the round to start (its command phase) and the
 * damage deck's order (top first; without it the 52 cards in catalog order,
 * since a sandbox draws no chance) and the objective with the state it keeps
 * (game.sandbox-objective.ts). Dials go to their owner only and
 * facedown cards are dealt from the deck top, server only, so a position
 * keeps every secret a game keeps.
 */
export function sandboxTraining(position: unknown): Emitted<ArmadaEvent>[] | RuleViolation {
  if (!isRecord(position)) return bad('position muss ein Objekt sein', 'position must be an object');
  const unknown = Object.keys(position).filter((k) => !KEYS.includes(k));
  if (unknown.length) return bad(`unbekanntes Feld ${unknown[0]}`, `unknown field ${unknown[0]}`);
  const firstPlayer = position.firstPlayer === undefined ? 0 : expectNumber(position.firstPlayer, 'firstPlayer', { min: 0, max: 1, integer: true });
  if (isViolation(firstPlayer)) return firstPlayer;
  const round = position.round === undefined ? 1 : expectNumber(position.round, 'round', { min: 1, max: LAST_ROUND, integer: true });
  if (isViolation(round)) return round;

  let passTokens: [number, number] = [0, 0];
  if (position.passTokens !== undefined) {
    const list = expectArray(position.passTokens, 'passTokens', 2);
    if (isViolation(list)) return list;
    if (list.length !== 2) return bad('passTokens: zwei Zahlen, je Platz eine', 'passTokens: two numbers, one per seat');
    const n0 = expectNumber(list[0], 'passTokens[0]', { min: 0, max: 6, integer: true });
    if (isViolation(n0)) return n0;
    const n1 = expectNumber(list[1], 'passTokens[1]', { min: 0, max: 6, integer: true });
    if (isViolation(n1)) return n1;
    passTokens = [n0, n1];
  }

  let deck = fullDamageDeck();
  if (position.damageDeck !== undefined) {
    const list = expectArray(position.damageDeck, 'damageDeck', 52);
    if (isViolation(list)) return list;
    const rest = [...deck];
    const top: string[] = [];
    for (let i = 0; i < list.length; i++) {
      const id = expectString(list[i], `damageDeck[${i}]`);
      if (isViolation(id)) return id;
      const at = rest.indexOf(id);
      if (at < 0) return bad(`damageDeck[${i}]: „${id}“ ist keine (weitere) Karte des Stapels`, `damageDeck[${i}]: "${id}" is not a (further) card of the deck`);
      rest.splice(at, 1);
      top.push(id);
    }
    deck = [...top, ...rest];
  }

  const standard = position.fleets === undefined ? null : standardFleets(position.fleets, position.format);
  if (isViolation(standard)) return standard;
  if (!standard && position.format !== undefined) return bad('format gilt nur mit fleets', 'format applies only with fleets');
  const fleets = standard ? standard.models : [trainingFleet(0), trainingFleet(1)];
  const ships: GameShip[] = fleets.flatMap((f) => f.ships);
  const squadrons: GameSquadron[] = fleets.flatMap((f) => f.squadrons);
  // A standard fleet's models wait off the table: each one is placed by the position (or given destroyed).
  const placed = new Set<string>();
  const mentioned = new Set<string>();
  const secrets: { ship: string; owner: number; dials: CommandType[]; facedown: number }[] = [];

  const shipList = position.ships === undefined ? [] : expectArray(position.ships, 'ships', standard ? 20 : 6);
  if (isViolation(shipList)) return shipList;
  for (let i = 0; i < shipList.length; i++) {
    const f = `ships[${i}]`;
    const r = expectRecord(shipList[i], f);
    if (isViolation(r)) return r;
    const extra = Object.keys(r).filter((k) => !SHIP_KEYS.includes(k));
    if (extra.length) return bad(`${f}: unbekanntes Feld ${extra[0]}`, `${f}: unknown field ${extra[0]}`);
    const id = expectString(r.id, `${f}.id`);
    if (isViolation(id)) return id;
    const index = ships.findIndex((x) => x.id === id);
    if (index < 0) return bad(`${f}.id: kein Schiff „${id}“ (s<Platz>-<n> in Listenfolge)`, `${f}.id: no ship "${id}" (s<seat>-<n> in list order)`);
    const x = ships[index];
    const card = shipCardOf(x);
    const pose = r.pose === undefined ? x.pose : parsePose(r.pose, `${f}.pose`);
    if (isViolation(pose)) return pose;
    const speed = r.speed === undefined ? x.speed : expectNumber(r.speed, `${f}.speed`, { min: 0, max: card.maxSpeed, integer: true });
    if (isViolation(speed)) return speed;
    const shields = parseShields(r.shields, `${f}.shields`, card.shields, x.shields);
    if (isViolation(shields)) return shields;
    const faceup: string[] = [];
    const faceupRaw = r.faceupDamage === undefined ? [] : expectArray(r.faceupDamage, `${f}.faceupDamage`, 10);
    if (isViolation(faceupRaw)) return faceupRaw;
    for (let j = 0; j < faceupRaw.length; j++) {
      const c = expectString(faceupRaw[j], `${f}.faceupDamage[${j}]`);
      if (isViolation(c)) return c;
      if (!getCard('damage-cards', c)) return bad(`${f}.faceupDamage[${j}]: unbekannte Schadenskarte „${c}“`, `${f}.faceupDamage[${j}]: unknown damage card "${c}"`);
      const at = deck.indexOf(c);
      if (at < 0) return bad(`${f}.faceupDamage[${j}]: keine weitere „${c}“ im Stapel`, `${f}.faceupDamage[${j}]: no further "${c}" in the deck`);
      deck.splice(at, 1);
      faceup.push(c);
    }
    const facedown = r.facedownDamage === undefined ? 0 : expectNumber(r.facedownDamage, `${f}.facedownDamage`, { min: 0, max: card.hull, integer: true });
    if (isViolation(facedown)) return facedown;
    if (faceup.length + facedown >= card.hull) return bad(`${f}: so viel Schaden zerstört das Schiff; dafür gibt es destroyed`, `${f}: that much damage destroys the ship; use destroyed`);
    const destroyed = r.destroyed === undefined ? false : expectBoolean(r.destroyed, `${f}.destroyed`);
    if (isViolation(destroyed)) return destroyed;
    const dials: CommandType[] = [];
    const dialsRaw = r.dials === undefined ? [] : expectArray(r.dials, `${f}.dials`, card.command);
    if (isViolation(dialsRaw)) return dialsRaw;
    for (let j = 0; j < dialsRaw.length; j++) {
      const c = expectOneOf<CommandType>(dialsRaw[j], COMMAND_TYPES, `${f}.dials[${j}]`);
      if (isViolation(c)) return c;
      dials.push(c);
    }
    const tokensRaw = r.tokens === undefined ? [] : expectArray(r.tokens, `${f}.tokens`, card.command);
    if (isViolation(tokensRaw)) return tokensRaw;
    const tokens: CommandType[] = [];
    for (let j = 0; j < tokensRaw.length; j++) {
      const c = expectOneOf<CommandType>(tokensRaw[j], COMMAND_TYPES, `${f}.tokens[${j}]`);
      if (isViolation(c)) return c;
      // Seed "KOMMANDOMARKER": never two alike.
      if (tokens.includes(c)) return bad(`${f}.tokens: „${c}“ doppelt`, `${f}.tokens: "${c}" twice`);
      tokens.push(c);
    }
    const raidRaw = r.raidTokens === undefined ? [] : expectArray(r.raidTokens, `${f}.raidTokens`, COMMAND_TYPES.length);
    if (isViolation(raidRaw)) return raidRaw;
    const raidTokens: CommandType[] = [];
    for (let j = 0; j < raidRaw.length; j++) {
      const c = expectOneOf<CommandType>(raidRaw[j], COMMAND_TYPES, `${f}.raidTokens[${j}]`);
      if (isViolation(c)) return c;
      // Seed "ÜBERFALLMARKER": one of each type at most.
      if (raidTokens.includes(c)) return bad(`${f}.raidTokens: „${c}“ doppelt`, `${f}.raidTokens: "${c}" twice`);
      raidTokens.push(c);
    }
    const upgrades = r.upgrades === undefined ? undefined : parseUpgrades(r.upgrades, `${f}.upgrades`, x);
    if (isViolation(upgrades)) return upgrades;
    if (r.pose !== undefined || destroyed) placed.add(x.id);
    mentioned.add(x.id);
    ships[index] = { ...x, pose, speed: standard && r.speed === undefined ? 1 : speed, shields, faceupDamage: faceup, tokens, destroyed, ...(raidTokens.length ? { raidTokens } : {}), ...(upgrades ? { upgrades } : {}) };
    secrets.push({ ship: x.id, owner: x.owner, dials, facedown });
  }

  const squadronList = position.squadrons === undefined ? [] : expectArray(position.squadrons, 'squadrons', standard ? 40 : 8);
  if (isViolation(squadronList)) return squadronList;
  for (let i = 0; i < squadronList.length; i++) {
    const f = `squadrons[${i}]`;
    const r = expectRecord(squadronList[i], f);
    if (isViolation(r)) return r;
    const extra = Object.keys(r).filter((k) => !SQUADRON_KEYS.includes(k));
    if (extra.length) return bad(`${f}: unbekanntes Feld ${extra[0]}`, `${f}: unknown field ${extra[0]}`);
    const id = expectString(r.id, `${f}.id`);
    if (isViolation(id)) return id;
    const index = squadrons.findIndex((q) => q.id === id);
    if (index < 0) return bad(`${f}.id: keine Staffel „${id}“ (q<Platz>-<n> in Listenfolge)`, `${f}.id: no squadron "${id}" (q<seat>-<n> in list order)`);
    const card = r.card === undefined ? squadronCardOf(squadrons[index]) : uniqueSquadron(r.card, `${f}.card`, squadrons[index]);
    if (isViolation(card)) return card;
    if (squadrons.some((v, k) => k !== index && v.card === card.id && card.unique)) return bad(`${f}.card: „${card.id}“ ist einzigartig und schon im Spiel`, `${f}.card: "${card.id}" is unique and already in play`);
    const q: GameSquadron = { ...squadrons[index], card: card.id, hull: card.hull, defenseTokens: card.defenseTokens.map((type) => ({ type, state: 'ready' as const })) };
    const point = r.position === undefined ? q.position : parsePoint(r.position, `${f}.position`);
    if (isViolation(point)) return point;
    const hull = r.hull === undefined ? q.hull : expectNumber(r.hull, `${f}.hull`, { min: 1, max: squadronCardOf(q).hull, integer: true });
    if (isViolation(hull)) return hull;
    const destroyed = r.destroyed === undefined ? false : expectBoolean(r.destroyed, `${f}.destroyed`);
    if (isViolation(destroyed)) return destroyed;
    if (r.position !== undefined || destroyed) placed.add(q.id);
    mentioned.add(q.id);
    squadrons[index] = { ...q, position: { x: point.x, y: point.y }, hull, destroyed };
  }
  const obstacles: GameObstacle[] = [];
  const obstacleList = position.obstacles === undefined ? [] : expectArray(position.obstacles, 'obstacles', 6);
  if (isViolation(obstacleList)) return obstacleList;
  for (let i = 0; i < obstacleList.length; i++) {
    const f = `obstacles[${i}]`;
    const r = expectRecord(obstacleList[i], f);
    if (isViolation(r)) return r;
    const id = expectString(r.id, `${f}.id`);
    if (isViolation(id)) return id;
    if (obstacles.some((o) => o.id === id) || ships.some((x) => x.id === id) || squadrons.some((q) => q.id === id)) return bad(`${f}.id: „${id}“ doppelt`, `${f}.id: "${id}" twice`);
    const shape = expectOneOf<ObstacleShapeId>(r.shape, Object.keys(OBSTACLE_SHAPES) as ObstacleShapeId[], `${f}.shape`);
    if (isViolation(shape)) return shape;
    const pose = parsePose(r.pose, `${f}.pose`);
    if (isViolation(pose)) return pose;
    obstacles.push({ id, shape, pose });
  }
  const playArea = standard ? STANDARD_TABLES[standard.format].playArea : TRAINING_PLAY_AREA;
  const objectiveIn = position.objective === undefined ? null : parsePositionObjective(position.objective, { ships, squadrons, obstacles, firstPlayer: firstPlayer as Seat, playArea, mentioned });
  if (isViolation(objectiveIn)) return objectiveIn;
  const objective = objectiveIn?.objective;
  // Hyperspace Assault: units set aside are off the table; Opening Salvo: a ship not named in shipTokens has discarded its token.
  const aside = new Set([...(objective?.setAside?.ships ?? []), ...(objective?.setAside?.squadrons ?? [])].map((u) => u.id));
  const shipTokens = objectiveIn?.shipTokens;
  const tableShips = ships.filter((x) => !aside.has(x.id)).map((x) => (shipTokens ? { ...x, objectiveToken: shipTokens.has(x.id) } : x));
  const tableSquadrons = squadrons.filter((q) => !aside.has(q.id));
  const unplaced = standard ? [...tableShips, ...tableSquadrons].find((u) => !placed.has(u.id)) : undefined;
  if (unplaced) return bad(`${unplaced.id} aus der Flottenliste braucht einen Platz (pose, position) oder destroyed`, `${unplaced.id} of the fleet list needs a place (pose, position) or destroyed`);
  if (!tableShips.some((x) => x.owner === 0 && !x.destroyed) || !tableShips.some((x) => x.owner === 1 && !x.destroyed))
    return bad('jede Seite braucht mindestens ein Schiff', 'each side needs at least one ship');

  const events: Emitted<ArmadaEvent>[] = [
    {
      event: {
        type: 'GameStarted',
        payload: standard
          ? { scenario: 'standard', factions: ['republic', 'separatist'], playArea, ships: tableShips, squadrons: tableSquadrons, obstacles, fleets: standard.fleets, ...(objective ? { objective } : {}) }
          : { scenario: 'training', factions: ['republic', 'separatist'], playArea, ships: tableShips, squadrons: tableSquadrons, obstacles, ...(objective ? { objective } : {}) },
      },
      visibility: PUBLIC,
    },
    { event: { type: 'InitiativeRolled', payload: { roller: 0, face: 'sandbox', firstPlayer } }, visibility: PUBLIC },
    { event: { type: 'DamageDeckShuffled', payload: { order: [...deck] } }, visibility: SERVER_ONLY, redacted: { cards: deck.length } },
  ];
  let top = 0;
  for (const s of secrets) {
    for (let k = 0; k < s.facedown; k++)
      events.push({ event: { type: 'FacedownDamageDealt', payload: { ship: s.ship, card: deck[top++], cause: 'sandbox' } }, visibility: SERVER_ONLY, redacted: { ship: s.ship, cause: 'sandbox' } });
    for (const command of s.dials) events.push({ event: { type: 'CommandDialAssigned', payload: { ship: s.ship, command } }, visibility: onlySeats(s.owner), redacted: { ship: s.ship } });
  }
  if (passTokens[0] + passTokens[1] > 0) events.push({ event: { type: 'PassTokensGiven', payload: { tokens: passTokens } }, visibility: PUBLIC });
  events.push({ event: { type: 'RoundStarted', payload: { round } }, visibility: PUBLIC });
  // Every stack full: the command phase has nothing left to decide.
  const full = tableShips.every((x) => x.destroyed || (secrets.find((t) => t.ship === x.id)?.dials.length ?? 0) >= shipCardOf(x).command);
  // Hyperspace Assault: a round after the first opens with the second player's arrival decision, before any dial (hyperspace.rules.ts).
  const arrival = objective !== undefined && hyperspaceDue({ ...initialArmadaState(), objective: objective.id, round, objectiveTokens: objective.objectiveTokens, ...(objective.setAside ? { setAside: objective.setAside } : {}) });
  if (full && !arrival) events.push({ event: { type: 'ShipPhaseStarted', payload: { turn: firstPlayer, sandbox: true } }, visibility: PUBLIC });
  return events;
}

/**
 * Standard fleets in a position (issue 9): two lists, seat 0's Republic first,
 * each checked by the fleet validator under the format (default starter, as
 * a standard game) and refused with `ARMADA_CARD_NOT_IMPLEMENTED` for a card
 * the game cannot play; the models are those the full setup would reveal
 * (`s<seat>-<n>`, `q<seat>-<n>` in list order, upgrades and their fixed
 * starting tokens equipped), on the format's table.
 */
function standardFleets(raw: unknown, formatRaw: unknown): { format: StandardFormat; fleets: [ArmadaFleet, ArmadaFleet]; models: { ships: GameShip[]; squadrons: GameSquadron[] }[] } | RuleViolation {
  const format = formatRaw === undefined ? 'starter' : expectOneOf<StandardFormat>(formatRaw, ['starter', 'standard'], 'format');
  if (isViolation(format)) return format;
  const lists = expectArray(raw, 'fleets', 2);
  if (isViolation(lists)) return lists;
  if (lists.length !== 2) return bad('fleets: zwei Flottenlisten, Platz 0 (Republik) zuerst', 'fleets: two fleet lists, seat 0 (Republic) first');
  const fleets: ArmadaFleet[] = [];
  for (const seat of [0, 1] as const) {
    if (!isRecord(lists[seat])) return bad(`fleets[${seat}] muss eine Flottenliste sein`, `fleets[${seat}] must be a fleet list`);
    const fleet = resolveFleet(lists[seat] as Record<string, unknown>, seat, format, 'refuse');
    if (isViolation(fleet)) return fleet;
    fleets.push(fleet);
  }
  return { format, fleets: [fleets[0], fleets[1]], models: fleets.map((f, seat) => fleetModels(seat, f)) };
}

/**
 * A ship's upgrade cards: ids, or `{id, exhausted?, tokens?}`. Checked like
 * a fleet list (icons, title, faction, restrictions: `INVALID_SANDBOX_POSITION`
 * with the broken rule) and refused with `ARMADA_CARD_NOT_IMPLEMENTED` for a
 * card the game cannot play yet. Without `tokens` a card carries the tokens
 * it starts with where the card fixes them, none where its owner picks.
 */
function parseUpgrades(raw: unknown, field: string, x: GameShip): EquippedUpgrade[] | RuleViolation {
  const list = expectArray(raw, field, 8);
  if (isViolation(list)) return list;
  const out: EquippedUpgrade[] = [];
  const cards: UpgradeCard[] = [];
  for (let j = 0; j < list.length; j++) {
    const f = `${field}[${j}]`;
    const entry = typeof list[j] === 'string' ? { id: list[j] } : expectRecord(list[j], f);
    if (isViolation(entry)) return entry;
    const extra = Object.keys(entry).filter((k) => !['id', 'exhausted', 'tokens'].includes(k));
    if (extra.length) return bad(`${f}: unbekanntes Feld ${extra[0]}`, `${f}: unknown field ${extra[0]}`);
    const id = expectString(entry.id, `${f}.id`);
    if (isViolation(id)) return id;
    const card = getCard('upgrades', id);
    if (!card) return bad(`${f}: unbekannte Aufwertung „${id}“`, `${f}: unknown upgrade "${id}"`);
    const missing = notImplementedRefusal({ ships: [{ upgrades: [card.id] }] });
    if (missing) return missing;
    const exhausted = entry.exhausted === undefined ? false : expectBoolean(entry.exhausted, `${f}.exhausted`);
    if (isViolation(exhausted)) return exhausted;
    let tokens: CommandType[] = [...(startingTokens([card.id])[0]?.tokens ?? [])];
    if (entry.tokens !== undefined) {
      const raw = expectArray(entry.tokens, `${f}.tokens`, 8);
      if (isViolation(raw)) return raw;
      tokens = [];
      for (let k = 0; k < raw.length; k++) {
        const c = expectOneOf<CommandType>(raw[k], COMMAND_TYPES, `${f}.tokens[${k}]`);
        if (isViolation(c)) return c;
        tokens.push(c);
      }
    }
    cards.push(card);
    out.push({ id: card.id, exhausted, tokens });
  }
  const problems = shipUpgradeProblems(shipCardOf(x), cards);
  if (problems.length > 0) return bad(`${field}: ${problems[0].messages.de}`, `${field}: ${problems[0].messages.en}`);
  return out;
}

/** A squadron base of the training fleets may carry its starter's unique squadron card instead of the generic one (same faction). */
function uniqueSquadron(raw: unknown, field: string, q: GameSquadron): SquadronCard | RuleViolation {
  const id = expectString(raw, field);
  if (isViolation(id)) return id;
  const card = getCard('squadrons', id);
  const own = squadronCardOf(q);
  if (!card || card.faction !== own.faction || card.fleetStarter === null || card.fleetStarter !== own.fleetStarter)
    return bad(`${field}: „${id}“ ist keine Staffel der eigenen Starterflotte`, `${field}: "${id}" is not a squadron of this side's fleet starter`);
  const missing = notImplementedRefusal({ squadrons: [{ squadron: card.id }] });
  if (missing) return missing;
  return card;
}
