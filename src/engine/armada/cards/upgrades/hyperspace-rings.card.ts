import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Offensive retrofit: while deploying fleets, up to the ship's squadron value of friendly squadrons without Rogue have Scout (Rules Reference "Scout"). */
export const hyperspaceRings = defineUpgradeCard(
  'hyperspace-rings',
  [{ when: 'deployment', exhaust: false, steps: [{ op: 'grant-scout' }] }],
  text(
    'Offensivnachrüstung: Beim Aufstellen der Flotten haben bis zu so viele befreundete Staffeln ohne Einzelgänger, wie der Staffelwert dieses Schiffs beträgt, Kundschafter: sie dürfen statt in Entfernung 1–2 zu einem befreundeten Schiff irgendwo im Startgebiet außerhalb von Entfernung 3 zu feindlichen Schiffen stehen.',
    'Offensive retrofit: while deploying fleets, up to this ship’s squadron value of friendly squadrons without Rogue have Scout: instead of within distance 1–2 of a friendly ship they may stand anywhere in the setup area beyond distance 3 of enemy ships.',
  ),
  {
    assumptions: [
      text(
        'Welche Staffeln Kundschafter erhalten, entscheidet sich beim Platzieren: eine Staffel, die nicht nahe einem befreundeten Schiff steht, zählt als gewählt; der Gegner erfährt die Wahl, sobald sie steht (der Karte nach wird vor dem Aufstellen gewählt).',
        'Which squadrons gain Scout is settled as they are placed: a squadron placed away from friendly ships counts as picked; the opponent learns it as it is placed (the card picks before deployment).',
      ),
      text(
        '„Außerhalb von Entfernung 3 zu feindlichen Schiffen“ zählt die feindlichen Schiffe, die schon stehen; im Trainingsszenario und in Sandkastenpositionen gibt es keine Aufstellung, die Karte wirkt dort nicht.',
        '"Beyond distance 3 of enemy ships" counts the enemy ships already placed; the training scenario and sandbox positions have no deployment, so the card does nothing there.',
      ),
    ],
  },
);
