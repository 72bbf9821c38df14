import type { Faction, Names, Skill, Theater } from './model.types.js';

/** The leaders of the base game (RR ANFÜHRER). */
export const LEADER_IDS = [
  'emperor-palpatine',
  'darth-vader',
  'grand-moff-tarkin',
  'general-tagge',
  'admiral-ozzel',
  'admiral-piett',
  'boba-fett',
  'colonel-yularen',
  'general-veers',
  'janus-greejatus',
  'moff-jerjerrod',
  'soontir-fel',
  'mon-mothma',
  'jan-dodonna',
  'princess-leia',
  'general-rieekan',
  'luke-skywalker',
  'luke-skywalker-jedi',
  'admiral-ackbar',
  'chewbacca',
  'general-madine',
  'han-solo',
  'lando-calrissian',
  'obi-wan-kenobi',
  'wedge-antilles',
] as const;

export type LeaderId = (typeof LEADER_IDS)[number];

export interface LeaderData {
  readonly id: LeaderId;
  readonly name: Names;
  readonly faction: Faction;
  /**
   * Leaders without a recruit icon start in the leader pool; the others are
   * recruited (RR ANFÜHRER, REKRUTIEREN). Luke Skywalker (Jedi) has neither
   * role: he only replaces Luke through a card (`replaces`).
   */
  readonly recruitIcon: boolean;
  /** Skill icons per skill (RR FERTIGKEITEN). */
  readonly skills: Readonly<Record<Skill, number>>;
  /** 0 in both: no tactic values, cannot activate systems (RR EINHEITEN BEWEGEN). */
  readonly tactics: Readonly<Record<Theater, number>>;
  readonly replaces?: LeaderId;
}

/**
 * Values agree between two sources except General Rieekan's ground tactic
 * value (2 or 3; 2 kept), see docs/games/rebellion.md. German names exist in
 * the seeds only for Luke Skywalker (Jedi).
 */
export const LEADERS: readonly LeaderData[] = [
  {
    id: 'emperor-palpatine',
    name: { en: 'Emperor Palpatine', de: null },
    faction: 'empire',
    recruitIcon: false,
    skills: { diplomacy: 3, intel: 2, specOps: 0, logistics: 0 },
    tactics: { space: 3, ground: 2 },
  },
  {
    id: 'darth-vader',
    name: { en: 'Darth Vader', de: null },
    faction: 'empire',
    recruitIcon: false,
    skills: { diplomacy: 2, intel: 0, specOps: 3, logistics: 0 },
    tactics: { space: 2, ground: 3 },
  },
  {
    id: 'grand-moff-tarkin',
    name: { en: 'Grand Moff Tarkin', de: null },
    faction: 'empire',
    recruitIcon: false,
    skills: { diplomacy: 1, intel: 1, specOps: 0, logistics: 1 },
    tactics: { space: 2, ground: 1 },
  },
  {
    id: 'general-tagge',
    name: { en: 'General Tagge', de: null },
    faction: 'empire',
    recruitIcon: false,
    skills: { diplomacy: 0, intel: 0, specOps: 1, logistics: 1 },
    tactics: { space: 1, ground: 2 },
  },
  {
    id: 'admiral-ozzel',
    name: { en: 'Admiral Ozzel', de: null },
    faction: 'empire',
    recruitIcon: true,
    skills: { diplomacy: 0, intel: 1, specOps: 0, logistics: 1 },
    tactics: { space: 2, ground: 1 },
  },
  {
    id: 'admiral-piett',
    name: { en: 'Admiral Piett', de: null },
    faction: 'empire',
    recruitIcon: true,
    skills: { diplomacy: 0, intel: 2, specOps: 1, logistics: 0 },
    tactics: { space: 3, ground: 1 },
  },
  {
    id: 'boba-fett',
    name: { en: 'Boba Fett', de: null },
    faction: 'empire',
    recruitIcon: true,
    skills: { diplomacy: 0, intel: 2, specOps: 3, logistics: 0 },
    tactics: { space: 0, ground: 0 },
  },
  {
    id: 'colonel-yularen',
    name: { en: 'Colonel Yularen', de: null },
    faction: 'empire',
    recruitIcon: true,
    skills: { diplomacy: 0, intel: 3, specOps: 0, logistics: 0 },
    tactics: { space: 2, ground: 2 },
  },
  {
    id: 'general-veers',
    name: { en: 'General Veers', de: null },
    faction: 'empire',
    recruitIcon: true,
    skills: { diplomacy: 0, intel: 0, specOps: 2, logistics: 0 },
    tactics: { space: 1, ground: 3 },
  },
  {
    id: 'janus-greejatus',
    name: { en: 'Janus Greejatus', de: null },
    faction: 'empire',
    recruitIcon: true,
    skills: { diplomacy: 2, intel: 1, specOps: 0, logistics: 0 },
    tactics: { space: 0, ground: 0 },
  },
  {
    id: 'moff-jerjerrod',
    name: { en: 'Moff Jerjerrod', de: null },
    faction: 'empire',
    recruitIcon: true,
    skills: { diplomacy: 1, intel: 0, specOps: 0, logistics: 1 },
    tactics: { space: 1, ground: 1 },
  },
  {
    id: 'soontir-fel',
    name: { en: 'Soontir Fel', de: null },
    faction: 'empire',
    recruitIcon: true,
    skills: { diplomacy: 0, intel: 1, specOps: 2, logistics: 0 },
    tactics: { space: 2, ground: 1 },
  },
  {
    id: 'mon-mothma',
    name: { en: 'Mon Mothma', de: null },
    faction: 'rebel',
    recruitIcon: false,
    skills: { diplomacy: 3, intel: 0, specOps: 0, logistics: 1 },
    tactics: { space: 0, ground: 0 },
  },
  {
    id: 'jan-dodonna',
    name: { en: 'Jan Dodonna', de: null },
    faction: 'rebel',
    recruitIcon: false,
    skills: { diplomacy: 1, intel: 2, specOps: 0, logistics: 0 },
    tactics: { space: 2, ground: 1 },
  },
  {
    id: 'princess-leia',
    name: { en: 'Princess Leia', de: null },
    faction: 'rebel',
    recruitIcon: false,
    skills: { diplomacy: 2, intel: 2, specOps: 1, logistics: 0 },
    tactics: { space: 1, ground: 1 },
  },
  {
    id: 'general-rieekan',
    name: { en: 'General Rieekan', de: null },
    faction: 'rebel',
    recruitIcon: false,
    skills: { diplomacy: 1, intel: 0, specOps: 1, logistics: 1 },
    tactics: { space: 1, ground: 2 },
  },
  {
    id: 'luke-skywalker',
    name: { en: 'Luke Skywalker', de: null },
    faction: 'rebel',
    recruitIcon: true,
    skills: { diplomacy: 0, intel: 2, specOps: 1, logistics: 0 },
    tactics: { space: 2, ground: 2 },
  },
  {
    id: 'luke-skywalker-jedi',
    name: { en: 'Luke Skywalker (Jedi)', de: 'Luke Skywalker (Jedi)' },
    faction: 'rebel',
    recruitIcon: false,
    skills: { diplomacy: 0, intel: 3, specOps: 2, logistics: 0 },
    tactics: { space: 3, ground: 3 },
    replaces: 'luke-skywalker',
  },
  {
    id: 'admiral-ackbar',
    name: { en: 'Admiral Ackbar', de: null },
    faction: 'rebel',
    recruitIcon: true,
    skills: { diplomacy: 2, intel: 0, specOps: 0, logistics: 1 },
    tactics: { space: 3, ground: 1 },
  },
  {
    id: 'chewbacca',
    name: { en: 'Chewbacca', de: null },
    faction: 'rebel',
    recruitIcon: true,
    skills: { diplomacy: 0, intel: 0, specOps: 3, logistics: 0 },
    tactics: { space: 1, ground: 2 },
  },
  {
    id: 'general-madine',
    name: { en: 'General Madine', de: null },
    faction: 'rebel',
    recruitIcon: true,
    skills: { diplomacy: 0, intel: 2, specOps: 2, logistics: 0 },
    tactics: { space: 1, ground: 3 },
  },
  {
    id: 'han-solo',
    name: { en: 'Han Solo', de: null },
    faction: 'rebel',
    recruitIcon: true,
    skills: { diplomacy: 1, intel: 1, specOps: 2, logistics: 0 },
    tactics: { space: 2, ground: 2 },
  },
  {
    id: 'lando-calrissian',
    name: { en: 'Lando Calrissian', de: null },
    faction: 'rebel',
    recruitIcon: true,
    skills: { diplomacy: 1, intel: 1, specOps: 1, logistics: 1 },
    tactics: { space: 2, ground: 2 },
  },
  {
    id: 'obi-wan-kenobi',
    name: { en: 'Obi-Wan Kenobi', de: null },
    faction: 'rebel',
    recruitIcon: true,
    skills: { diplomacy: 1, intel: 3, specOps: 0, logistics: 0 },
    tactics: { space: 1, ground: 3 },
  },
  {
    id: 'wedge-antilles',
    name: { en: 'Wedge Antilles', de: null },
    faction: 'rebel',
    recruitIcon: true,
    skills: { diplomacy: 0, intel: 0, specOps: 2, logistics: 0 },
    tactics: { space: 3, ground: 1 },
  },
];

const byId = new Map<string, LeaderData>(LEADERS.map((l) => [l.id, l]));

export function isLeaderId(value: unknown): value is LeaderId {
  return typeof value === 'string' && byId.has(value);
}

export function leaderData(id: LeaderId): LeaderData {
  return byId.get(id)!;
}

/** A leader starts in play when it has no recruit icon and replaces nobody (RR Vollständiger Spielaufbau, step 2). */
export function isStartingLeader(leader: LeaderData): boolean {
  return !leader.recruitIcon && leader.replaces === undefined;
}
