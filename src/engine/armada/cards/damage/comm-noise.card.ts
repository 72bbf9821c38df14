import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** When dealt the opponent chooses: speed −1 or a new command on the top dial (both players see it); then the card is turned facedown. */
export const commNoise = defineDamageCard('comm-noise', 'enforced', text('Beim Austeilen wählt der Gegner: Schub −1 oder ein neues Kommando auf dem obersten Rad (beide Spieler sehen es); dann wird die Karte umgedreht.', 'When dealt the opponent chooses: speed −1 or a new command on the top dial (both players see it); then the card is turned facedown.'));
