import type { Rng } from '../../core/rng.random.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { listCards } from '../catalog/catalog.lookup.js';
import type { Faction, ObjectiveCategory, ShipCard, UpgradeCard } from '../catalog/catalog.types.js';
import { isImplemented } from '../cards/cards.implemented.js';
import type { FleetListInput } from './fleet.types.js';
import { shipUpgradeProblems, validateFleet } from './fleet.validate.js';

const CATEGORIES: readonly ObjectiveCategory[] = ['assault', 'defense', 'navigation'];

/** The played cards of a pool, or the whole pool when none is played yet (the generator prefers, it does not require). */
function preferPlayed<T extends { id: string }>(cards: readonly T[], played: (c: T) => boolean): readonly T[] {
  const mine = cards.filter(played);
  return mine.length > 0 ? mine : cards;
}

const pick = <T>(rng: Rng, of: readonly T[]): T => of[rng.int(of.length)];

/**
 * A random fleet of the whole catalog that passes the validator (seed
 * "FLOTTENZUSAMMENSTELLUNG": 400 points, or 200 in the starter format):
 * ships of the faction up to the limit, a commander on one of them (the
 * flagship), a few more upgrades where the ship's bar takes them, squadrons
 * under a third of the limit, one objective per category. Every pool is cut
 * to the cards the game plays (`isImplemented`) where any is played, so a
 * game with these lists refuses nothing as long as every pool has one.
 */
export function randomStandardFleet(faction: Faction, rng: Rng, format: 'starter' | 'standard' = 'standard'): FleetListInput {
  const limit = format === 'starter' ? 200 : 400;
  const ofFaction = (u: UpgradeCard) => u.factions === null || u.factions.includes(faction);
  const ships = preferPlayed(listCards('ships').filter((s) => s.faction === faction), (s) => isImplemented('ships', s.id));
  const upgrades = preferPlayed(listCards('upgrades').filter(ofFaction), (u) => isImplemented('upgrades', u.id));
  const commanders = preferPlayed(listCards('upgrades').filter((u) => ofFaction(u) && u.slots.includes('commander')), (u) => isImplemented('upgrades', u.id));
  const others = upgrades.filter((u) => !u.slots.includes('commander'));
  const squadrons = preferPlayed(listCards('squadrons').filter((q) => q.faction === faction), (q) => isImplemented('squadrons', q.id));
  const objectives = CATEGORIES.map((c) => preferPlayed(listCards('objectives').filter((o) => o.category === c), (o) => isImplemented('objectives', o.id)));

  for (let attempt = 0; attempt < 1000; attempt++) {
    let points = 0;
    const fleet: { card: ShipCard; upgrades: UpgradeCard[] }[] = [];
    // Ships first, each one only if it still fits beside the commander's cost.
    const commander = pick(rng, commanders);
    const wanted = 1 + rng.int(format === 'starter' ? 3 : 5);
    for (let i = 0; i < wanted * 3 && fleet.length < wanted; i++) {
      const card = pick(rng, ships);
      if (points + card.points.current + commander.points.current <= limit) {
        fleet.push({ card, upgrades: [] });
        points += card.points.current;
      }
    }
    if (fleet.length === 0) continue;
    const flagship = fleet[rng.int(fleet.length)];
    if (shipUpgradeProblems(flagship.card, [commander]).length > 0) continue;
    flagship.upgrades.push(commander);
    points += commander.points.current;
    // A few upgrades, each kept only if the ship's bar and the points take it.
    for (let i = 0; i < 2 * fleet.length; i++) {
      const ship = pick(rng, fleet);
      const card = pick(rng, others);
      if (points + card.points.current > limit || shipUpgradeProblems(ship.card, [...ship.upgrades, card]).length > 0) continue;
      ship.upgrades.push(card);
      points += card.points.current;
    }
    const squadronCap = Math.min(Math.ceil(limit / 3), limit - points);
    const wing: Record<string, number> = {};
    let wingPoints = 0;
    for (let i = 0, n = rng.int(7); i < n; i++) {
      const card = pick(rng, squadrons);
      if (wingPoints + card.points.current > squadronCap || (card.unique && wing[card.id])) continue;
      wing[card.id] = (wing[card.id] ?? 0) + 1;
      wingPoints += card.points.current;
    }
    const list: FleetListInput = {
      faction,
      format,
      ships: fleet.map((s) => ({ ship: s.card.id, upgrades: s.upgrades.map((u) => u.id) })),
      squadrons: Object.entries(wing).map(([squadron, count]) => ({ squadron, count })),
      objectives: objectives.map((of) => pick(rng, of).id),
    };
    const checked = validateFleet(list);
    if (!isViolation(checked) && checked.valid) return list;
  }
  throw new Error(`armada: no valid ${faction} ${format} fleet found`);
}
