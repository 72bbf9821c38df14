import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const plantFalseLead = missionCard('plant-false-lead', {
  text: text(
    'In einem System mit imperialer Einheit abhandeln. Der Rebellenspieler nimmt zufällig 4 der verdeckten Suchdroidenkarten des Imperiums und legt sie, ohne sie zu zeigen, in beliebiger Reihenfolge oben auf und/oder unter den Suchdroidenstapel.',
    'Resolved in a system with an Imperial unit. The Rebel player takes 4 of the Empire’s hidden probe cards at random and, without showing them, puts them on top of and/or under the probe deck in any order.',
  ),
  effect: { target: { kind: 'system', where: ['imperial-unit'] }, onSuccess: { kind: 'program', steps: [{ op: 'put-back-probes', count: 4 }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Die Karten werden einzeln zurückgelegt, jede oben auf den Stapel (auf die zuvor oben gelegten) oder darunter (unter die zuvor unten gelegten). Das Imperium erfährt, wie viele oben und wie viele unten liegen, und sieht an seiner Hand, welche genommen wurden (FAQ); die Reihenfolge erfährt es nie.',
      'The cards go back one at a time, each onto the top of the deck (over those laid there before) or under it (below those laid there before). The Empire learns how many went to the top and how many to the bottom, and sees from its hand which were taken (FAQ); never the order.',
    ),
    text('Hält das Imperium weniger als 4 Suchdroidenkarten, werden alle genommen; hält es keine, geschieht nichts.', 'If the Empire holds fewer than 4 probe cards, all are taken; if it holds none, nothing happens.'),
  ],
});
