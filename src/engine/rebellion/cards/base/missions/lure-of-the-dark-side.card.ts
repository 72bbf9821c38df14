import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const lureOfTheDarkSide = missionCard('lure-of-the-dark-side', {
  text: pendingText('All skill icons count for both sides. On success attach the Lure of the Dark Side ring: the leader becomes an Imperial leader for the rest of the game (it joins the Imperial side and is no longer captured). If the lured leader is Luke Skywalker (either version), the Rebels also lose 1 reputation.'),
  effect: null,
  sources: ['JC', 'LL'],
});
