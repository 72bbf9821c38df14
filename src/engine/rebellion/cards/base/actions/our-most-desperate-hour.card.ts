import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const ourMostDesperateHour = actionCard('our-most-desperate-hour', {
  text: text('Im Rebellen-Missionsstapel eine beliebige Karte suchen, Leia ihr zuweisen und den Stapel mischen.', 'Search the Rebel mission deck for any 1 card, assign Leia to it, then shuffle the mission deck.'),
  effect: { window: 'assignment', leader: 'princess-leia', target: 'mission-deck', ability: 'assign-searched-mission' },
  sources: ['JC', 'LL'],
});
