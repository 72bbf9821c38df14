import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const targetTheGenerator = actionCard('target-the-generator', {
  text: text('1 Gebäude der Rebellen in diesem System nach Wahl des Imperiums zerstören (Schildgenerator, Ionenkanone).', 'Destroy 1 Rebel structure of the Empire\'s choice in this system (Shield Generator, Ion Cannon).'),
  effect: { window: 'start-of-combat', ability: { kind: 'destroy-rebel-unit', of: 'structure' } },
  sources: ['JC', 'LL'],
});
