import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** While attacking from the left, right or rear hull zone (not a salvo): exhaust to add 1 die of a colour already in the pool; the card's own token may pay its ready cost. */
export const cloneCaptainZak = defineUpgradeCard(
  'clone-captain-zak',
  [{ when: 'dice-rolled', exhaust: true, steps: [{ op: 'add-die-of-pool-colour', zones: ['left', 'right', 'rear'] }] }],
  text(
    'Beim Angriff aus der linken, rechten oder Heck-Hüllensektion (keine Salve): erschöpfen, um 1 Würfel einer Farbe hinzuzufügen, die schon im Pool ist. Der Marker auf der Karte bezahlt auch ihre Bereitschaftskosten.',
    'While attacking from the left, right or rear hull zone (not a salvo): exhaust to add 1 die of a colour already in the pool. The token on the card may also pay its ready cost.',
  ),
  {
    readyFromCardTokens: true,
    assumptions: [text('Gefragt wird gleich nach dem Wurf, vor den übrigen Angriffseffekten.', 'Asked right after the roll, before the other attack effects.')],
  },
);
