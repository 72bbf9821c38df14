import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const inciteRebellion = missionCard('incite-rebellion', {
  text: text(
    'Ziel: ein unterworfenes System. Bei Erfolg erhalten die Rebellen dort 3 Rebellensoldaten aus dem Vorrat; danach wird dort ein Gefecht abgehandelt.',
    'Target: a subjugated system. On success the Rebels gain 3 Rebel Troopers there from the supply; then a combat is resolved there.',
  ),
  effect: {
    target: { kind: 'system', where: ['subjugated'] },
    onSuccess: { kind: 'program', steps: [{ op: 'gain-units', units: { 'rebel-trooper': 3 } }, { op: 'resolve-combat' }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Reicht der Vorrat nicht, kommen nur die übrigen Soldaten ins Spiel; das Zerstören eigener Einheiten für Nachschub (FAQ) wird nicht angeboten.',
      'If the supply runs short only the troopers left arrive; destroying own units to refill it (FAQ) is not offered.',
    ),
    text(
      'Das Gefecht folgt nach allen Schritten der Mission (Karte abgelegt); die Rebellen sind aktiver Spieler, es ist ein von ihnen begonnenes Gefecht.',
      'The combat follows all the mission’s steps (card discarded); the Rebels are the active player, and it is a combat they started.',
    ),
  ],
});
