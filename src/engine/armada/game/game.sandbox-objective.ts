import { isViolation, malformed, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import type { Seat } from '../../core/visibility.view.js';
import type { ObjectiveRule } from '../cards/objective-card.define.js';
import { OBJECTIVE_CARD_SET, objectiveCard } from '../cards/objectives.manifest.js';
import { getShip } from '../catalog/catalog.lookup.js';
import { expectArray, expectNumber, expectRecord, expectString } from '../input.parse.js';
import { other } from './game.rules.js';
import { MAX_SET_ASIDE_SQUADRONS } from './hyperspace.rules.js';
import type { GameObstacle, GameShip, GameSquadron, ObjectiveToken, PositionObjective } from './game.types.js';

const bad = (de: string, en: string): RuleViolation => malformed('INVALID_SANDBOX_POSITION', text(`Ungültige Stellung: objective.${de}`, `Invalid position: objective.${en}`));

/**
 * The state an objective keeps in a game, by the rule kinds that keep it
 * (cards/objective-card.define.ts; seed "EINSATZZIELE"): a position may set a
 * field only when the chosen card has one of them, so a position never holds
 * state its objective could not have produced.
 */
const KEPT_BY: Readonly<Record<ObjectiveStateField, readonly ObjectiveRule['kind'][]>> = {
  victoryTokens: ['score-victory-tokens', 'more-victory-tokens-scores'],
  objectiveShips: ['each-player-names-own-objective-ship', 'second-player-names-both-objective-ships'],
  objectiveTokens: ['players-place-objective-tokens'],
  obstacleTokens: ['objective-token-on-each-obstacle'],
  shipTokens: ['objective-token-on-each-ship'],
  setAside: ['second-player-sets-aside-units'],
};

type ObjectiveStateField = 'victoryTokens' | 'objectiveShips' | 'objectiveTokens' | 'obstacleTokens' | 'shipTokens' | 'setAside';

/** What the position already holds, which the objective's state refers to. */
export interface PositionModels {
  readonly ships: readonly GameShip[];
  readonly squadrons: readonly GameSquadron[];
  readonly obstacles: readonly GameObstacle[];
  readonly firstPlayer: Seat;
  readonly playArea: { readonly width: number; readonly height: number };
  /** Ships and squadrons the position's `ships`/`squadrons` entries name (a set-aside unit is not on the table). */
  readonly mentioned: ReadonlySet<string>;
}

/**
 * `objective: {id, victoryTokens?, objectiveShips?, objectiveTokens?,
 * obstacleTokens?, shipTokens?, setAside?}`: one of the core set's twelve and
 * the state it keeps mid-game. `shipTokens` are the ships that still carry
 * Opening Salvo's token (every other ship has discarded it).
 */
export function parsePositionObjective(raw: unknown, m: PositionModels): { objective: PositionObjective; shipTokens: ReadonlySet<string> | null } | RuleViolation {
  const r = expectRecord(raw, 'objective');
  if (isViolation(r)) return r;
  const id = expectString(r.id, 'objective.id');
  if (isViolation(id)) return id;
  const card = objectiveCard(id);
  if (!card)
    return bad(
      `id: unbekanntes Einsatzziel „${id}“ (eines der zwölf: ${OBJECTIVE_CARD_SET.cards.map((c) => c.id).join(', ')})`,
      `id: unknown objective "${id}" (one of the twelve: ${OBJECTIVE_CARD_SET.cards.map((c) => c.id).join(', ')})`,
    );
  const kinds = (card.effect ?? []).map((rule) => rule.kind);
  for (const field of Object.keys(r).filter((k) => k !== 'id')) {
    if (!Object.hasOwn(KEPT_BY, field)) return bad(`${field}: unbekanntes Feld`, `${field}: unknown field`);
    if (!KEPT_BY[field as ObjectiveStateField].some((k) => kinds.includes(k))) return bad(`${field}: „${card.name.en}“ kennt diesen Zustand nicht`, `${field}: "${card.name.en}" keeps no such state`);
  }

  let victoryTokens: [number, number] = [0, 0];
  if (r.victoryTokens !== undefined) {
    const list = expectArray(r.victoryTokens, 'objective.victoryTokens', 2);
    if (isViolation(list)) return list;
    if (list.length !== 2) return bad('victoryTokens: zwei Zahlen, je Platz eine', 'victoryTokens: two numbers, one per seat');
    const n0 = expectNumber(list[0], 'objective.victoryTokens[0]', { min: 0, max: 30, integer: true });
    if (isViolation(n0)) return n0;
    const n1 = expectNumber(list[1], 'objective.victoryTokens[1]', { min: 0, max: 30, integer: true });
    if (isViolation(n1)) return n1;
    victoryTokens = [n0, n1];
  }

  const objectiveShips = r.objectiveShips === undefined ? [] : idList(r.objectiveShips, 'objectiveShips', 2, (v) => m.ships.some((x) => x.id === v), 'kein Schiff', 'no ship');
  if (isViolation(objectiveShips)) return objectiveShips;
  // Each player names one of his own ships (Advanced Gunnery, Intel Sweep); Most Wanted one of each side: one per side either way.
  const owners = objectiveShips.map((v) => m.ships.find((x) => x.id === v)!.owner);
  if (new Set(owners).size < owners.length) return bad('objectiveShips: ein Zielschiff je Seite', 'objectiveShips: one objective ship per side');

  const tokenRule = (card.effect ?? []).find((rule) => rule.kind === 'players-place-objective-tokens');
  const objectiveTokens = r.objectiveTokens === undefined ? [] : tokens(r.objectiveTokens, tokenRule?.kind === 'players-place-objective-tokens' ? tokenRule.count : 0, m.playArea);
  if (isViolation(objectiveTokens)) return objectiveTokens;

  const obstacleTokens = r.obstacleTokens === undefined ? [] : idList(r.obstacleTokens, 'obstacleTokens', 6, (v) => m.obstacles.some((o) => o.id === v), 'kein Hindernis der Stellung', 'no obstacle of the position');
  if (isViolation(obstacleTokens)) return obstacleTokens;

  const shipTokenList = r.shipTokens === undefined ? [] : idList(r.shipTokens, 'shipTokens', 20, (v) => m.ships.some((x) => x.id === v), 'kein Schiff', 'no ship');
  if (isViolation(shipTokenList)) return shipTokenList;
  const shipTokens = kinds.includes('objective-token-on-each-ship') ? new Set(shipTokenList) : null;

  const setAside = r.setAside === undefined ? undefined : parseSetAside(r.setAside, m);
  if (isViolation(setAside)) return setAside;
  if (setAside && objectiveShips.some((v) => setAside.ships.some((x) => x.id === v))) return bad('objectiveShips: ein beiseitegelegtes Schiff ist nicht im Spiel', 'objectiveShips: a ship set aside is not in play');

  return { objective: { id: card.id, victoryTokens, objectiveShips, objectiveTokens, obstacleTokens, ...(setAside ? { setAside } : {}) }, shipTokens };
}

/** A list of distinct ids, each one `exists` accepts. */
function idList(raw: unknown, field: string, max: number, exists: (id: string) => boolean, deWhat: string, enWhat: string): string[] | RuleViolation {
  const list = expectArray(raw, `objective.${field}`, max);
  if (isViolation(list)) return list;
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const v = expectString(list[i], `objective.${field}[${i}]`);
    if (isViolation(v)) return v;
    if (!exists(v)) return bad(`${field}[${i}]: ${deWhat} „${v}“`, `${field}[${i}]: ${enWhat} "${v}"`);
    if (out.includes(v)) return bad(`${field}: „${v}“ doppelt`, `${field}: "${v}" twice`);
    out.push(v);
  }
  return out;
}

/** Objective tokens on the table, at most as many as the card places, each inside the play area; ids `t<n>` as the setup names them unless given. */
function tokens(raw: unknown, count: number, area: { width: number; height: number }): ObjectiveToken[] | RuleViolation {
  const list = expectArray(raw, 'objective.objectiveTokens', count);
  if (isViolation(list)) return list;
  const out: ObjectiveToken[] = [];
  for (let i = 0; i < list.length; i++) {
    const f = `objective.objectiveTokens[${i}]`;
    const t = expectRecord(list[i], f);
    if (isViolation(t)) return t;
    const extra = Object.keys(t).filter((k) => !['id', 'x', 'y'].includes(k));
    if (extra.length) return bad(`objectiveTokens[${i}]: unbekanntes Feld ${extra[0]}`, `objectiveTokens[${i}]: unknown field ${extra[0]}`);
    const id = t.id === undefined ? `t${i + 1}` : expectString(t.id, `${f}.id`);
    if (isViolation(id)) return id;
    if (out.some((o) => o.id === id)) return bad(`objectiveTokens[${i}].id: „${id}“ doppelt`, `objectiveTokens[${i}].id: "${id}" twice`);
    const x = expectNumber(t.x, `${f}.x`, { min: 0, max: area.width });
    if (isViolation(x)) return x;
    const y = expectNumber(t.y, `${f}.y`, { min: 0, max: area.height });
    if (isViolation(y)) return y;
    out.push({ id, x, y });
  }
  return out;
}

/**
 * Hyperspace Assault's set-aside units (card text and its FAQ rulings, see
 * hyperspace.rules.ts): the second player's, at most 1 small or medium ship
 * and 3 squadrons, off the table (a unit the position places is refused).
 */
function parseSetAside(raw: unknown, m: PositionModels): { ships: GameShip[]; squadrons: GameSquadron[] } | RuleViolation {
  const r = expectRecord(raw, 'objective.setAside');
  if (isViolation(r)) return r;
  const extra = Object.keys(r).filter((k) => !['ships', 'squadrons'].includes(k));
  if (extra.length) return bad(`setAside: unbekanntes Feld ${extra[0]}`, `setAside: unknown field ${extra[0]}`);
  const second = other(m.firstPlayer);
  const own = (owner: Seat, id: string) => owner === second && !m.mentioned.has(id);
  const shipIds = r.ships === undefined ? [] : idList(r.ships, 'setAside.ships', 1, (v) => m.ships.some((x) => x.id === v && own(x.owner, v)), 'kein nicht aufgestelltes Schiff des zweiten Spielers', "no unplaced ship of the second player's");
  if (isViolation(shipIds)) return shipIds;
  const ships = shipIds.map((v) => m.ships.find((x) => x.id === v)!);
  if (ships.some((x) => getShip(x.card)?.size === 'large')) return bad('setAside.ships: beiseitegelegt wird ein kleines oder mittleres Schiff', 'setAside.ships: the ship set aside is small or medium');
  const squadronIds =
    r.squadrons === undefined
      ? []
      : idList(r.squadrons, 'setAside.squadrons', MAX_SET_ASIDE_SQUADRONS, (v) => m.squadrons.some((q) => q.id === v && own(q.owner, v)), 'keine nicht aufgestellte Staffel des zweiten Spielers', "no unplaced squadron of the second player's");
  if (isViolation(squadronIds)) return squadronIds;
  return { ships, squadrons: squadronIds.map((v) => m.squadrons.find((q) => q.id === v)!) };
}
