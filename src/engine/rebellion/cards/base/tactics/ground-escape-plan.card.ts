import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const groundEscapePlan = tacticCard('ground-escape-plan', {
  text: text('Im Rückzugsschritt dieser Runde ziehen sich die eigenen Einheiten ohne Rücksicht auf Transportkapazität zurück.', 'In this round\'s retreat step your units may retreat without regard to transport restrictions (no transport capacity needed).'),
  effect: { kind: 'escape' },
  sources: ['JC', 'LL'],
});
