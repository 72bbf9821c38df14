import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const wookieeUprising = missionCard('wookiee-uprising', {
  text: text('Nur in Kashyyyk. Bei Erfolg gewinnen die Rebellen dort 1 Loyalität und zerstören imperiale Einheiten mit zusammen höchstens 4 aufgedruckter Gesundheit (sie wählen welche).', 'Kashyyyk only. On success the Rebels gain 1 loyalty there and destroy Imperial units whose printed health totals at most 4 (they choose which).'),
  effect: {
    target: { kind: 'named', system: 'kashyyyk' },
    onSuccess: { kind: 'program', steps: [{ op: 'gain-loyalty', amount: 1 }, { op: 'destroy-units', health: 4 }] },
  },
  sources: ['JC', 'LL'],
});
