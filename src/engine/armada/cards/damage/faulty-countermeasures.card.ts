import { text } from '../../../core/text.js';
import { defineDamageCard } from '../damage-card.define.js';

/** The ship’s exhausted defense tokens cannot be spent. */
export const faultyCountermeasures = defineDamageCard('faulty-countermeasures', 'enforced', text('Erschöpfte Verteidigungsmarker des Schiffes können nicht ausgegeben werden.', 'The ship’s exhausted defense tokens cannot be spent.'));
