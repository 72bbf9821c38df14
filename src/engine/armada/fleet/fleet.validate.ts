import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import { normalizeName } from '../catalog/catalog.lookup.js';
import type { ObjectiveCategory, Points, PointsEdition, ShipCard, UpgradeCard, UpgradeSlot } from '../catalog/catalog.types.js';
import { RULE } from '../rules.cite.js';
import { parseFleetList } from './fleet.parse.js';
import type { FleetValidation, FleetViolation, ResolvedFleet } from './fleet.types.js';

/**
 * Checks a fleet list against the fleet-building rules of the seed
 * ("FLOTTENZUSAMMENSTELLUNG" and the sections after it) and totals its
 * points. Every broken rule is listed, not just the first. Input that is
 * not a fleet list at all (wrong shapes, unknown cards) is refused as
 * `malformed` instead.
 */
export function validateFleet(raw: unknown): FleetValidation | RuleViolation {
  const fleet = parseFleetList(raw);
  if (isViolation(fleet)) return fleet;
  const violations: FleetViolation[] = [];
  const add = (code: string, messages: Text, rule: string, subject?: string) =>
    violations.push({ ...ruleViolation(code, messages, rule), ...(subject ? { subject } : {}) });

  const ships = fleet.ships.map((s, index) => ({
    index,
    id: s.card.id,
    points: cost(s.card.points, fleet.edition),
    upgrades: s.upgrades.map((u) => ({ id: u.id, points: cost(u.points, fleet.edition) })),
  }));
  const squadrons = fleet.squadrons.map((s) => ({ id: s.card.id, count: s.count, points: cost(s.card.points, fleet.edition) * s.count }));
  const squadronPoints = squadrons.reduce((sum, s) => sum + s.points, 0);
  const points = ships.reduce((sum, s) => sum + s.points + s.upgrades.reduce((u, x) => u + x.points, 0), 0) + squadronPoints;

  checkEdition(fleet, add);
  checkFaction(fleet, add);
  checkPointLimit(fleet, points, add);
  checkFlagship(fleet, add);
  fleet.ships.forEach((ship, i) => checkShipUpgrades(ship.card, ship.upgrades, i, add));
  checkUniqueNames(fleet, add);
  checkSquadrons(fleet, squadronPoints, add);
  checkObjectives(fleet, add);

  return { valid: violations.length === 0, faction: fleet.faction, pointLimit: fleet.pointLimit, points, squadronPoints, ships, squadrons, violations };
}

type Add = (code: string, messages: Text, rule: string, subject?: string) => void;

/** The fleet-building rules one ship's upgrade cards break (icons, title, commander, modification, restrictions, faction), for positions set up by hand. */
export function shipUpgradeProblems(ship: ShipCard, upgrades: readonly UpgradeCard[]): FleetViolation[] {
  const violations: FleetViolation[] = [];
  const add: Add = (code, messages, rule, subject) => violations.push({ ...ruleViolation(code, messages, rule), ...(subject ? { subject } : {}) });
  checkShipUpgrades(ship, upgrades, 0, add);
  for (const u of upgrades)
    if (u.factions !== null && !u.factions.includes(ship.faction))
      add('UPGRADE_WRONG_FACTION', text(`${u.name} gehört nicht zur Fraktion von ${ship.name}.`, `${u.name} does not belong to the faction of ${ship.name}.`), RULE.fraktionsspezifischeAufwertungen);
  return violations;
}

function cost(points: Points, edition: PointsEdition): number {
  // A card never printed (an AMG print-and-play card) costs its current value; checkEdition reports it.
  return edition === 'printed' && points.printed !== null ? points.printed : points.current;
}

function checkEdition(fleet: ResolvedFleet, add: Add): void {
  if (fleet.edition !== 'printed') return;
  for (const s of fleet.squadrons)
    if (s.card.points.printed === null)
      add(
        'CARD_NOT_IN_PRINTED_EDITION',
        text(`${s.card.name} wurde nie gedruckt; es zählen die aktuellen Kosten.`, `${s.card.name} was never printed; its current cost is counted.`),
        RULE.flottenzusammenstellung,
        s.card.id,
      );
}

function checkFaction(fleet: ResolvedFleet, add: Add): void {
  const faction = fleet.faction;
  if (faction === null) return;
  for (const s of fleet.ships)
    if (s.card.faction !== faction)
      add('FLEET_MIXED_FACTIONS', text(`${s.card.name} gehört nicht zur Fraktion der Flotte.`, `${s.card.name} is not of the fleet's faction.`), RULE.einschraenkungen, s.card.id);
  for (const s of fleet.squadrons)
    if (s.card.faction !== faction)
      add('FLEET_MIXED_FACTIONS', text(`${s.card.name} gehört nicht zur Fraktion der Flotte.`, `${s.card.name} is not of the fleet's faction.`), RULE.einschraenkungen, s.card.id);
  for (const s of fleet.ships)
    for (const u of s.upgrades)
      if (u.factions !== null && !u.factions.includes(faction))
        add(
          'UPGRADE_WRONG_FACTION',
          text(`${u.name} trägt ein fremdes Fraktionssymbol.`, `${u.name} carries another faction's symbol.`),
          RULE.fraktionsspezifischeAufwertungen,
          u.id,
        );
}

function checkPointLimit(fleet: ResolvedFleet, points: number, add: Add): void {
  if (points <= fleet.pointLimit) return;
  add(
    'FLEET_OVER_POINT_LIMIT',
    text(`Die Flotte kostet ${points} von höchstens ${fleet.pointLimit} Flottenpunkten.`, `The fleet costs ${points} of at most ${fleet.pointLimit} fleet points.`),
    fleet.limitIsAgreed ? RULE.flottenzusammenstellungMitStartersets : RULE.flottenzusammenstellung,
  );
}

function checkFlagship(fleet: ResolvedFleet, add: Add): void {
  const flagships = fleet.ships.filter((s) => s.upgrades.some(isCommander));
  if (flagships.length === 0)
    add('FLEET_WITHOUT_FLAGSHIP', text('Die Flotte braucht genau ein Flaggschiff (ein Schiff mit Commander).', 'The fleet needs exactly one flagship (a ship with a commander).'), RULE.einschraenkungen);
  if (flagships.length > 1)
    add('FLEET_MULTIPLE_FLAGSHIPS', text('Die Flotte darf nur ein Flaggschiff haben.', 'The fleet may have only one flagship.'), RULE.einschraenkungen);
}

function isCommander(u: UpgradeCard): boolean {
  return u.slots.includes('commander');
}

function checkShipUpgrades(ship: ShipCard, upgrades: readonly UpgradeCard[], index: number, add: Add): void {
  const subject = `ships[${index}]`;
  const where = text(`${ship.name} (Schiff ${index + 1})`, `${ship.name} (ship ${index + 1})`);

  const seen = new Set<string>();
  for (const u of upgrades) {
    if (seen.has(u.id))
      add('UPGRADE_DUPLICATE_ON_SHIP', text(`${where.de} rüstet ${u.name} mehrfach aus.`, `${where.en} equips ${u.name} more than once.`), RULE.einschraenkungen, subject);
    seen.add(u.id);
  }
  if (upgrades.filter(isCommander).length > 1)
    add('SHIP_MULTIPLE_COMMANDERS', text(`${where.de} darf nur einen Commander ausrüsten.`, `${where.en} may equip only one commander.`), RULE.commander, subject);
  if (upgrades.filter((u) => u.modification).length > 1)
    add('SHIP_MULTIPLE_MODIFICATIONS', text(`${where.de} darf nur eine Modifikation ausrüsten.`, `${where.en} may equip only one modification.`), RULE.modifikationAufwertungen, subject);

  const titles = upgrades.filter((u) => u.slots.includes('title'));
  if (titles.length > 1) add('SHIP_MULTIPLE_TITLES', text(`${where.de} darf nur eine Titel-Karte haben.`, `${where.en} may have only one title.`), RULE.titel, subject);
  for (const t of titles)
    if (ship.titleFamily === null || t.titleFamily !== ship.titleFamily)
      add('TITLE_WRONG_SHIP', text(`${t.name} passt nicht zum Schiffssymbol von ${ship.name}.`, `${t.name} does not match the ship icon of ${ship.name}.`), RULE.titel, subject);

  checkSlots(ship, upgrades, where, subject, add);

  const flagship = upgrades.some(isCommander);
  for (const u of upgrades) {
    const r = u.restrictions;
    if (!r) continue;
    const fits =
      (!r.shipSize || r.shipSize.includes(ship.size)) &&
      (!r.shipTrait || ship.keywords.includes(r.shipTrait)) &&
      (!r.shipNameContains || ship.name.includes(r.shipNameContains)) &&
      (!r.flagshipOnly || flagship);
    if (!fits)
      add('UPGRADE_RESTRICTED', text(`${where.de} erfüllt die Einschränkung von ${u.name} nicht.`, `${where.en} does not meet the restriction printed on ${u.name}.`), RULE.aufwertungskarten, subject);
  }
}

/** Each upgrade icon on the bar takes one card with that icon; cards may add or forbid icons. */
function checkSlots(ship: ShipCard, upgrades: readonly UpgradeCard[], where: Text, subject: string, add: Add): void {
  const supply = new Map<UpgradeSlot, number>();
  for (const s of ship.upgradeBar) supply.set(s, (supply.get(s) ?? 0) + 1);
  for (const u of upgrades) for (const s of u.upgradeBarChanges?.add ?? []) supply.set(s, (supply.get(s) ?? 0) + 1);
  for (const u of upgrades) for (const s of u.upgradeBarChanges?.forbid ?? []) supply.set(s, 0);
  const demand = new Map<UpgradeSlot, number>();
  for (const u of upgrades) for (const s of u.slots) if (s !== 'commander' && s !== 'title') demand.set(s, (demand.get(s) ?? 0) + 1);
  for (const [slot, need] of demand) {
    const have = supply.get(slot) ?? 0;
    if (need > have)
      add(
        'UPGRADE_SLOT_MISSING',
        text(`${where.de} hat ${have}× das Symbol „${slot}“, braucht aber ${need}.`, `${where.en} has ${have} "${slot}" icon(s) but needs ${need}.`),
        RULE.aufwertungskarten,
        subject,
      );
  }
}

function checkUniqueNames(fleet: ResolvedFleet, add: Add): void {
  const names = new Map<string, { name: string; count: number }>();
  const count = (name: string, n: number) => {
    const key = normalizeName(name);
    const entry = names.get(key) ?? { name, count: 0 };
    names.set(key, { name: entry.name, count: entry.count + n });
  };
  for (const s of fleet.ships) for (const u of s.upgrades) if (u.unique) count(u.name, 1);
  for (const s of fleet.squadrons) if (s.card.unique) count(s.card.name, s.count);
  for (const { name, count: n } of names.values())
    if (n > 1) add('UNIQUE_NAME_REPEATED', text(`Der einzigartige Name ${name} kommt ${n}× vor.`, `The unique name ${name} appears ${n} times.`), RULE.einzigartigeNamen, name);
}

function checkSquadrons(fleet: ResolvedFleet, squadronPoints: number, add: Add): void {
  // A third of the point limit, rounded up as in the Rules Reference (134 of 400).
  const cap = Math.ceil(fleet.pointLimit / 3);
  if (squadronPoints > cap)
    add(
      'SQUADRONS_OVER_ONE_THIRD',
      text(`Staffeln kosten ${squadronPoints}, erlaubt sind höchstens ${cap} Flottenpunkte.`, `Squadrons cost ${squadronPoints}; at most ${cap} fleet points are allowed.`),
      RULE.einschraenkungen,
    );
  const allowed = Math.floor(fleet.pointLimit / 100);
  const withTokens = fleet.squadrons.filter((s) => s.card.unique && s.card.defenseTokens.length > 0).reduce((n, s) => n + s.count, 0);
  if (withTokens > allowed)
    add(
      'TOO_MANY_UNIQUE_SQUADRONS_WITH_DEFENSE_TOKENS',
      text(`${withTokens} einzigartige Staffeln mit Verteidigungsmarkern, erlaubt sind ${allowed}.`, `${withTokens} unique squadrons with defense tokens; ${allowed} are allowed.`),
      RULE.einschraenkungen,
    );
}

function checkObjectives(fleet: ResolvedFleet, add: Add): void {
  const categories: ObjectiveCategory[] = ['assault', 'defense', 'navigation'];
  const counts = categories.map((c) => fleet.objectives.filter((o) => o.category === c).length);
  if (fleet.objectives.length !== 3 || counts.some((n) => n !== 1))
    add(
      'OBJECTIVES_NOT_ONE_PER_CATEGORY',
      text(
        `Die Flotte braucht 3 Einsatzziele, je eines für Angriff, Verteidigung und Navigation (jetzt ${counts.join('/')}).`,
        `The fleet needs 3 objectives, one each of assault, defense and navigation (now ${counts.join('/')}).`,
      ),
      RULE.einschraenkungen,
    );
}
