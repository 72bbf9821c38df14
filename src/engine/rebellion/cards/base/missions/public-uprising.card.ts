import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const publicUprising = missionCard('public-uprising', {
  text: text(
    'Ziel: ein unterworfenes System. Bei Erfolg erhalten die Rebellen dort 1 Einheit mit Kreissymbol und 2 Einheiten mit Dreiecksymbol aus dem Vorrat, jeweils Schiff oder Bodeneinheit nach ihrer Wahl; danach wird dort ein Gefecht abgehandelt.',
    'Target: a subjugated system. On success the Rebels gain there 1 circle-icon unit and 2 triangle-icon units from the supply, each a ship or a ground unit as they choose; then a combat is resolved there.',
  ),
  effect: {
    target: { kind: 'system', where: ['subjugated'] },
    onSuccess: { kind: 'program', steps: [{ op: 'gain-by-icon', shapes: ['circle', 'triangle', 'triangle'] }, { op: 'resolve-combat' }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Die Einheiten eines Symbols sind die, die der Fraktionsbogen der Rebellen mit dieser Symbolform baut (Kreis: Korvette oder Gleiter; Dreieck: X-Flügler, Y-Flügler, Transporter oder Soldat); fehlt eine im Vorrat, wird sie nicht angeboten.',
      'An icon’s units are those the Rebel faction sheet builds with that shape (circle: corvette or airspeeder; triangle: X-wing, Y-wing, transport or trooper); one missing from the supply is not offered.',
    ),
  ],
});
