import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const seekYoda = missionCard('seek-yoda', {
  text: text(
    'Abhandeln in Dagobah. Handelt Luke Skywalker sie ab, wird seine Figur gegen Luke Skywalker (Jedi) getauscht. Ein abhandelnder Anführer erhält den Zustandsring „Meister Yoda“: Einmal pro Spielrunde, wenn dieser Anführer im System einer Mission oder eines Gefechts ist, darf sein Besitzer 1 seiner eigenen Würfel neu werfen.',
    'Resolved in Dagobah. If Luke Skywalker resolves it, swap his figure for Luke Skywalker (Jedi). A resolving leader gets the Master Yoda ring: once per game round, when that leader is in the system of a mission or a combat, its owner may reroll 1 of his own dice.',
  ),
  effect: { target: { kind: 'named', system: 'dagobah' }, onSuccess: { kind: 'program', steps: [{ op: 'swap-figure', from: 'luke-skywalker', to: 'luke-skywalker-jedi' }, { op: 'attach-yoda-ring' }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Mission: Das Fenster öffnet sich, nachdem beide Seiten gewürfelt haben (FAQ), vor den anderen Ringen; der Rebell wählt einen seiner Würfel (Farbe und Seite). Gefecht: Im Schritt nach dem eigenen Angriffswurf, wie eine Taktikkarte mit Neuwurf, auf einen unverbrauchten Würfel. „Einmal pro Spielrunde“ gilt bis zum Ende der Spielrunde. Ein gefangener Anführer nutzt den Ring nicht. Todessternpläne (FAQ): Zeigt keiner ihrer 3 Würfel einen Volltreffer, fragt eine offene Auswahl vor der Auswertung, welchen Würfel der Ring neu wirft (oder keinen). Handelt Luke Skywalker die Mission ab, wird zuerst seine Figur gegen Luke Skywalker (Jedi) getauscht (mit seinem Ring); dann erhält ein abhandelnder Anführer den Ring, auch ein anderer als Luke (FAQ).',
      'Mission: the window opens after both sides rolled (FAQ), before the other rings; the Rebel picks one of his dice (colour and face). Combat: in the step after the own attack roll, like a tactic card that rerolls, on an unused die. "Once per game round" lasts until the round ends. A captured leader does not use the ring. Death Star Plans (FAQ): when none of their 3 dice shows a direct hit, an open choice before they are judged asks which die the ring rerolls (or none). When Luke Skywalker resolves it, his figure is swapped for Luke Skywalker (Jedi) first (with its ring); then a resolving leader, Luke or another (FAQ), gets the ring.',
    ),
  ],
});
