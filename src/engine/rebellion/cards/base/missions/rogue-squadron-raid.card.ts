import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const rogueSquadronRaid = missionCard('rogue-squadron-raid', {
  text: text('In einem imperialen System. Bei Erfolg zerstören die Rebellen Einheiten auf der imperialen Bauleiste (auf beliebigen Feldern) mit zusammen höchstens 4 aufgedruckter Gesundheit (sie wählen welche).', 'In an Imperial system. On success the Rebels destroy units on the Imperial build queue (any spaces) whose printed health totals at most 4 (they choose which).'),
  effect: { target: { kind: 'system', where: ['imperial-system'] }, onSuccess: { kind: 'program', steps: [{ op: 'destroy-queued', health: 4 }] } },
  sources: ['JC', 'LL'],
  assumptions: [text('Ein Todesstern auf der Bauleiste hat keine Gesundheit und ist kein Ziel.', 'A Death Star on the queue has no health and is no target.')],
});
