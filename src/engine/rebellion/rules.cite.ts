/**
 * The glossary entries this engine cites: `rebellion:<slug>`, the slug being
 * the entry's title in seed 000 under the glossary's slug rule
 * (`core/slug.text.ts`); each is checked against the glossary (rules.cite.spec.ts).
 */
export const RULES = {
  setup: 'rebellion:anhang-vollstaendiger-spielaufbau',
  actionCards: 'rebellion:aktionskarten',
  imperialSystems: 'rebellion:imperiale-systeme',
  neutralSystems: 'rebellion:neutrale-systeme',
  rings: 'rebellion:zustandsringe',
  teamPlay: 'rebellion:teamspiel',
  assignmentPhase: 'rebellion:zuweisungsphase',
  commandPhase: 'rebellion:kommandophase',
  refreshPhase: 'rebellion:auffrischphase',
  startingMissions: 'rebellion:startmissionen',
  victory: 'rebellion:siegbedingungen',
  objectives: 'rebellion:zielkarten',
  recruit: 'rebellion:rekrutieren',
  build: 'rebellion:einheiten-bauen',
  materiel: 'rebellion:materialbeschraenkung',
  deploy: 'rebellion:einheiten-stationieren',
  moveUnits: 'rebellion:einheiten-bewegen',
  transport: 'rebellion:transportkapazitaet',
  capturedLeaders: 'rebellion:gefangene-anfuehrer',
  activate: 'rebellion:systeme-aktivieren',
  baseMoves: 'rebellion:bewegungen-in-und-aus-dem-rebellenstuetzpunkt',
  baseReveal: 'rebellion:aufdecken-des-rebellenstuetzpunktes',
  combat: 'rebellion:gefecht',
  tactics: 'rebellion:taktikkarten',
  attacks: 'rebellion:angriffe-abhandeln',
  retreat: 'rebellion:rueckzug',
  destroyDeathStar: 'rebellion:todesstern-zerstoeren',
  missions: 'rebellion:missionskarten',
  newBase: 'rebellion:errichtung-eines-neuen-stuetzpunktes',
  revealMission: 'rebellion:missionen-aufdecken',
  destroyedSystems: 'rebellion:zerstoerte-systeme',
} as const;
