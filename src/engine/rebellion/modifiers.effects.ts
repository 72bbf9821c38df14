import type { ActionCardId } from './data/action-cards.data.js';
import type { DieColour } from './data/dice.data.js';
import type { LeaderId } from './data/leaders.data.js';
import type { MissionId } from './data/missions.data.js';
import type { Faction, Theater } from './data/model.types.js';
import type { SystemId } from './data/systems.data.js';

/**
 * Lasting effects of cards as data (RR AKTIONSKARTEN: „Gefechtsbeginn“ cards
 * last for this combat; other cards „in dieser Runde“, „in der folgenden
 * Kommandophase“). A card adds a modifier (`ModifierAdded`, public: the card
 * was shown); each kind is consulted by one rule (`modifiers.rules.ts`
 * names it), and the modifier goes by itself when its expiry comes
 * (`rebellion.evolve.ts`, on the event that marks the moment).
 */
export type ModifierEffect =
  /** RR RÜCKZUG: no unit of `faction` retreats. */
  | { readonly kind: 'no-retreat'; readonly faction: Faction }
  /** RR TAKTIKKARTEN: `faction` plays no tactic card of `theater` in combat round `round`. */
  | { readonly kind: 'no-tactics'; readonly faction: Faction; readonly theater: Theater; readonly round: number }
  /** RR AUSDAUERWERTE: every unit (both sides) in `system` has `delta` health, never less than `min` (nor than printed, if that is less). */
  | { readonly kind: 'health'; readonly system: SystemId; readonly delta: number; readonly min: number }
  /** RR ANGRIFFE ABHANDELN: in each attack of `faction` in `theater`, up to `max` hits of colour `from` count as hits of colour `to`. */
  | { readonly kind: 'recolour-hits'; readonly faction: Faction; readonly theater: Theater; readonly from: DieColour; readonly to: DieColour; readonly max: number }
  /** RR TAKTIKKARTEN: `faction`'s tactic cards lie face up: the other side sees them. */
  | { readonly kind: 'open-tactics'; readonly faction: Faction }
  /** A leader brought in by a card: it cannot retreat, and goes back to its pool when the modifier expires. */
  | { readonly kind: 'on-loan'; readonly leader: LeaderId }
  /** `faction`'s leaders attempt no mission („versuchen“) and use no action card in `system`. */
  | { readonly kind: 'no-missions-or-cards'; readonly faction: Faction; readonly system: SystemId }
  /** RR EINHEITEN BEWEGEN: this leader does not stop its side's units from moving out of `system`. */
  | { readonly kind: 'does-not-pin'; readonly leader: LeaderId; readonly system: SystemId }
  /** RR MISSIONEN AUFDECKEN step 4: no leader is sent from the other side's leader pool against a mission this leader takes part in. */
  | { readonly kind: 'unopposable-from-pool'; readonly leader: LeaderId }
  /** RR MISSIONEN AUFDECKEN step 5: `successes` bonus successes in each mission this leader attempts („Contingency Plan“: Lando Calrissian). */
  | { readonly kind: 'bonus-successes'; readonly leader: LeaderId; readonly successes: number }
  /** RR ZUSTANDSRINGE: the ability of this leader's ring („einmal pro Spielrunde“) has been used. */
  | { readonly kind: 'ring-spent'; readonly leader: LeaderId };

export type ModifierKind = ModifierEffect['kind'];

/**
 * When a modifier goes: at the end of the combat it was added in, at the end
 * of the command phase (the refresh phase begins), at the end of the game
 * round (the next round begins).
 */
export type ModifierExpiry = 'combat' | 'command-phase' | 'round';

export interface Modifier {
  readonly source: ActionCardId | MissionId;
  readonly owner: Faction;
  readonly until: ModifierExpiry;
  readonly effect: ModifierEffect;
}
