import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const undercover = actionCard('undercover', {
  text: text(
    'Versucht das Imperium eine Mission, bevor gewürfelt wird: Bewege diesen Anführer (Lando oder Obi-Wan) aus einem beliebigen System in das System der Mission; er interveniert dort.',
    'When the Empire attempts a mission, before dice are rolled: move this leader (Lando or Obi-Wan) from any system into the mission’s system, where it takes part in opposing.',
  ),
  effect: { window: 'reaction', moment: 'mission-attempted', leader: 'elsewhere', ability: { kind: 'leader-joins' } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Nur ein Anführer auf dem Spielplan (nicht im Führungszentrum, nicht gefangen) kommt; steht er schon im System der Mission, gibt es nichts zu bewegen. Er würfelt mit seinen Symbolen der Missionsfertigkeit.',
      'Only a leader on the board (not in the pool, not captured) comes; one already in the mission’s system has nothing to move. It rolls with its icons of the mission’s skill.',
    ),
  ],
});
