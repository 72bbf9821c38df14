import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/** Played whole: an objective token on every ship, two dice on its first attack on a ship, half the cost of damaged enemy ships. */
export const openingSalvo = defineObjective(
  'opening-salvo',
  [{ kind: 'objective-token-on-each-ship' }, { kind: 'first-attack-adds-two-dice' }, { kind: 'damaged-enemy-ships-score-half' }],
  text(
    'Nach der Aufstellung erhält jedes Schiff 1 Einsatzzielmarker; greift es ein Schiff an, wirft es den Marker ab und fügt 2 Würfel hinzu (erster Spieler: 2 rote, zweiter Spieler: beliebige Farben); am Ende zählt jedes beschädigte feindliche Schiff im Spiel die Hälfte seiner Schiffskosten (aufgerundet).',
    'After deployment each ship gets 1 objective token; when it attacks a ship it discards the token and adds 2 dice (first player: 2 red, second player: any colours); at the end each damaged enemy ship still in play scores half its ship cost (rounded up).',
  ),
  'Eröffnungssalve',
);
