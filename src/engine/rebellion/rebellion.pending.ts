import type { PendingDecision } from '../core/game.contract.js';
import { text } from '../core/text.js';
import type { Faction } from './data/model.types.js';
import { seatOf, type RebellionState } from './rebellion.state.js';

/** What the game waits for, by the name of the decision a seat is asked. */
const DECISIONS = {
  placement: text('Starteinheiten aufstellen', 'Place starting units'),
  'immediate-action-cards': text('„Sofort“-Aktionskarte abhandeln', 'Resolve an "Immediate" action card'),
  'base-choice': text('Standort des Stützpunktes wählen', 'Choose the base location'),
  assignment: text('Anführer Missionen zuweisen', 'Assign leaders to missions'),
  command: text('Am Zug in der Kommandophase', 'Take a command phase turn'),
  'hand-limit': text('Missionskarten auf 10 ablegen', 'Discard mission cards down to 10'),
  'objective-window': text('Zielkarte zu Beginn der Auffrischphase ausspielen?', 'Play an objective at the start of the refresh phase?'),
  'recruit-card': text('Aktionskarte zum Rekrutieren wählen', 'Choose an action card to recruit with'),
  'recruit-leader': text('Anführer rekrutieren', 'Recruit a leader'),
  release: text('Eigene Einheiten freiwillig zerstören?', 'Destroy units of your own?'),
  build: text('Einheit für ein Ressourcensymbol wählen', 'Choose the unit for a resource icon'),
  deploy: text('Fertige Einheiten stationieren', 'Deploy ready units'),
  move: text('Einheiten in das aktivierte System bewegen', 'Move units into the activated system'),
  'mission-oppose': text('Einen Anführer zum Intervenieren entsenden?', 'Send a leader to oppose the mission?'),
  'mission-ring': text('Den Zustandsring einsetzen?', 'Use the condition ring?'),
  'mission-arrange': text('Eine Zielkarte oben auf den Stapel legen', 'Put one objective back on top'),
  'mission-research': text('Fähigkeit von „Forschung und Entwicklung“ wählen', 'Choose the ability of Research and Development'),
  'mission-keep-project': text('Eine Projektkarte behalten', 'Keep one project card'),
  'combat-add-leader': text('Einen Anführer zum Gefecht hinzuziehen?', 'Add a leader to the combat?'),
  'combat-start-cards': text('„Gefechtsbeginn“-Aktionskarten verwenden?', 'Use "Start of Combat" action cards?'),
  'combat-actions': text('Gefechtsaktionen durchführen', 'Take combat actions'),
  'combat-assign': text('Schaden zuweisen', 'Assign damage'),
  'combat-block': text('Schaden abwehren?', 'Block damage?'),
  'combat-death-star-plans': text('Todessternpläne aufdecken?', 'Reveal the Death Star Plans?'),
  'combat-objective': text('Eine eben erfüllte „Gefecht“-Zielkarte ausspielen?', 'Play a "Combat" objective just met?'),
  'combat-retreat': text('Zurückziehen?', 'Retreat?'),
  'combat-retreat-units': text('Einheiten für den Rückzug wählen', 'Choose the units that retreat'),
  evacuation: text('Einheiten vom Feld „Rebellenstützpunkt“ in das System bewegen', 'Move units from the "Rebel Base" space into the system'),
  'card-move': text('Einheiten in das System der Aktionskarte bewegen', 'Move units into the action card’s system'),
  mobilization: text('„Schnelle Mobilisierung“ ausführen', 'Carry out Rapid Mobilization'),
  'destroy-excess': text('Überzählige Einheiten im zerstörten System zerstören', 'Destroy the excess units in the destroyed system'),
  'combat-excess': text('Überzählige Einheiten im zerstörten System zerstören', 'Destroy the excess units in the destroyed system'),
} as const;

export type DecisionName = keyof typeof DECISIONS;

/** The seats of `factions`, each asked the decision named. */
export function waitFor(state: RebellionState, factions: readonly Faction[], decision: DecisionName): PendingDecision[] {
  return factions.map((f) => ({ seat: seatOf(state, f), decision, label: DECISIONS[decision] }));
}
