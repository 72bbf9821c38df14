import type { GameDefinition, OptionSpec, Outcome } from '../core/game.contract.js';
import type { Rng } from '../core/rng.random.js';
import { EngineInvariantError, isViolation, malformed, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { attackHiddenOutcome, labelAttackAction, parseAttackAction } from './attack/attack.action.js';
import { decideAttack } from './attack/attack.decide.js';
import { evolveAttack, initialAttackState } from './attack/attack.evolve.js';
import { legalAttackActions } from './attack/attack.legal.js';
import { fullDamageDeck, setupAttack } from './attack/attack.setup.js';
import type { AttackAction, AttackEvent, AttackState } from './attack/attack.types.js';
import { pendingAttack, viewAttack } from './attack/attack.view.js';
import { DICE } from './data/dice.data.js';
import { isRecord } from './input.parse.js';
import { RULE } from './rules.cite.js';
import { groupAttackAction } from './attack/attack.group.js';

/** The seats of `armada-attack`: the attacker decides first. */
export const ATTACKER_SEAT = 0;
export const DEFENDER_SEAT = 1;

/** A declaration the engine accepted, seats filled in; `setup` shuffles the damage deck, `sandbox` takes it from the position. */
export interface AttackGameOptions {
  readonly declaration: Readonly<Record<string, unknown>>;
}

const DECLARATION_KEYS = ['attacker', 'defender', 'range', 'obstructed', 'defenderEngagedWithAnotherSquadron'];

/** The shape of a combatant, the same in both languages: field names are not translated. */
const COMBATANT_SHAPE =
  '{kind: "ship", id, ship, zone, speed, shields?, defenseTokens?, faceupDamage?, facedownDamage?, concentrateFire?: {dial?, token?}} | ' +
  '{kind: "squadron", id, squadron, hull?, defenseTokens?, activatedBySquadronCommand?}';

const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'attacker',
    type: 'object',
    default: null,
    description: text(`Der Angreifer, Platz 0: ${COMBATANT_SHAPE}.`, `The attacker, seat 0: ${COMBATANT_SHAPE}.`),
  },
  {
    name: 'defender',
    type: 'object',
    default: null,
    description: text(`Der Verteidiger, Platz 1, in derselben Form; zone ist die verteidigende Hüllensektion.`, 'The defender, seat 1, in the same form; zone is the defending hull zone.'),
  },
  {
    name: 'range',
    type: 'string',
    default: null,
    description: text('close, medium oder long; distance-1, wenn eine Staffel angreift.', 'close, medium or long; distance-1 when a squadron attacks.'),
  },
  {
    name: 'obstructed',
    type: 'boolean',
    default: false,
    description: text('Versperrter Angriff: der Angreifer gibt einen Würfel ab.', 'Obstructed attack: the attacker removes a die.'),
  },
  {
    name: 'defenderEngagedWithAnotherSquadron',
    type: 'boolean',
    default: false,
    description: text('Die verteidigende Staffel ist noch mit einer weiteren Staffel im Nahkampf (für Schwarm).', 'The defending squadron is engaged with another squadron too (for Swarm).'),
  },
];

const invalidOptions = (de: string, en: string): RuleViolation => malformed('INVALID_OPTIONS', text(`Ungültige Optionen: ${de}`, `Invalid options: ${en}`));
const invalidPosition = (de: string, en: string): RuleViolation =>
  malformed('INVALID_SANDBOX_POSITION', text(`Ungültige Stellung: ${de}`, `Invalid position: ${en}`));

/** Declaring and sandboxing never roll or shuffle when the deck is given; a draw here would be a bug. */
const NO_CHANCE: Rng = {
  int: () => {
    throw new EngineInvariantError('armada-attack: chance where none was expected');
  },
  roll: () => {
    throw new EngineInvariantError('armada-attack: chance where none was expected');
  },
  shuffle: () => {
    throw new EngineInvariantError('armada-attack: chance where none was expected');
  },
};

function withSeat(raw: unknown, seat: number, field: string): Record<string, unknown> | RuleViolation {
  if (!isRecord(raw)) return invalidOptions(`${field} fehlt oder ist kein Objekt`, `${field} is missing or not an object`);
  if (raw.seat !== undefined && raw.seat !== seat)
    return invalidOptions(`${field} ist immer Platz ${seat}`, `${field} is always seat ${seat}`);
  return { ...raw, seat };
}

/** Options are the declaration; the engine checks it, with an empty deck so nothing is shuffled yet. */
export function parseAttackOptions(raw: unknown): AttackGameOptions | RuleViolation {
  if (!isRecord(raw)) return invalidOptions('options muss ein Objekt sein', 'options must be an object');
  // Whoever creates the game may be a player: the deck order is fixed only in a sandbox position.
  if (raw.damageDeck !== undefined)
    return invalidOptions('die Reihenfolge des Schadensstapels ist geheim; nur eine Sandbox-Stellung legt sie fest', 'the damage deck order is secret; only a sandbox position sets it');
  const unknown = Object.keys(raw).filter((k) => !DECLARATION_KEYS.includes(k));
  if (unknown.length) return invalidOptions(`unbekannte Option ${unknown[0]}`, `unknown option ${unknown[0]}`);
  const attacker = withSeat(raw.attacker, ATTACKER_SEAT, 'attacker');
  if (isViolation(attacker)) return attacker;
  const defender = withSeat(raw.defender, DEFENDER_SEAT, 'defender');
  if (isViolation(defender)) return defender;
  const declaration = { ...raw, attacker, defender };
  const checked = setupAttack({ ...declaration, damageDeck: [] }, NO_CHANCE);
  return isViolation(checked) ? checked : { declaration };
}

function declare(options: AttackGameOptions, rng: Rng, damageDeck?: readonly string[]) {
  return setupAttack(damageDeck === undefined ? options.declaration : { ...options.declaration, damageDeck }, rng);
}

/**
 * One Armada attack as a playable game (`armada-attack`): seat 0 attacks,
 * seat 1 defends, the options declare the attack and the game ends when it
 * is resolved. An attack has no winner; the view says what it did.
 */
export const armadaAttackGame: GameDefinition<AttackState, AttackAction, AttackEvent, AttackGameOptions> = {
  id: 'armada-attack',
  title: text('Star Wars: Armada – ein Angriff', 'Star Wars: Armada – one attack'),
  players: { min: 2, max: 2 },
  options: OPTION_SPECS,
  dice: [DICE.red, DICE.blue, DICE.black],
  setupRule: RULE.angreifen,

  parseOptions: (raw) => parseAttackOptions(raw),

  setup(options, _players, rng) {
    const events = declare(options, rng);
    if (isViolation(events)) throw new EngineInvariantError(`armada-attack: a parsed declaration was refused: ${events.code}`);
    return events;
  },

  /** Position `{damageDeck?}`: the deck top first; without it the 52 cards in catalog order. */
  sandbox(position, options) {
    if (!isRecord(position)) return invalidPosition('position muss ein Objekt sein', 'position must be an object');
    const unknown = Object.keys(position).filter((k) => k !== 'damageDeck');
    if (unknown.length) return invalidPosition(`unbekanntes Feld ${unknown[0]} (nur damageDeck)`, `unknown field ${unknown[0]} (only damageDeck)`);
    if (position.damageDeck !== undefined && !Array.isArray(position.damageDeck))
      return invalidPosition('damageDeck muss eine Liste von Schadenskarten sein', 'damageDeck must be a list of damage cards');
    return declare(options, NO_CHANCE, (position.damageDeck as string[] | undefined) ?? fullDamageDeck());
  },

  initialState: initialAttackState,
  evolve: evolveAttack,
  parseAction: parseAttackAction,
  hiddenOutcome: attackHiddenOutcome,
  legalActions: legalAttackActions,
  decide: decideAttack,
  label: labelAttackAction,
  group: groupAttackAction,
  view: (state) => viewAttack(state),
  pending: pendingAttack,

  outcome(state): Outcome | null {
    if (state.status !== 'over') return null;
    const destroyed = state.destroyed.join(', ');
    return {
      winners: [],
      reason: destroyed
        ? text(`Der Angriff ist abgehandelt; zerstört: ${destroyed}.`, `The attack is resolved; destroyed: ${destroyed}.`)
        : text('Der Angriff ist abgehandelt.', 'The attack is resolved.'),
    };
  },
};
