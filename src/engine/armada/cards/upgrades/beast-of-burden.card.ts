import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Hardcell title: when the ship activates, exhaust and spend any of its defense tokens to ready as many exhausted defense tokens of friendly ships at distance 1–3. */
export const beastOfBurden = defineUpgradeCard(
  'beast-of-burden',
  [{ when: 'command-revealed', exhaust: true, steps: [{ op: 'spend-tokens-to-ready-friends', distance: 3 }] }],
  text(
    'Titel (Hardcell): Bei der Aktivierung erschöpfen und eigene Verteidigungsmarker ausgeben, um ebenso viele erschöpfte Verteidigungsmarker befreundeter Schiffe in Entfernung 1–3 spielbereit zu machen.',
    'Title (Hardcell): when the ship activates, exhaust and spend any of its defense tokens to ready as many exhausted defense tokens of friendly ships at distance 1–3.',
  ),
  {
    assumptions: [
      text(
        'Gefragt wird, sobald das Kommandorad aufgedeckt ist (der Beginn der Aktivierung); angeboten nur, wenn ein befreundetes Schiff in Reichweite einen erschöpften Marker hat, und nie mehr Marker auszugeben, als dort warten.',
        'Asked once the dial is revealed (the activation’s start); offered only when a friendly ship in reach has an exhausted token, and never more tokens to spend than wait there.',
      ),
    ],
  },
);
