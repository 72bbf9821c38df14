import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const stolenPlans = missionCard('stolen-plans', {
  text: text(
    'In einem System mit imperialer Einheit versuchen. Bei Erfolg sieht sich der Rebellenspieler die obersten 4 Zielkarten an und legt alle 4 in beliebiger Reihenfolge zurück oben auf den Stapel.',
    'Attempted in a system with an Imperial unit. On success the Rebel player looks at the top 4 objective cards and puts all 4 back on top in any order.',
  ),
  effect: { target: { kind: 'system', where: ['imperial-unit'] }, onSuccess: { kind: 'program', steps: [{ op: 'reorder-top-objectives', count: 4 }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Die Reihenfolge wird Karte für Karte von oben nach unten gewählt; die letzte Karte liegt ohne Frage zuunterst. Das Imperium erfährt nur, dass 4 Karten angesehen und zurückgelegt wurden (die Rückseiten bleiben offen), nie welche oder in welcher Reihenfolge.',
      'The order is chosen one card at a time from the top down; the last card goes below the others without a question. The Empire learns only that 4 cards were looked at and put back (their backs stay open), never which or in what order.',
    ),
    text('Liegen weniger als 4 Karten im Zielstapel, werden alle angesehen und neu geordnet.', 'With fewer than 4 cards in the objective deck, all of them are looked at and reordered.'),
  ],
});
