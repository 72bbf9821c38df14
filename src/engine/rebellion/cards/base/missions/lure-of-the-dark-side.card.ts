import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const lureOfTheDarkSide = missionCard('lure-of-the-dark-side', {
  text: text(
    'Gegen einen gefangenen Anführer (in seinem System; er interveniert und würfelt). Alle Fähigkeitssymbole zählen, auf beiden Seiten. Bei Erfolg ersetzt der Ring „Verlockung der Dunklen Seite“ den Ring „Gefangener Anführer“: Der Anführer ist bis zum Spielende ein imperialer Anführer und nicht mehr gefangen. Ist es Luke Skywalker (gleich welche Version), verlieren die Rebellen außerdem 1 Sympathie.',
    'Against a captured leader (in its system; it opposes and rolls). All skill icons count, for both sides. On success the Lure of the Dark Side ring replaces the captured ring: the leader is an Imperial leader for the rest of the game and no longer captured. If it is Luke Skywalker (either version), the Rebels also lose 1 reputation.',
  ),
  effect: {
    target: { kind: 'system', where: ['captured-leader'] },
    allSkillsRoll: true,
    onSuccess: { kind: 'program', steps: [{ op: 'turn-captive', reputation: 1, costly: ['luke-skywalker', 'luke-skywalker-jedi'] }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      '„Alle Fähigkeitssymbole zählen für beide Seiten“ heißt: Beide Seiten würfeln für jedes Fähigkeitssymbol ihrer Anführer, gleich welcher Fähigkeit (wie „Verhördroide“). Der verführte Anführer bleibt, wo er steht, und kehrt in der Auffrischphase in das imperiale Führungszentrum zurück (Teamspiel-Regel, Seed 000). Er ist in allem ein imperialer Anführer: Er wird imperialen Missionen zugewiesen, interveniert für das Imperium, zählt im Gefecht für das Imperium und nutzt keine Aktionskarte der Rebellen (FAQ). Der Ring „Gefangener Anführer“ ist wieder frei.',
      '"All skill icons count for both sides" is read as: both sides roll a die for every skill icon of their leaders, of any skill (as with Interrogation Droid). The lured leader stays where it stands and goes to the Imperial leader pool in the refresh phase (team game rule, seed 000). It is an Imperial leader in every respect: assigned to Imperial missions, opposing for the Empire, counting for the Empire in combat, and it uses no Rebel action card (FAQ). The captured ring is free again.',
    ),
  ],
});
