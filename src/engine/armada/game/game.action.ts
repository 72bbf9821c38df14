import { isViolation, malformed, type RuleViolation } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import { labelAttackAction, parseAttackAction } from '../attack/attack.action.js';
import { COMMAND_TYPES, HULL_ZONES, type CommandType, type HullZone } from '../catalog/catalog.types.js';
import { isRecord } from '../input.parse.js';
import { isPromptActionType, parsePromptAction, promptActionLabel } from '../../core/prompts/prompt.actions.js';
import type { PromptAction } from '../../core/prompts/prompt.types.js';
import { OBSTACLE_SHAPES, type ObstacleShapeId } from '../data/obstacles.data.js';
import type { ArmadaAction, ArmadaState } from './game.types.js';

type GameActionType = Exclude<ArmadaAction['type'], import('../attack/attack.types.js').AttackAction['type'] | PromptAction['type']>;

const PARAMS: Record<GameActionType, readonly string[]> = {
  SetCommandDial: ['ship', 'command'],
  ActivateShip: ['ship'],
  PassWithToken: [],
  KeepCommandDial: [],
  TakeCommandToken: [],
  DiscardRaidTokens: ['by', 'command'],
  SpendRepair: ['source'],
  RepairMoveShield: ['from', 'to'],
  RepairRestoreShield: ['zone'],
  RepairDiscardDamage: ['faceup', 'index'],
  ActivateSquadronByCommand: ['squadron', 'source'],
  FinishCommands: [],
  DeclareShipAttack: ['zone', 'target', 'targetZone'],
  FinishAttacks: [],
  ExecuteManeuver: ['speedChange', 'course', 'side', 'dial', 'token'],
  PlaceDisplacedSquadron: ['squadron', 'x', 'y'],
  ActivateSquadron: ['squadron'],
  MoveSquadron: ['x', 'y'],
  DeclareSquadronAttack: ['target', 'targetZone'],
  FinishSquadronActivation: [],
  SubmitFleet: ['fleet'],
  ChooseFirstPlayer: ['firstPlayer'],
  ChooseObjective: ['objective'],
  PlaceObstacle: ['shape', 'x', 'y', 'heading'],
  DeployShip: ['ship', 'x', 'y', 'heading', 'speed'],
  DeploySquadron: ['squadron', 'x', 'y'],
  NameObjectiveShip: ['ship'],
  PlaceObjectiveToken: ['x', 'y'],
  SetAsideShip: ['ship'],
  SetAsideSquadron: ['squadron'],
  FinishSettingAside: [],
  JumpFromHyperspace: ['token'],
  StayInHyperspace: [],
  ArriveShip: ['ship', 'x', 'y', 'heading', 'speed'],
  ArriveSquadron: ['squadron', 'x', 'y'],
  MoveObjectiveToken: ['x', 'y'],
};

const OPTIONAL = new Set(['targetZone']);

const bad = (de: string, en: string): RuleViolation => malformed('MALFORMED_ACTION', text(`Ungültige Aktion: ${de}`, `Malformed action: ${en}`));

const str = (v: unknown, name: string): string | RuleViolation => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : bad(`${name} muss ein Text sein`, `${name} must be a string`));
const num = (v: unknown, name: string, integer = false): number | RuleViolation =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 100000 && (!integer || Number.isInteger(v)) ? v : bad(`${name} muss eine Zahl sein`, `${name} must be a number`);
const bool = (v: unknown, name: string): boolean | RuleViolation => (typeof v === 'boolean' ? v : bad(`${name} muss true oder false sein`, `${name} must be true or false`));
const zone = (v: unknown, name: string): HullZone | RuleViolation =>
  HULL_ZONES.includes(v as HullZone) ? (v as HullZone) : bad(`${name} muss eine Hüllensektion sein (${HULL_ZONES.join(', ')})`, `${name} must be a hull zone (${HULL_ZONES.join(', ')})`);
const command = (v: unknown): CommandType | RuleViolation =>
  COMMAND_TYPES.includes(v as CommandType) ? (v as CommandType) : bad(`command muss eines von ${COMMAND_TYPES.join(', ')} sein`, `command must be one of ${COMMAND_TYPES.join(', ')}`);
const source = (v: unknown): 'dial' | 'token' | RuleViolation => (v === 'dial' || v === 'token' ? v : bad('source ist dial oder token', 'source is dial or token'));

/** The shape of an action only; whether it is allowed now is `decide`'s business. */
export function parseArmadaAction(raw: unknown): ArmadaAction | RuleViolation {
  if (!isRecord(raw)) return bad('kein Objekt', 'not an object');
  const type = raw.type;
  // Answers to a damage card's question are the core prompt actions.
  if (isPromptActionType(type)) return parsePromptAction(raw);
  if (typeof type === 'string' && !(type in PARAMS)) return parseAttackAction(raw);
  if (typeof type !== 'string') return bad('type fehlt', 'type is missing');
  const t = type as GameActionType;
  const extra = Object.keys(raw).filter((k) => k !== 'type' && !PARAMS[t].includes(k));
  if (extra.length) return bad(`${t} kennt den Parameter ${extra[0]} nicht`, `${t} takes no parameter ${extra[0]}`);
  // DiscardRaidTokens names a command only when a token pays.
  const missing = PARAMS[t].filter((k) => raw[k] === undefined && !OPTIONAL.has(k) && !(t === 'DiscardRaidTokens' && k === 'command' && raw.by === 'dial'));
  if (missing.length) return bad(`${t} braucht ${missing[0]}`, `${t} needs ${missing[0]}`);
  const all = <T extends object>(o: { [K in keyof T]: T[K] | RuleViolation }): T | RuleViolation => {
    for (const v of Object.values(o)) if (isViolation(v)) return v;
    return o as T;
  };
  switch (t) {
    case 'SetCommandDial':
      return all({ type: t, ship: str(raw.ship, 'ship'), command: command(raw.command) });
    case 'ActivateShip':
      return all({ type: t, ship: str(raw.ship, 'ship') });
    case 'KeepCommandDial':
    case 'TakeCommandToken':
    case 'PassWithToken':
    case 'FinishCommands':
    case 'FinishAttacks':
    case 'FinishSquadronActivation':
    case 'FinishSettingAside':
    case 'StayInHyperspace':
      return { type: t } as ArmadaAction;
    case 'DiscardRaidTokens':
      if (raw.by === 'dial') return raw.command === undefined ? { type: t, by: 'dial' } : bad('by dial nimmt kein command', 'by dial takes no command');
      if (raw.by !== 'token') return bad('by ist dial oder token', 'by is dial or token');
      return all({ type: t, by: 'token' as const, command: command(raw.command) });
    case 'SpendRepair':
      return all({ type: t, source: source(raw.source) });
    case 'RepairMoveShield':
      return all({ type: t, from: zone(raw.from, 'from'), to: zone(raw.to, 'to') });
    case 'RepairRestoreShield':
      return all({ type: t, zone: zone(raw.zone, 'zone') });
    case 'RepairDiscardDamage':
      return all({ type: t, faceup: bool(raw.faceup, 'faceup'), index: num(raw.index, 'index', true) });
    case 'ActivateSquadronByCommand':
      return all({ type: t, squadron: str(raw.squadron, 'squadron'), source: source(raw.source) });
    case 'DeclareShipAttack': {
      const base = all({ type: t, zone: zone(raw.zone, 'zone'), target: str(raw.target, 'target') });
      if (isViolation(base) || raw.targetZone === undefined) return base;
      const tz = zone(raw.targetZone, 'targetZone');
      return isViolation(tz) ? tz : { ...base, targetZone: tz };
    }
    case 'DeclareSquadronAttack': {
      const target = str(raw.target, 'target');
      if (isViolation(target)) return target;
      if (raw.targetZone === undefined) return { type: t, target };
      const tz = zone(raw.targetZone, 'targetZone');
      return isViolation(tz) ? tz : { type: t, target, targetZone: tz };
    }
    case 'ExecuteManeuver': {
      if (!Array.isArray(raw.course) || raw.course.length > 10 || raw.course.some((c) => !Number.isInteger(c) || Math.abs(c as number) > 10))
        return bad('course ist eine Liste ganzer Klickzahlen je Gelenk', 'course is a list of whole clicks per joint');
      const side: 'left' | 'right' | null | RuleViolation = raw.side === null ? null : raw.side === 'left' || raw.side === 'right' ? raw.side : bad('side ist left, right oder null', 'side is left, right or null');
      if (isViolation(side)) return side;
      return all({ type: t, speedChange: num(raw.speedChange, 'speedChange', true), course: raw.course as number[], side, dial: bool(raw.dial, 'dial'), token: bool(raw.token, 'token') });
    }
    case 'PlaceDisplacedSquadron':
      return all({ type: t, squadron: str(raw.squadron, 'squadron'), x: num(raw.x, 'x'), y: num(raw.y, 'y') });
    case 'ActivateSquadron':
      return all({ type: t, squadron: str(raw.squadron, 'squadron') });
    case 'MoveSquadron':
      return all({ type: t, x: num(raw.x, 'x'), y: num(raw.y, 'y') });
    case 'SubmitFleet':
      // The list itself is checked by the fleet validator when decided.
      return isRecord(raw.fleet) && JSON.stringify(raw.fleet).length <= 20000 ? { type: t, fleet: raw.fleet } : bad('fleet ist eine Flottenliste (Objekt)', 'fleet is a fleet list (an object)');
    case 'ChooseFirstPlayer':
      return raw.firstPlayer === 0 || raw.firstPlayer === 1 ? { type: t, firstPlayer: raw.firstPlayer } : bad('firstPlayer ist 0 oder 1', 'firstPlayer is 0 or 1');
    case 'ChooseObjective':
      return all({ type: t, objective: str(raw.objective, 'objective') });
    case 'PlaceObstacle': {
      const shape = typeof raw.shape === 'string' && raw.shape in OBSTACLE_SHAPES ? (raw.shape as ObstacleShapeId) : bad(`shape ist eines von ${Object.keys(OBSTACLE_SHAPES).join(', ')}`, `shape is one of ${Object.keys(OBSTACLE_SHAPES).join(', ')}`);
      return all({ type: t, shape, x: num(raw.x, 'x'), y: num(raw.y, 'y'), heading: num(raw.heading, 'heading') });
    }
    case 'DeployShip':
      return all({ type: t, ship: str(raw.ship, 'ship'), x: num(raw.x, 'x'), y: num(raw.y, 'y'), heading: num(raw.heading, 'heading'), speed: num(raw.speed, 'speed', true) });
    case 'DeploySquadron':
      return all({ type: t, squadron: str(raw.squadron, 'squadron'), x: num(raw.x, 'x'), y: num(raw.y, 'y') });
    case 'NameObjectiveShip':
      return all({ type: t, ship: str(raw.ship, 'ship') });
    case 'PlaceObjectiveToken':
    case 'MoveObjectiveToken':
      return all({ type: t, x: num(raw.x, 'x'), y: num(raw.y, 'y') });
    case 'SetAsideShip':
      return all({ type: t, ship: str(raw.ship, 'ship') });
    case 'SetAsideSquadron':
      return all({ type: t, squadron: str(raw.squadron, 'squadron') });
    case 'JumpFromHyperspace':
      return all({ type: t, token: str(raw.token, 'token') });
    case 'ArriveShip':
      return all({ type: t, ship: str(raw.ship, 'ship'), x: num(raw.x, 'x'), y: num(raw.y, 'y'), heading: num(raw.heading, 'heading'), speed: num(raw.speed, 'speed', true) });
    case 'ArriveSquadron':
      return all({ type: t, squadron: str(raw.squadron, 'squadron'), x: num(raw.x, 'x'), y: num(raw.y, 'y') });
  }
}

const COMMAND_NAMES: Record<CommandType, Text> = {
  navigate: text('Navigieren', 'navigate'),
  squadron: text('Staffel', 'squadron'),
  repair: text('Reparieren', 'repair'),
  'concentrate-fire': text('Feuer konzentrieren', 'concentrate fire'),
};

const ZONE_NAMES: Record<HullZone, Text> = {
  front: text('Bug', 'front'),
  left: text('links', 'left'),
  right: text('rechts', 'right'),
  rear: text('Heck', 'rear'),
};

export function labelArmadaAction(state: ArmadaState, action: ArmadaAction): Text {
  switch (action.type) {
    case 'SetCommandDial':
      return text(`${action.ship}: Kommandorad „${COMMAND_NAMES[action.command].de}“ unter den Stapel`, `${action.ship}: put a ${COMMAND_NAMES[action.command].en} dial under the stack`);
    case 'ActivateShip':
      return text(`${action.ship} aktivieren`, `Activate ${action.ship}`);
    case 'PassWithToken':
      return text('Einen Passen-Marker ausgeben und passen', 'Spend a pass token and pass');
    case 'KeepCommandDial':
      return text('Kommandorad behalten (voller Effekt)', 'Keep the dial (full effect)');
    case 'TakeCommandToken':
      return text('Kommandorad gegen einen Kommandomarker ausgeben', 'Spend the dial for a command token');
    case 'DiscardRaidTokens':
      return action.by === 'dial'
        ? text('Aufgedecktes Kommandorad ablegen: alle Überfallmarker ablegen', 'Discard the revealed dial: discard all raid tokens')
        : text(`Marker „${COMMAND_NAMES[action.command].de}“ ablegen: den Überfallmarker „${COMMAND_NAMES[action.command].de}“ ablegen`, `Discard the ${COMMAND_NAMES[action.command].en} token: discard the ${COMMAND_NAMES[action.command].en} raid token`);
    case 'SpendRepair':
      return action.source === 'dial' ? text('Reparieren-Rad ausgeben', 'Spend the repair dial') : text('Reparieren-Marker ausgeben', 'Spend the repair token');
    case 'RepairMoveShield':
      return text(`1 Schild von ${ZONE_NAMES[action.from].de} nach ${ZONE_NAMES[action.to].de} (1 Punkt)`, `Move 1 shield ${ZONE_NAMES[action.from].en} → ${ZONE_NAMES[action.to].en} (1 point)`);
    case 'RepairRestoreShield':
      return text(`1 Schild ${ZONE_NAMES[action.zone].de} wiederherstellen (2 Punkte)`, `Restore 1 shield ${ZONE_NAMES[action.zone].en} (2 points)`);
    case 'RepairDiscardDamage':
      return action.faceup
        ? text(`Offene Schadenskarte ${action.index + 1} ablegen (3 Punkte)`, `Discard faceup damage card ${action.index + 1} (3 points)`)
        : text(`Verdeckte Schadenskarte ${action.index + 1} ablegen (3 Punkte)`, `Discard facedown damage card ${action.index + 1} (3 points)`);
    case 'ActivateSquadronByCommand':
      return text(`${action.squadron} per Staffel-${action.source === 'dial' ? 'Rad' : 'Marker'} aktivieren`, `Activate ${action.squadron} with the squadron ${action.source}`);
    case 'FinishCommands':
      return text('Kommandos abschließen', 'Finish commands');
    case 'DeclareShipAttack':
      return text(
        `Angriff von ${ZONE_NAMES[action.zone].de} auf ${action.target}${action.targetZone ? ` (${ZONE_NAMES[action.targetZone].de})` : ''}`,
        `Attack from ${ZONE_NAMES[action.zone].en} at ${action.target}${action.targetZone ? ` (${ZONE_NAMES[action.targetZone].en})` : ''}`,
      );
    case 'FinishAttacks':
      return text('Keine weiteren Angriffe', 'No more attacks');
    case 'ExecuteManeuver': {
      const pay = [action.dial ? 'dial' : null, action.token ? 'token' : null].filter(Boolean).join('+');
      const course = action.course.join('/') || '–';
      return text(
        `Manöver: Schub ${action.speedChange >= 0 ? '+' : ''}${action.speedChange}, Kurs ${course}${action.side ? `, Manöverhilfe ${action.side === 'left' ? 'links' : 'rechts'}` : ''}${pay ? ` (${pay})` : ''}`,
        `Maneuver: speed ${action.speedChange >= 0 ? '+' : ''}${action.speedChange}, course ${course}${action.side ? `, tool ${action.side}` : ''}${pay ? ` (${pay})` : ''}`,
      );
    }
    case 'PlaceDisplacedSquadron':
      return text(`${action.squadron} an (${action.x}, ${action.y}) setzen`, `Place ${action.squadron} at (${action.x}, ${action.y})`);
    case 'ActivateSquadron':
      return text(`${action.squadron} aktivieren`, `Activate ${action.squadron}`);
    case 'MoveSquadron':
      return text(`Staffel nach (${action.x}, ${action.y}) bewegen`, `Move the squadron to (${action.x}, ${action.y})`);
    case 'DeclareSquadronAttack':
      return text(
        `Staffelangriff auf ${action.target}${action.targetZone ? ` (${ZONE_NAMES[action.targetZone].de})` : ''}`,
        `Squadron attack at ${action.target}${action.targetZone ? ` (${ZONE_NAMES[action.targetZone].en})` : ''}`,
      );
    case 'FinishSquadronActivation':
      return text('Aktivierung der Staffel beenden', 'End the squadron activation');
    case 'SubmitFleet': {
      const ships = Array.isArray(action.fleet.ships) ? action.fleet.ships.length : 0;
      return text(`Flotte abgeben (${ships} Schiffe), geheim bis beide Listen vorliegen`, `Submit the fleet (${ships} ships), secret until both lists are in`);
    }
    case 'ChooseFirstPlayer':
      return text(`Platz ${action.firstPlayer} wird erster Spieler`, `Seat ${action.firstPlayer} becomes first player`);
    case 'ChooseObjective':
      return text(`Einsatzziel ${action.objective} wählen`, `Choose the objective ${action.objective}`);
    case 'PlaceObstacle':
      return text(`Hindernis ${action.shape} an (${action.x}, ${action.y}), ${action.heading}°`, `Place obstacle ${action.shape} at (${action.x}, ${action.y}), ${action.heading}°`);
    case 'DeployShip':
      return text(`${action.ship} an (${action.x}, ${action.y}), ${action.heading}°, Schub ${action.speed} aufstellen`, `Deploy ${action.ship} at (${action.x}, ${action.y}), ${action.heading}°, speed ${action.speed}`);
    case 'DeploySquadron':
      return text(`${action.squadron} an (${action.x}, ${action.y}) aufstellen`, `Deploy ${action.squadron} at (${action.x}, ${action.y})`);
    case 'NameObjectiveShip':
      return text(`${action.ship} als Zielschiff benennen`, `Name ${action.ship} as objective ship`);
    case 'PlaceObjectiveToken':
      return text(`Zielmarker an (${action.x}, ${action.y}) legen`, `Place an objective token at (${action.x}, ${action.y})`);
    case 'SetAsideShip':
      return text(`${action.ship} beiseitelegen (Hyperraumangriff)`, `Set ${action.ship} aside (Hyperspace Assault)`);
    case 'SetAsideSquadron':
      return text(`${action.squadron} beiseitelegen (Hyperraumangriff)`, `Set ${action.squadron} aside (Hyperspace Assault)`);
    case 'FinishSettingAside':
      return text('Nichts weiter beiseitelegen', 'Set nothing more aside');
    case 'JumpFromHyperspace':
      return text(`Beiseitegelegte Einheiten am Zielmarker ${action.token} aufstellen`, `Deploy the set-aside units at objective token ${action.token}`);
    case 'StayInHyperspace':
      return text('Diese Runde nicht aufstellen (Zielmarker verschieben)', 'Do not deploy this round (move the objective tokens)');
    case 'ArriveShip':
      return text(`${action.ship} an (${action.x}, ${action.y}), ${action.heading}°, Schub ${action.speed} aufstellen`, `Deploy ${action.ship} at (${action.x}, ${action.y}), ${action.heading}°, speed ${action.speed}`);
    case 'ArriveSquadron':
      return text(`${action.squadron} an (${action.x}, ${action.y}) aufstellen`, `Deploy ${action.squadron} at (${action.x}, ${action.y})`);
    case 'MoveObjectiveToken':
      return text(`Zielmarker nach (${action.x}, ${action.y})`, `Objective token to (${action.x}, ${action.y})`);
    default:
      if (isPromptActionType(action.type)) return state.prompt ? promptActionLabel(state.prompt.prompt, action as PromptAction) : text(action.type, action.type);
      return state.attack ? labelAttackAction(state.attack, action as import('../attack/attack.types.js').AttackAction) : text(action.type, action.type);
  }
}
