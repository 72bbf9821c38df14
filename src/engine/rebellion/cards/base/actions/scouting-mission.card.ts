import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const scoutingMission = actionCard('scouting-mission', {
  text: pendingText('Put Fel in any system, then move up to 4 TIE Fighters from any system(s) into it, ignoring adjacency and transport restrictions. If Rebel ships are there, resolve a combat.'),
  effect: null,
  sources: ['JC', 'LL'],
});
