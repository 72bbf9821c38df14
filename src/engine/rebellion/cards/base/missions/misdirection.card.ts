import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const misdirection = missionCard('misdirection', {
  text: text(
    'In einem System mit imperialer Einheit. Bei Erfolg wählst du einen deiner Anführer: Für den Rest dieser Runde darf das Imperium keine Anführer aus seinem Führungszentrum entsenden, um bei Missionen dieses Anführers zu intervenieren.',
    'In a system with an Imperial unit. On success pick 1 of your leaders: for the rest of this round, the Empire cannot send leaders from its leader pool to oppose that leader’s missions.',
  ),
  effect: {
    target: { kind: 'system', where: ['imperial-unit'] },
    onSuccess: { kind: 'program', steps: [{ op: 'mark-own-leader', effect: 'unopposable-from-pool', until: 'round' }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Gewählt wird einer der Rebellenanführer im Spiel, der nicht gefangen ist, öffentlich (die Karte liegt offen). Imperiale Anführer, die schon im System der Mission stehen, zählen weiter mit; nur das Entsenden aus dem Führungszentrum entfällt.',
      'The choice is one of the Rebel leaders in play who is not captured, made in public (the card lies face up). Imperial leaders already in the mission’s system still take part; only sending one from the leader pool is barred.',
    ),
  ],
});
