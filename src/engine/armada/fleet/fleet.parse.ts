import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { getCard } from '../catalog/catalog.lookup.js';
import type { Faction, ObjectiveCard, PointsEdition, ShipCard, UpgradeCard } from '../catalog/catalog.types.js';
import { badInput, expectArray, expectNumber, expectOneOf, expectRecord, expectString } from '../input.parse.js';
import type { ResolvedFleet } from './fleet.types.js';

const FORMAT_LIMITS = { standard: 400, starter: 200 } as const;

/** Shape-check a fleet list and resolve every card; unknown cards are malformed input, not rule violations. */
export function parseFleetList(raw: unknown): ResolvedFleet | RuleViolation {
  const input = expectRecord(raw, 'fleet');
  if (isViolation(input)) return input;

  const faction = input.faction === undefined ? undefined : expectOneOf<Faction>(input.faction, ['republic', 'separatist'], 'faction');
  if (isViolation(faction)) return faction;
  const format = input.format === undefined ? 'standard' : expectOneOf(input.format, ['standard', 'starter'] as const, 'format');
  if (isViolation(format)) return format;
  const agreed = input.pointLimit === undefined ? undefined : expectNumber(input.pointLimit, 'pointLimit', { min: 1, max: 10000, integer: true });
  if (isViolation(agreed)) return agreed;
  const edition = input.pointsEdition === undefined ? 'current' : expectOneOf<PointsEdition>(input.pointsEdition, ['current', 'printed'], 'pointsEdition');
  if (isViolation(edition)) return edition;

  const shipsRaw = expectArray(input.ships, 'ships', 50);
  if (isViolation(shipsRaw)) return shipsRaw;
  const ships: { card: ShipCard; upgrades: UpgradeCard[] }[] = [];
  for (let i = 0; i < shipsRaw.length; i++) {
    const entry = expectRecord(shipsRaw[i], `ships[${i}]`);
    if (isViolation(entry)) return entry;
    const ref = expectString(entry.ship, `ships[${i}].ship`);
    if (isViolation(ref)) return ref;
    const card = getCard('ships', ref);
    if (!card) return badInput(`ships[${i}].ship`, `unbekanntes Schiff „${ref}“`, `unknown ship "${ref}"`);
    const upgradesRaw = entry.upgrades === undefined ? [] : expectArray(entry.upgrades, `ships[${i}].upgrades`, 20);
    if (isViolation(upgradesRaw)) return upgradesRaw;
    const upgrades: UpgradeCard[] = [];
    for (let j = 0; j < upgradesRaw.length; j++) {
      const uref = expectString(upgradesRaw[j], `ships[${i}].upgrades[${j}]`);
      if (isViolation(uref)) return uref;
      const u = getCard('upgrades', uref);
      if (!u) return badInput(`ships[${i}].upgrades[${j}]`, `unbekannte Aufwertung „${uref}“`, `unknown upgrade "${uref}"`);
      upgrades.push(u);
    }
    ships.push({ card, upgrades });
  }

  const squadronsRaw = input.squadrons === undefined ? [] : expectArray(input.squadrons, 'squadrons', 100);
  if (isViolation(squadronsRaw)) return squadronsRaw;
  const squadrons: ResolvedFleet['squadrons'][number][] = [];
  for (let i = 0; i < squadronsRaw.length; i++) {
    const entry = expectRecord(squadronsRaw[i], `squadrons[${i}]`);
    if (isViolation(entry)) return entry;
    const ref = expectString(entry.squadron, `squadrons[${i}].squadron`);
    if (isViolation(ref)) return ref;
    const card = getCard('squadrons', ref);
    if (!card) return badInput(`squadrons[${i}].squadron`, `unbekannte Staffel „${ref}“`, `unknown squadron "${ref}"`);
    const count = entry.count === undefined ? 1 : expectNumber(entry.count, `squadrons[${i}].count`, { min: 1, max: 50, integer: true });
    if (isViolation(count)) return count;
    squadrons.push({ card, count });
  }

  const objectivesRaw = input.objectives === undefined ? [] : expectArray(input.objectives, 'objectives', 10);
  if (isViolation(objectivesRaw)) return objectivesRaw;
  const objectives: ObjectiveCard[] = [];
  for (let i = 0; i < objectivesRaw.length; i++) {
    const ref = expectString(objectivesRaw[i], `objectives[${i}]`);
    if (isViolation(ref)) return ref;
    const card = getCard('objectives', ref);
    if (!card) return badInput(`objectives[${i}]`, `unbekanntes Einsatzziel „${ref}“`, `unknown objective "${ref}"`);
    objectives.push(card);
  }

  return {
    faction: faction ?? ships[0]?.card.faction ?? squadrons[0]?.card.faction ?? null,
    pointLimit: agreed ?? FORMAT_LIMITS[format],
    limitIsAgreed: agreed !== undefined || format === 'starter',
    edition,
    ships,
    squadrons,
    objectives,
  };
}
