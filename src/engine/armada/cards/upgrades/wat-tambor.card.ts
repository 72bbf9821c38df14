import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** With a repair command: remove up to 2 shields from this ship's hull zones or from one hull zone of another friendly ship at distance 1–5, gaining 2 engineering points for each. */
export const watTambor = defineUpgradeCard(
  'wat-tambor',
  [{ when: 'repair-command', exhaust: false, steps: [{ op: 'shields-for-repair-points', max: 2, pointsEach: 2, distance: 5 }] }],
  text(
    'Mit einem Reparieren-Kommando: bis zu 2 Schilde von eigenen Hüllensektionen oder von einer Hüllensektion eines anderen befreundeten Schiffs in Entfernung 1–5 entfernen; je Schild 2 Reparaturpunkte mehr.',
    'With a repair command: remove up to 2 shields from this ship’s hull zones or from one hull zone of another friendly ship at distance 1–5; 2 more engineering points per shield.',
  ),
  {
    assumptions: [
      text(
        'Gefragt wird, sobald das Schiff Reparaturpunkte erhält (Rad oder Marker), einmal pro Aktivierung; eigene Sektionen und eine Sektion eines anderen Schiffs dürfen gemischt werden.',
        'Asked once the ship gains engineering points (dial or token), once per activation; its own zones and one zone of another ship may be mixed.',
      ),
    ],
  },
);
