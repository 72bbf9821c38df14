import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/** Played whole: the second player names both objective ships, attackers of one add a die, a destroyed one scores twice. */
export const mostWanted = defineObjective(
  'most-wanted',
  [{ kind: 'second-player-names-both-objective-ships' }, { kind: 'add-die-against-objective-ship' }, { kind: 'destroyed-objective-ship-scores-double' }],
  text(
    'Nach der Aufstellung benennt der zweite Spieler ein eigenes Schiff und eines des ersten Spielers als Zielschiffe; ein Schiff, das ein Zielschiff angreift, darf 1 Würfel einer Farbe aus seinem Angriffspool hinzufügen; ein zerstörtes Zielschiff zählt seine Schiffskosten doppelt.',
    "After deployment the second player names one of his own ships and one of the first player's as objective ships; a ship attacking an objective ship may add 1 die of a colour already in its attack pool; a destroyed objective ship scores its ship cost twice.",
  ),
  'Meistgesucht',
);
