import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const wookieeGuardian = actionCard('wookiee-guardian', {
  text: text(
    'Versucht das Imperium eine Spezialeinsatz-Mission in Chewbaccas System, scheitert sie, bevor gewürfelt wird.',
    'When the Empire attempts a spec ops mission in Chewbacca’s system, it fails before any die is rolled.',
  ),
  effect: { window: 'reaction', moment: 'mission-attempted', leader: 'mission-system', skill: 'specOps', ability: { kind: 'mission-fails' } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Auch eine Mission ohne intervenierende Anführer wird „versucht“: das Fenster öffnet sich vor jeder solchen Mission, nie vor einer „abhandeln“-Mission.',
      'A mission nobody opposes is still "attempted": the window opens before every such mission, never before a mission to be resolved.',
    ),
  ],
});
