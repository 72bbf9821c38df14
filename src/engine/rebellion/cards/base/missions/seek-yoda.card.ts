import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const seekYoda = missionCard('seek-yoda', {
  text: text(
    'Abhandeln in Dagobah. Ein abhandelnder Anführer erhält den Zustandsring „Meister Yoda“: Einmal pro Spielrunde, wenn dieser Anführer im System einer Mission oder eines Gefechts ist, darf sein Besitzer 1 seiner eigenen Würfel neu werfen.',
    'Resolved in Dagobah. A resolving leader gets the Master Yoda ring: once per game round, when that leader is in the system of a mission or a combat, its owner may reroll 1 of his own dice.',
  ),
  effect: { target: { kind: 'named', system: 'dagobah' }, onSuccess: { kind: 'program', steps: [{ op: 'attach-yoda-ring' }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Mission: Das Fenster öffnet sich, nachdem beide Seiten gewürfelt haben (FAQ), vor den anderen Ringen; der Rebell wählt einen seiner Würfel (Farbe und Seite). Gefecht: Im Schritt nach dem eigenen Angriffswurf, wie eine Taktikkarte mit Neuwurf, auf einen unverbrauchten Würfel. „Einmal pro Spielrunde“ gilt bis zum Ende der Spielrunde. Ein gefangener Anführer nutzt den Ring nicht. Der Austausch der Figur gegen Luke Skywalker (Jedi), wenn Luke die Mission abhandelt, wird noch nicht ausgeführt.',
      'Mission: the window opens after both sides rolled (FAQ), before the other rings; the Rebel picks one of his dice (colour and face). Combat: in the step after the own attack roll, like a tactic card that rerolls, on an unused die. "Once per game round" lasts until the round ends. A captured leader does not use the ring. Swapping Luke for Luke Skywalker (Jedi) when Luke resolves the mission is not carried out yet.',
    ),
  ],
});
