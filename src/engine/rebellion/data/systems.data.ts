import type { Faction, Names, ResourceIcon } from './model.types.js';

/** The 32 systems of the board (RR SYSTEME), sorted by id. */
export const SYSTEM_IDS = [
  'alderaan',
  'bespin',
  'bothawui',
  'cato-neimoidia',
  'corellia',
  'coruscant',
  'dagobah',
  'dantooine',
  'dathomir',
  'endor',
  'felucia',
  'geonosis',
  'hoth',
  'ilum',
  'kashyyyk',
  'kessel',
  'malastare',
  'mandalore',
  'mon-calamari',
  'mustafar',
  'mygeeto',
  'naboo',
  'nal-hutta',
  'ord-mantell',
  'rodia',
  'ryloth',
  'saleucami',
  'sullust',
  'tatooine',
  'toydaria',
  'utapau',
  'yavin',
] as const;

export type SystemId = (typeof SYSTEM_IDS)[number];

/** Eight regions of four systems (RR REGIONEN); the board prints no numbers, so these follow the TTS mod (1 = Coruscant's). */
export type RegionId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface SystemData {
  readonly id: SystemId;
  readonly name: Names;
  readonly region: RegionId;
  /** Populous: resource icons and a loyalty space; otherwise remote (RR BEVÖLKERUNGSREICHE / ENTLEGENE SYSTEME). */
  readonly populous: boolean;
  /** Coruscant is always loyal to the Empire and has no probe card (RR LOYALITÄT, SUCHDROIDENKARTEN). */
  readonly coruscant: boolean;
  /** Left-most first: a subjugated system builds only with the first icon (RR UNTERWERFUNG). */
  readonly resourceIcons: readonly ResourceIcon[];
  /** The build-queue space printed left of the icons; null for remote systems. */
  readonly buildQueueSpace: 1 | 2 | 3 | null;
}

/**
 * German names: seed 000 prints only 'Coruscant'; planet names are proper
 * nouns, so the others stay `null` and show in English.
 */
export const SYSTEMS: readonly SystemData[] = [
  { id: 'alderaan', name: { en: 'Alderaan', de: null }, region: 1, populous: true, coruscant: false, resourceIcons: ['ground-triangle'], buildQueueSpace: 1 },
  { id: 'bespin', name: { en: 'Bespin', de: null }, region: 8, populous: true, coruscant: false, resourceIcons: ['ground-circle'], buildQueueSpace: 1 },
  { id: 'bothawui', name: { en: 'Bothawui', de: null }, region: 5, populous: true, coruscant: false, resourceIcons: ['ground-circle'], buildQueueSpace: 1 },
  { id: 'cato-neimoidia', name: { en: 'Cato Neimoidia', de: null }, region: 1, populous: true, coruscant: false, resourceIcons: ['space-triangle', 'ground-circle'], buildQueueSpace: 2 },
  { id: 'corellia', name: { en: 'Corellia', de: null }, region: 1, populous: true, coruscant: false, resourceIcons: ['space-triangle', 'space-square'], buildQueueSpace: 3 },
  { id: 'coruscant', name: { en: 'Coruscant', de: 'Coruscant' }, region: 1, populous: true, coruscant: true, resourceIcons: ['ground-triangle'], buildQueueSpace: 1 },
  { id: 'dagobah', name: { en: 'Dagobah', de: null }, region: 7, populous: false, coruscant: false, resourceIcons: [], buildQueueSpace: null },
  { id: 'dantooine', name: { en: 'Dantooine', de: null }, region: 2, populous: false, coruscant: false, resourceIcons: [], buildQueueSpace: null },
  { id: 'dathomir', name: { en: 'Dathomir', de: null }, region: 3, populous: false, coruscant: false, resourceIcons: [], buildQueueSpace: null },
  { id: 'endor', name: { en: 'Endor', de: null }, region: 8, populous: false, coruscant: false, resourceIcons: [], buildQueueSpace: null },
  { id: 'felucia', name: { en: 'Felucia', de: null }, region: 4, populous: true, coruscant: false, resourceIcons: ['ground-triangle'], buildQueueSpace: 1 },
  { id: 'geonosis', name: { en: 'Geonosis', de: null }, region: 6, populous: true, coruscant: false, resourceIcons: ['space-triangle', 'ground-square'], buildQueueSpace: 2 },
  { id: 'hoth', name: { en: 'Hoth', de: null }, region: 8, populous: false, coruscant: false, resourceIcons: [], buildQueueSpace: null },
  { id: 'ilum', name: { en: 'Ilum', de: null }, region: 2, populous: false, coruscant: false, resourceIcons: [], buildQueueSpace: null },
  { id: 'kashyyyk', name: { en: 'Kashyyyk', de: null }, region: 3, populous: true, coruscant: false, resourceIcons: ['ground-triangle', 'ground-triangle'], buildQueueSpace: 1 },
  { id: 'kessel', name: { en: 'Kessel', de: null }, region: 5, populous: true, coruscant: false, resourceIcons: ['ground-triangle'], buildQueueSpace: 1 },
  { id: 'malastare', name: { en: 'Malastare', de: null }, region: 3, populous: true, coruscant: false, resourceIcons: ['ground-triangle'], buildQueueSpace: 1 },
  { id: 'mandalore', name: { en: 'Mandalore', de: null }, region: 3, populous: true, coruscant: false, resourceIcons: ['ground-triangle', 'space-triangle'], buildQueueSpace: 1 },
  { id: 'mon-calamari', name: { en: 'Mon Calamari', de: null }, region: 4, populous: true, coruscant: false, resourceIcons: ['space-triangle', 'space-square'], buildQueueSpace: 3 },
  { id: 'mustafar', name: { en: 'Mustafar', de: null }, region: 8, populous: true, coruscant: false, resourceIcons: ['space-triangle', 'space-circle'], buildQueueSpace: 2 },
  { id: 'mygeeto', name: { en: 'Mygeeto', de: null }, region: 2, populous: true, coruscant: false, resourceIcons: ['space-triangle', 'ground-square'], buildQueueSpace: 2 },
  { id: 'naboo', name: { en: 'Naboo', de: null }, region: 7, populous: true, coruscant: false, resourceIcons: ['ground-triangle', 'space-triangle'], buildQueueSpace: 1 },
  { id: 'nal-hutta', name: { en: 'Nal Hutta', de: null }, region: 5, populous: true, coruscant: false, resourceIcons: ['ground-triangle', 'space-triangle'], buildQueueSpace: 1 },
  { id: 'ord-mantell', name: { en: 'Ord Mantell', de: null }, region: 2, populous: true, coruscant: false, resourceIcons: ['space-circle', 'ground-circle'], buildQueueSpace: 2 },
  { id: 'rodia', name: { en: 'Rodia', de: null }, region: 6, populous: true, coruscant: false, resourceIcons: ['ground-triangle'], buildQueueSpace: 1 },
  { id: 'ryloth', name: { en: 'Ryloth', de: null }, region: 6, populous: true, coruscant: false, resourceIcons: ['ground-triangle'], buildQueueSpace: 1 },
  { id: 'saleucami', name: { en: 'Saleucami', de: null }, region: 4, populous: true, coruscant: false, resourceIcons: ['ground-circle'], buildQueueSpace: 1 },
  { id: 'sullust', name: { en: 'Sullust', de: null }, region: 7, populous: true, coruscant: false, resourceIcons: ['ground-triangle', 'ground-square'], buildQueueSpace: 2 },
  { id: 'tatooine', name: { en: 'Tatooine', de: null }, region: 6, populous: false, coruscant: false, resourceIcons: [], buildQueueSpace: null },
  { id: 'toydaria', name: { en: 'Toydaria', de: null }, region: 5, populous: true, coruscant: false, resourceIcons: ['space-circle'], buildQueueSpace: 2 },
  { id: 'utapau', name: { en: 'Utapau', de: null }, region: 7, populous: true, coruscant: false, resourceIcons: ['space-circle', 'space-square'], buildQueueSpace: 3 },
  { id: 'yavin', name: { en: 'Yavin', de: null }, region: 4, populous: false, coruscant: false, resourceIcons: [], buildQueueSpace: null },
];

/** The 'Rebel Base' space: not a system, but units are built and deployed there as if it were one (RR REBELLENSTÜTZPUNKT). */
export interface RebelBaseSpaceData {
  readonly id: 'rebel-base';
  readonly name: Names;
  readonly resourceIcons: readonly ResourceIcon[];
  readonly buildQueueSpace: 1;
  readonly owner: Faction;
}

export const REBEL_BASE_SPACE: RebelBaseSpaceData = {
  id: 'rebel-base',
  name: { en: 'Rebel Base', de: 'Rebellenstützpunkt' },
  resourceIcons: ['space-triangle', 'ground-triangle'],
  buildQueueSpace: 1,
  owner: 'rebel',
};

const byId = new Map<string, SystemData>(SYSTEMS.map((s) => [s.id, s]));

export function isSystemId(value: unknown): value is SystemId {
  return typeof value === 'string' && byId.has(value);
}

export function systemData(id: SystemId): SystemData {
  return byId.get(id)!;
}
