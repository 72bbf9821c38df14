import type { Faction, Names, ResourceIcon, Theater } from './model.types.js';

/** The unit types of the base game (RR EINHEITEN). */
export const UNIT_TYPE_IDS = [
  'tie-fighter',
  'assault-carrier',
  'star-destroyer',
  'super-star-destroyer',
  'death-star',
  'death-star-under-construction',
  'stormtrooper',
  'at-st',
  'at-at',
  'x-wing',
  'y-wing',
  'rebel-transport',
  'corellian-corvette',
  'mon-calamari-cruiser',
  'rebel-trooper',
  'airspeeder',
  'shield-generator',
  'ion-cannon',
] as const;

export type UnitTypeId = (typeof UNIT_TYPE_IDS)[number];

/**
 * fighter / capital: ships with black / red health (RR JÄGER, GROSSKAMPFSCHIFFE);
 * station: Death Star and Death Star under construction (RR TODESSTERN);
 * structure: immobile ground units (RR GEBÄUDE).
 */
export type UnitKind = 'fighter' | 'capital' | 'station' | 'ground' | 'structure';

export interface UnitTypeData {
  readonly id: UnitTypeId;
  readonly name: Names;
  readonly faction: Faction;
  readonly theater: Theater;
  readonly kind: UnitKind;
  /** Dice rolled in combat (RR ANGRIFFSWERTE). */
  readonly attack: { readonly red: number; readonly black: number };
  /** null: the Death Star has no health and cannot be damaged (RR AUSDAUERWERTE). */
  readonly health: number | null;
  readonly healthColour: 'red' | 'black' | null;
  /** Ground units and TIE fighters it can carry (RR TRANSPORTKAPAZITÄT). */
  readonly transportCapacity: number;
  /** Needs a carrier to leave its system: ground units and TIE fighters. */
  readonly needsTransport: boolean;
  /** Never moves (RR EINHEITEN BEWEGEN: structures, Death Star under construction). */
  readonly immobile: boolean;
  /** The resource icon that builds it (its cost); null: only cards bring it into play. */
  readonly buildIcon: ResourceIcon | null;
  /** Miniatures in the box: the supply limit (RR EINHEITEN, MATERIALBESCHRÄNKUNG). */
  readonly supply: number;
}

/**
 * German names as seed 000 prints them (singular where it has one); the
 * seed's plurals and misspellings ('AF-STs', 'Sternzerstörer') are aliases.
 */
export const UNIT_TYPES: readonly UnitTypeData[] = [
  {
    id: 'tie-fighter',
    name: { en: 'TIE Fighter', de: 'TIE-Jäger' },
    faction: 'empire',
    theater: 'space',
    kind: 'fighter',
    attack: { red: 0, black: 1 },
    health: 1,
    healthColour: 'black',
    transportCapacity: 0,
    needsTransport: true,
    immobile: false,
    buildIcon: 'space-triangle',
    supply: 24,
  },
  {
    id: 'assault-carrier',
    name: { en: 'Assault Carrier', de: 'Angriffsträger' },
    faction: 'empire',
    theater: 'space',
    kind: 'capital',
    attack: { red: 1, black: 1 },
    health: 2,
    healthColour: 'red',
    transportCapacity: 4,
    needsTransport: false,
    immobile: false,
    buildIcon: 'space-circle',
    supply: 8,
  },
  {
    id: 'star-destroyer',
    name: { en: 'Star Destroyer', de: 'Sternenzerstörer', aliases: ['Sternzerstörer'] },
    faction: 'empire',
    theater: 'space',
    kind: 'capital',
    attack: { red: 2, black: 1 },
    health: 4,
    healthColour: 'red',
    transportCapacity: 6,
    needsTransport: false,
    immobile: false,
    buildIcon: 'space-square',
    supply: 8,
  },
  {
    id: 'super-star-destroyer',
    name: { en: 'Super Star Destroyer', de: 'Supersternenzerstörer' },
    faction: 'empire',
    theater: 'space',
    kind: 'capital',
    attack: { red: 3, black: 2 },
    health: 6,
    healthColour: 'red',
    transportCapacity: 8,
    needsTransport: false,
    immobile: false,
    buildIcon: null,
    supply: 2,
  },
  {
    id: 'death-star',
    name: { en: 'Death Star', de: 'Todesstern', aliases: ['Todessterne'] },
    faction: 'empire',
    theater: 'space',
    kind: 'station',
    attack: { red: 4, black: 0 },
    health: null,
    healthColour: null,
    transportCapacity: 8,
    needsTransport: false,
    immobile: false,
    buildIcon: null,
    supply: 2,
  },
  {
    id: 'death-star-under-construction',
    name: { en: 'Death Star Under Construction', de: 'Todesstern im Bau' },
    faction: 'empire',
    theater: 'space',
    kind: 'station',
    attack: { red: 0, black: 0 },
    health: 4,
    healthColour: 'black',
    transportCapacity: 0,
    needsTransport: false,
    immobile: true,
    buildIcon: null,
    supply: 1,
  },
  {
    id: 'stormtrooper',
    name: { en: 'Stormtrooper', de: 'Sturmtruppen', aliases: ['Storm troopers', 'Stormtroopers'] },
    faction: 'empire',
    theater: 'ground',
    kind: 'ground',
    attack: { red: 0, black: 1 },
    health: 1,
    healthColour: 'black',
    transportCapacity: 0,
    needsTransport: true,
    immobile: false,
    buildIcon: 'ground-triangle',
    supply: 30,
  },
  {
    id: 'at-st',
    name: { en: 'AT-ST', de: 'AT-ST', aliases: ['AT-STs', 'AF-STs', 'TS-TT'] },
    faction: 'empire',
    theater: 'ground',
    kind: 'ground',
    attack: { red: 1, black: 1 },
    health: 2,
    healthColour: 'red',
    transportCapacity: 0,
    needsTransport: true,
    immobile: false,
    buildIcon: 'ground-circle',
    supply: 10,
  },
  {
    id: 'at-at',
    name: { en: 'AT-AT', de: 'AT-AT', aliases: ['AT-ATs', 'TB-TT'] },
    faction: 'empire',
    theater: 'ground',
    kind: 'ground',
    attack: { red: 2, black: 1 },
    health: 3,
    healthColour: 'red',
    transportCapacity: 0,
    needsTransport: true,
    immobile: false,
    buildIcon: 'ground-square',
    supply: 4,
  },
  {
    id: 'x-wing',
    name: { en: 'X-wing', de: 'X-Flügler' },
    faction: 'rebel',
    theater: 'space',
    kind: 'fighter',
    attack: { red: 0, black: 1 },
    health: 1,
    healthColour: 'black',
    transportCapacity: 0,
    needsTransport: false,
    immobile: false,
    buildIcon: 'space-triangle',
    supply: 8,
  },
  {
    id: 'y-wing',
    name: { en: 'Y-wing', de: 'Y-Flügler' },
    faction: 'rebel',
    theater: 'space',
    kind: 'fighter',
    attack: { red: 1, black: 0 },
    health: 1,
    healthColour: 'black',
    transportCapacity: 0,
    needsTransport: false,
    immobile: false,
    buildIcon: 'space-triangle',
    supply: 12,
  },
  {
    id: 'rebel-transport',
    name: { en: 'Rebel Transport', de: 'Rebellentransporter' },
    faction: 'rebel',
    theater: 'space',
    kind: 'capital',
    attack: { red: 0, black: 0 },
    health: 2,
    healthColour: 'red',
    transportCapacity: 4,
    needsTransport: false,
    immobile: false,
    buildIcon: 'space-triangle',
    supply: 4,
  },
  {
    id: 'corellian-corvette',
    name: { en: 'Corellian Corvette', de: 'Corellianische Korvette', aliases: ['Corellianische Korvetten'] },
    faction: 'rebel',
    theater: 'space',
    kind: 'capital',
    attack: { red: 1, black: 1 },
    health: 2,
    healthColour: 'red',
    transportCapacity: 2,
    needsTransport: false,
    immobile: false,
    buildIcon: 'space-circle',
    supply: 4,
  },
  {
    id: 'mon-calamari-cruiser',
    name: { en: 'Mon Calamari Cruiser', de: 'Mon-Calamari-Kreuzer' },
    faction: 'rebel',
    theater: 'space',
    kind: 'capital',
    attack: { red: 2, black: 1 },
    health: 4,
    healthColour: 'red',
    transportCapacity: 4,
    needsTransport: false,
    immobile: false,
    buildIcon: 'space-square',
    supply: 3,
  },
  {
    id: 'rebel-trooper',
    name: { en: 'Rebel Trooper', de: 'Rebellentruppen', aliases: ['Rebellenstruppen'] },
    faction: 'rebel',
    theater: 'ground',
    kind: 'ground',
    attack: { red: 0, black: 1 },
    health: 1,
    healthColour: 'black',
    transportCapacity: 0,
    needsTransport: true,
    immobile: false,
    buildIcon: 'ground-triangle',
    supply: 21,
  },
  {
    id: 'airspeeder',
    name: { en: 'Airspeeder', de: 'Luftgleiter', aliases: ['Air speeder'] },
    faction: 'rebel',
    theater: 'ground',
    kind: 'ground',
    attack: { red: 1, black: 1 },
    health: 2,
    healthColour: 'red',
    transportCapacity: 0,
    needsTransport: true,
    immobile: false,
    buildIcon: 'ground-circle',
    supply: 6,
  },
  {
    id: 'shield-generator',
    name: { en: 'Shield Generator', de: 'Schildgenerator', aliases: ['Schildgeneratoren'] },
    faction: 'rebel',
    theater: 'ground',
    kind: 'structure',
    attack: { red: 0, black: 0 },
    health: 3,
    healthColour: 'red',
    transportCapacity: 0,
    needsTransport: false,
    immobile: true,
    buildIcon: 'ground-square',
    supply: 3,
  },
  {
    id: 'ion-cannon',
    name: { en: 'Ion Cannon', de: 'Ionenkanone', aliases: ['Ionenkanonen'] },
    faction: 'rebel',
    theater: 'ground',
    kind: 'structure',
    attack: { red: 0, black: 0 },
    health: 3,
    healthColour: 'red',
    transportCapacity: 0,
    needsTransport: false,
    immobile: true,
    buildIcon: 'ground-square',
    supply: 3,
  },
];

const byId = Object.fromEntries(UNIT_TYPES.map((u) => [u.id, u])) as Readonly<Record<UnitTypeId, UnitTypeData>>;

export function isUnitTypeId(value: unknown): value is UnitTypeId {
  return typeof value === 'string' && Object.hasOwn(byId, value);
}

export function unitType(id: UnitTypeId): UnitTypeData {
  return byId[id];
}
