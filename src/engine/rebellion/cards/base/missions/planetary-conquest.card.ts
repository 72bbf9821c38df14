import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const planetaryConquest = missionCard('planetary-conquest', {
  text: pendingText('On success move from one single system of your choice up to 1 AT-AT, 1 AT-ST and 2 Stormtroopers into the mission\'s system, ignoring adjacency and transport restrictions. If Rebel ground units are present there, resolve a combat (after all mission steps).'),
  effect: null,
  sources: ['JC', 'LL'],
});
