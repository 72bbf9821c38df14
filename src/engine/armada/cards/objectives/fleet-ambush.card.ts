import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/** Played whole: ships before squadrons, the first player's odd turns place a ship in the ambush zone (it has no round effect or scoring). */
export const fleetAmbush = defineObjective(
  'fleet-ambush',
  [{ kind: 'ships-deploy-before-squadrons' }, { kind: 'first-player-ships-in-ambush-zone' }],
  text(
    'Alle Schiffe werden vor allen Staffeln aufgestellt; im 1., 3., 5. … Aufstellungszug stellt der erste Spieler ein Schiff ganz in die Hinterhaltszone (der Teil des Startgebiets jenseits Entfernung 5 zu dessen Rändern), dort nichts von ihm auf ein Hindernis.',
    "All ships are deployed before any squadron; on his 1st, 3rd, 5th … deployment turn the first player places a ship wholly in the ambush zone (the part of the setup area beyond distance 5 of its edges), nothing of his on an obstacle there.",
  ),
  'Flottenhinterhalt',
);
