import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const superlaserOnline = missionCard('superlaser-online', {
  text: text(
    'Abhandeln in einem System mit Todesstern (nicht im Bau): das System zerstören, dann in 1 bevölkerungsreichen System derselben Region 1 Loyalität gewinnen.',
    'Resolved in a system with a Death Star (not one under construction): destroy the system, then gain 1 loyalty in 1 populous system of the same region.',
  ),
  effect: {
    target: { kind: 'system', where: ['death-star', 'not-coruscant'] },
    onSuccess: { kind: 'program', steps: [{ op: 'destroy-system' }, { op: 'gain-loyalty-in-region', amount: 1, systems: 1 }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Zerstört der Superlaser das System des Rebellenstützpunktes, gewinnt das Imperium sofort, auch wenn der Stützpunkt verdeckt ist (Seed 003). In einem schon zerstörten System bleibt es bei der Loyalität (FAQ). Die Loyalität geht nur in ein System, in dem sie etwas ändert; gibt es keines, entfällt sie. Coruscant ist kein Ziel: es ist immer imperial (RR LOYALITÄT), ein zerstörtes System hätte keine Loyalität.',
      'Destroying the Rebel base’s system wins the game for the Empire at once, even with the base hidden (seed 003). In a system already destroyed only the loyalty is gained (FAQ). The loyalty goes only to a system where it changes something; with none, it lapses. Coruscant is no target: it is always Imperial (RR LOYALITÄT), and a destroyed system has no loyalty.',
    ),
  ],
});
