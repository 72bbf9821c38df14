import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const itsATrap = actionCard('its-a-trap', {
  text: text(
    'In der ersten Runde dieses Gefechts darf das Imperium keine Weltraum-Taktikkarte ausspielen.',
    'In the first round of this combat the Empire may not play any space tactic card.',
  ),
  effect: { window: 'start-of-combat', ability: { kind: 'for-this-combat', modifiers: [{ kind: 'no-tactics', faction: 'empire', theater: 'space', round: 1 }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Gesperrt sind Angriffs- und Abwehrkarten; Karten ziehen (mit einem Spezialsymbol) darf das Imperium weiterhin.',
      'Attack and blocking cards alike are barred; the Empire may still draw cards (with a special symbol).',
    ),
  ],
});
