import type { PendingDecision } from '../../core/game.contract.js';
import { text } from '../../core/text.js';
import type { Viewer } from '../../core/visibility.view.js';
import type { ArmadaState } from './game.types.js';
import { setupDecider } from './setup-standard.legal.js';

/**
 * The full setup as one viewer sees it: before both lists are in, each seat
 * sees its own list and of the other only whether it is in (seed
 * "FLOTTENZUSAMMENSTELLUNG": revealed together); afterwards both lists,
 * the three objectives among them, and what still waits to be deployed.
 */
export function viewStandardSetup(s: ArmadaState, viewer: Viewer) {
  const setup = s.setup;
  if (!setup) return null;
  const revealed = setup.step !== 'fleets';
  return {
    step: setup.step,
    format: setup.format,
    cardsWithoutEffect: setup.cardsWithoutEffect,
    setupArea: setup.setupArea,
    fleets: setup.fleets.map((f, seat) => ({
      submitted: f !== null,
      fleet: f !== null && (revealed || (viewer.kind === 'seat' && viewer.seat === seat)) ? f : null,
    })),
    chooser: setup.chooser,
    obstaclesToPlace: setup.obstaclesToPlace,
    obstaclePool: setup.obstaclePool,
    placer: setup.placer,
    squadronsThisTurn: setup.squadronsThisTurn,
    reserve: {
      ships: setup.reserveShips.map((x) => ({ id: x.id, card: x.card, owner: x.owner })),
      squadrons: setup.reserveSquadrons.map((q) => ({ id: q.id, card: q.card, owner: q.owner })),
    },
  };
}

const LABELS = {
  fleets: text('Flottenliste geheim abgeben', 'Submit the fleet list in secret'),
  'first-player': text('Den ersten Spieler bestimmen', 'Choose the first player'),
  objective: text('Ein Einsatzziel des zweiten Spielers wählen', "Choose one of the second player's objectives"),
  obstacles: text('Ein Hindernis platzieren', 'Place an obstacle'),
  'set-aside': text('Hyperraumangriff: Schiff und Staffeln beiseitelegen', 'Hyperspace Assault: set aside a ship and squadrons'),
  'objective-tokens': text('Einen Zielmarker legen', 'Place an objective token'),
  deployment: text('Ein Schiff oder zwei Staffeln aufstellen', 'Deploy one ship or two squadrons'),
  'objective-ships': text('Ein eigenes Schiff als Zielschiff benennen', 'Name one of your ships as objective ship'),
} as const;

const DECISIONS = { fleets: 'submit-fleet', 'first-player': 'choose-first-player', objective: 'choose-objective', obstacles: 'place-obstacle', 'set-aside': 'set-aside-units', 'objective-tokens': 'place-objective-token', deployment: 'deploy', 'objective-ships': 'name-objective-ship' } as const;

export function pendingStandardSetup(s: ArmadaState): PendingDecision[] {
  const step = s.setup!.step;
  return setupDecider(s).map((seat) => ({ seat, decision: DECISIONS[step], label: LABELS[step] }));
}
