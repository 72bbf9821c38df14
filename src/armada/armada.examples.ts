/**
 * Request bodies for the Armada rules queries. docs/games/armada.md prints
 * the same bodies in its curl examples (test/armada.e2e-spec.ts runs them);
 * the OpenAPI document's examples are recorded from them (src/openapi).
 */

/** The Republic starter list of the fleet spec: 195 of 200 points. */
export const REPUBLIC_STARTER = {
  format: 'starter',
  ships: [
    { ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi', 'implacable', 'clone-captain-zak'] },
    { ship: 'Charger c70 der Consular-Klasse', upgrades: ['swift-return'] },
  ],
  squadrons: [{ squadron: 'v-19-torrent-squadron', count: 4 }],
  objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory'],
};

/** A Charger at speed 2 in open space. */
export const CHARGER_AT_SPEED_2 = { ship: 'consular-class-charger-c70', pose: { x: 450, y: 450, heading: 0 }, speed: 2 };

/** Seed "Schiff bewegen": Charger, speed 3, I straight, II one click right, III one click left. */
export const SEED_COURSE = { ship: 'consular-class-charger-c70', pose: { x: 450, y: 200, heading: 0 }, speed: 3, course: [0, 1, -1] };

/** The seed's attack example from positions: the Hardcell's bow 150 mm from the Acclamator II's stern. */
export const SEED_ATTACK_TABLE = {
  ships: [
    { id: 'hardcell', ship: 'hardcell-class-transport', pose: { x: 300, y: 300, heading: 0 }, owner: 1 },
    { id: 'acclamator', ship: 'acclamator-ii-class-assault-ship', pose: { x: 300, y: 536.5, heading: 0 }, owner: 0 },
  ],
};

/** An Acclamator with a V-19 in front of it and a Vulture 200 mm beyond. */
export const SQUADRON_TABLE = {
  ships: [{ id: 'acc', ship: 'acclamator-ii-class-assault-ship', pose: { x: 300, y: 300, heading: 0 }, owner: 0 }],
  squadrons: [
    { id: 'v19', squadron: 'v-19-torrent-squadron', position: { x: 300, y: 400 }, owner: 0 },
    { id: 'vulture', squadron: 'vulture-class-droid-fighter-squadron', position: { x: 300, y: 634 }, owner: 1 },
  ],
};

/** Two Hardcells bow to bow, 100 mm apart. */
export const BOW_TO_BOW = {
  ships: [
    { id: 'a', ship: 'hardcell-class-transport', pose: { x: 300, y: 300, heading: 0 }, owner: 0 },
    { id: 'b', ship: 'hardcell-class-transport', pose: { x: 300, y: 471, heading: 180 }, owner: 1 },
  ],
};

/** Seed "BEISPIEL: ANGREIFEN" as the options of an `armada-attack` game: the Hardcell (seat 0) fires at the Acclamator II (seat 1). */
export const SEED_ATTACK = {
  attacker: { kind: 'ship', id: 'hardcell', ship: 'hardcell-class-transport', zone: 'front', speed: 2, concentrateFire: { dial: true } },
  defender: { kind: 'ship', id: 'acclamator', ship: 'acclamator-ii-class-assault-ship', zone: 'rear', speed: 2 },
  range: 'medium',
};

/** 4 hits and an accuracy from 2 red and 1 blue, then the concentrate-fire die shows the critical the example needs. */
export const SEED_ATTACK_DICE = ['hit+hit', 'hit+hit', 'accuracy', 'crit'];
export const SEED_ATTACK_DECK = ['structural-damage', 'comm-noise', 'injured-crew'];
