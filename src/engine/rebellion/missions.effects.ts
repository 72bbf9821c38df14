import type { Text } from '../core/text.js';
import { systemData, type SystemId } from './data/systems.data.js';
import type { Faction, Theater } from './data/model.types.js';
import type { UnitTypeId } from './data/units.data.js';
import type { MissionId } from './data/missions.data.js';
import type { ModifierExpiry } from './modifiers.effects.js';
import type { LeaderId } from './data/leaders.data.js';
import { hasUnits, isShip } from './board.query.js';
import { isImperialSystem, isRebelSystem, type RebellionState, type UnitCounts } from './rebellion.state.js';

/**
 * The mission effect vocabulary (RR MISSIONSKARTEN): where a mission may be
 * attempted or resolved, a bonus to its dice, and what success does. Each
 * card's effect is in its module under `cards/base/`; one interpreter
 * (`mission.flow.ts`) runs them. A card whose effect is null can only be
 * assigned (a bluff) and taken back.
 */

/** Facts about the chosen system a mission's target asks for. */
export type TargetTest =
  | 'populous'
  | 'rebel-system'
  | 'imperial-loyalty'
  | 'imperial-unit'
  /** RR IMPERIALE SYSTEME: Imperial loyalty or a subjugation marker. */
  | 'imperial-system'
  | 'subjugated'
  /** A Star Destroyer or a Super Star Destroyer of the Empire stands there. */
  | 'star-destroyer'
  /** A Death Star, a Star Destroyer or a Super Star Destroyer of the Empire stands there. */
  | 'death-star-or-destroyer'
  /** A blue square resource icon (the Super Star Destroyer's). */
  | 'space-square-icon'
  | 'no-sabotage'
  /** A captured leader is held there (RR GEFANGENE ANFÜHRER). */
  | 'captured-leader'
  /** An Imperial ship stands there. */
  | 'imperial-ship'
  /** No Imperial unit stands there. */
  | 'no-imperial-unit'
  /** Remote: not populous (RR ENTLEGENE SYSTEME). */
  | 'remote'
  | 'no-rebel-unit'
  /** A finished Death Star of the Empire (not one under construction). */
  | 'death-star'
  /** Any system but Coruscant, which is always the Empire's (RR LOYALITÄT). */
  | 'not-coruscant'

export type MissionTarget =
  /** A system passing every test. */
  | { readonly kind: 'system'; readonly where: readonly TargetTest[] }
  /** „Gegen einen Anführer“: a Rebel leader, not captured, standing in a system with an Imperial unit. */
  | { readonly kind: 'rebel-leader-with-imperial-unit' }
  /** „Gegen einen Anführer“ in any system: a Rebel leader in a system, not captured. */
  | { readonly kind: 'rebel-leader' }
  /** The Rebel Base space (its system once the base is revealed). */
  | { readonly kind: 'rebel-base' }
  /** One system printed on the card („Kashyyyk“, „Mon Calamari“). */
  | { readonly kind: 'named'; readonly system: SystemId }
  /** No system: the card's leaders stay on cards („Contingency Plan“: onto a starting mission in hand), RevealMission names only the slot. */
  | { readonly kind: 'none' };

export type MissionAbility =
  | { readonly kind: 'gain-loyalty'; readonly amount: number }
  | { readonly kind: 'place-sabotage' }
  | { readonly kind: 'capture-target' }
  /** RR AUFDECKEN DES REBELLENSTÜTZPUNKTES example: 1 probe card per `per` Rebel units on the Rebel Base space (its system once revealed), at least `atLeast`. */
  | { readonly kind: 'draw-probes'; readonly per: number; readonly atLeast: number }
  /** Look at the top `look` objectives; one goes back on top (into the Rebel's hand with `keep`), the others to the bottom. */
  | { readonly kind: 'arrange-objectives'; readonly look: number; readonly keep?: boolean }
  /** „Forschung und Entwicklung“: draw 2 projects and keep 1, or remove this system's sabotage marker and draw 1. */
  | { readonly kind: 'research-and-development' }
  /** „Schnelle Mobilisierung“: its choice waits for the end of the command phase. */
  | { readonly kind: 'rapid-mobilization' }
  /** Steps of the effect vocabulary below, run by `cards/mission.program.ts` (they may ask the player through prompts). */
  | { readonly kind: 'program'; readonly steps: readonly MissionOp[] };

/**
 * The ops newer mission cards are written in. Each acts in the mission's
 * system for the side that revealed it; `if` runs a step only when an
 * earlier `choose-one` picked that option.
 */
export type MissionOp = (
  /**
   * „Contingency Plan“: the card's leaders onto a starting mission from the
   * hand (a secret choice; face down, revealable later this round); `bonus`:
   * that leader, if among them, gets `successes` in his missions this round.
   */
  | { readonly op: 'move-to-starting-mission'; readonly bonus: { readonly leader: LeaderId; readonly successes: number } }
  | { readonly op: 'gain-loyalty'; readonly amount: number }
  /** The Empire draws `count` probe cards, `portraitExtra` more when the card's portrait leader is among its leaders. */
  | { readonly op: 'draw-probes'; readonly count: number; readonly portraitExtra?: number }
  /** The Empire draws `count` projects into its hand. */
  | { readonly op: 'draw-projects'; readonly count: number }
  /** Up to `health` printed health of enemy units here (of one `theater` if given) destroyed, one unit at a time, the acting side choosing. */
  | { readonly op: 'destroy-units'; readonly health: number; readonly theater?: Theater }
  /** One unit onto the own build queue. */
  | { readonly op: 'queue-unit'; readonly unit: UnitTypeId; readonly space: number }
  /** Units from the supply into the mission's system, or onto the Rebel Base space (its system once revealed) with `at: 'rebel-base'`. */
  | { readonly op: 'gain-units'; readonly units: UnitCounts; readonly at?: 'rebel-base' }
  /** Units onto the own build queue from every resource icon of the system (RR RESSOURCENSYMBOL), as if it built; where icons offer several units the side picks one set (an option prompt). */
  | { readonly op: 'queue-from-icons' }
  | { readonly op: 'remove-sabotage' }
  /** `count` own queued units on space 2 or 3 moved 1 space towards deployment, one at a time (`portraitExtra` more with the portrait leader). */
  | { readonly op: 'advance-queued'; readonly count: number; readonly portraitExtra?: number }
  /** Enemy units on the enemy's build queue, up to `health` printed health in all, one at a time. */
  | { readonly op: 'destroy-queued'; readonly health: number }
  /**
   * The captured leader held in the mission's system rescued: to the Rebel
   * Base space (its system once revealed). `escort`: then the mission's
   * leaders there may go along, the side choosing who (RR GEFANGENE ANFÜHRER
   * RETTEN; an option prompt, passing keeps them there).
   */
  | { readonly op: 'rescue-captive'; readonly escort?: boolean }
  /** The Rebel shows the Empire its whole objective hand, then takes it back hidden. */
  | { readonly op: 'show-objectives' }
  /** The Empire puts 1 objective of the Rebel hand (just shown) on the bottom of the objective deck. */
  | { readonly op: 'bury-shown-objective' }
  /** „Homing Beacon“: the captured leader held in the mission's system is rescued, the Rebel placing it in a system of its choice in the Rebel base's region. */
  | { readonly op: 'rescue-into-base-region' }
  /** The Rebel draws `count` objective cards from the top of the deck. */
  | { readonly op: 'draw-objectives'; readonly count: number }
  /** For every resource icon of the system (none once destroyed), 1 enemy queued unit built by that icon destroyed; the revealing side picks where several unit types match. */
  | { readonly op: 'destroy-queued-by-icons' }
  /** `amount` loyalty in each of up to `systems` populous systems of the mission system's region, chosen one at a time (a system prompt). */
  | { readonly op: 'gain-loyalty-in-region'; readonly amount: number; readonly systems: number }
  /** Every Rebel loyalty marker of the mission system's region removed. */
  | { readonly op: 'remove-rebel-loyalty-in-region' }
  /**
   * An action card's side searches its mission deck or the project deck for
   * one card (of `only`), in secret, then shuffles the deck: into its hand,
   * or face down under a leader shown on the card still in its pool
   * (`assign`). `plays`: a „Spezial“ window; the card must be in the hand, is
   * used once a card is taken, and may be declined (cards/ops/search-deck.op.ts).
   */
  | { readonly op: 'search-deck'; readonly deck: 'missions' | 'projects'; readonly only?: readonly MissionId[]; readonly assign?: boolean; readonly plays?: boolean }
  /** The Rebel looks at the top `count` objectives and puts them all back on top in an order of his choice (a secret order prompt). */
  | { readonly op: 'reorder-top-objectives'; readonly count: number }
  /** `count` probe cards at random from the Empire's hand, put back unseen by the Rebel onto the top or under the probe deck, one at a time (a secret order prompt). */
  | { readonly op: 'put-back-probes'; readonly count: number }
  /** The Rebel truthfully tells the Empire whether his base is in the mission's system (`system`) or its region (`region`). */
  | { readonly op: 'answer-base-question'; readonly scope: 'system' | 'region' }
  /** „Detained“: the mission's target leader, unless captured, is not retrieved at the next refresh phase. */
  | { readonly op: 'detain-target' }
  /** „Collect Bounty“: the target captured, then moved with the mission's leaders to the nearest system with an Imperial unit (the Empire breaks ties). */
  | { readonly op: 'capture-and-deliver' }
  /** „Intercept Transmissions“: the Rebel looks at the top `count` probe cards; the Empire gets those whose system holds an Imperial unit, the rest are shuffled back. */
  | { readonly op: 'intercept-probes'; readonly count: number }
  /** „Interrogation Droid“: the Rebel names `count` systems, one of them his base's, one at a time (a secret system prompt). */
  | { readonly op: 'name-base-systems'; readonly count: number }
  /** „Carbon Freezing“: the leader wearing the captured ring in the mission's system gets the Carbonite ring; the Rebels lose `reputation`. */
  | { readonly op: 'freeze-captive'; readonly reputation: number }
  /** „Lure of the Dark Side“: the captive held in the mission's system (the one who opposed) plays for the Empire from now on; the Rebels lose `reputation` if it is one of `costly`. */
  /** „Seek Yoda“: the revealing side picks one of the mission's leaders (a public leader prompt) to wear the Master Yoda ring (`yoda-ring.rules.ts`). */
  | { readonly op: 'attach-yoda-ring' }
  /** The figure `from`, if it is one of the mission's leaders, swapped for `to` where it stands, with its ring („Seek Yoda“: Luke Skywalker becomes Luke Skywalker (Jedi)). */
  | { readonly op: 'swap-figure'; readonly from: LeaderId; readonly to: LeaderId }
  | { readonly op: 'turn-captive'; readonly reputation: number; readonly costly: readonly LeaderId[] }
  /** 1 unit from the supply into the mission's system for each icon shape, ship or ground unit as the revealing side picks among those its sheet builds with the shape. */
  | { readonly op: 'gain-by-icon'; readonly shapes: readonly ('triangle' | 'circle' | 'square')[] }
  /**
   * Own units into the mission's system, one unit at a time, the revealing
   * side choosing („up to“: it may stop). `from`: the Rebel Base space (its
   * system once revealed), one system of its choice, or any systems; `only`
   * ships or ground units; `limit` per unit type and `max` in all; transport
   * capacity as when moving (`normal`) or not needed (`ignore`);
   * `leadersBlock`: a leader of the side standing at the origin keeps its
   * units there (RR EINHEITEN BEWEGEN) unless the card says otherwise.
   */
  | {
      readonly op: 'move-units';
      readonly from: 'rebel-base' | 'one-system' | 'any-system';
      readonly only?: 'ships' | 'ground';
      readonly limit?: UnitCounts;
      readonly max?: number;
      readonly transport: 'normal' | 'ignore';
      readonly leadersBlock: boolean;
    }
  /**
   * A combat in the mission's system, after all the mission's steps (the card
   * discarded; card_effects.json FAQ), the revealing side active; only where
   * both sides share a theater there (RR GEFECHT) and, with `requires`, that
   * side has units (of that theater) there.
   */
  /**
   * „Independent Operation“: the opponent's ground units here (structures
   * stay) go to one Imperial system of its choice without Rebel ground units,
   * ignoring adjacency and transport (cards/ops/evict-ground-units.op.ts).
   */
  | { readonly op: 'evict-ground-units' }
  | { readonly op: 'resolve-combat'; readonly requires?: { readonly faction: Faction; readonly theater?: Theater } }
  /**
   * „Todesstern bauen“ (RR TODESSTERN BAUEN): a Death Star under construction
   * into the mission's system and a Death Star onto space 3 of the queue,
   * both or neither (with either miniature gone from the supply, nothing).
   */
  | { readonly op: 'build-death-star' }
  /** One own unit from space 1 to `spaces` of the build queue deployed into the mission's system, the side choosing (cards/ops/deploy-queued.op.ts). */
  | { readonly op: 'deploy-queued'; readonly spaces: number }
  /** The mission's system destroyed (RR ZERSTÖRTE SYSTEME; cards/ops/destroy-system.op.ts). */
  | { readonly op: 'destroy-system' }
  /** The revealing side picks one of its leaders in play, not captured (a leader prompt); that leader gets a lasting modifier (cards/ops/mark-own-leader.op.ts). */
  | { readonly op: 'mark-own-leader'; readonly effect: 'unopposable-from-pool'; readonly until: ModifierExpiry }
  /**
   * While `present` stands in the card's system (captured or not), the acting
   * side eliminates one enemy leader of its choice standing there (a leader
   * prompt; RR ANFÜHRER ELIMINIEREN; cards/ops/eliminate-leader.op.ts).
   */
  | { readonly op: 'eliminate-leader'; readonly present: LeaderId }
  /**
   * The side of the card (`vars.faction`), holding it, may capture one leader
   * of the other side that attempted the mission: a secret leader prompt (only
   * pass without the card in hand), the card shown as used, the capture made in
   * the mission's system (cards/ops/capture-mission-leader.op.ts).
   */
  | { readonly op: 'capture-mission-leader' }
  /** The revealing side picks one option; later steps name it in `if`. */
  | { readonly op: 'choose-one'; readonly options: readonly { readonly id: string; readonly label: Text }[] }
) & { readonly if?: string };

export interface MissionEffect {
  readonly target: MissionTarget;
  /** Extra dice for the side attempting it when it has units in the system. */
  readonly bonusDiceWithOwnUnits?: number;
  /** Both sides roll a die for every skill icon of their leaders, of any skill („Interrogation Droid“). */
  readonly allSkillsRoll?: true;
  readonly onSuccess: MissionAbility;
}

export function passesTarget(state: RebellionState, system: SystemId, test: TargetTest): boolean {
  switch (test) {
    case 'populous':
      return systemData(system).populous && !state.systems[system].destroyed;
    case 'rebel-system':
      return isRebelSystem(state, system);
    case 'imperial-loyalty':
      return state.systems[system].loyalty === 'empire';
    case 'imperial-unit':
      return hasUnits(state, system, 'empire');
    case 'imperial-system':
      return isImperialSystem(state, system);
    case 'subjugated':
      return state.systems[system].subjugated;
    case 'star-destroyer':
      return (state.units[system]['star-destroyer'] ?? 0) + (state.units[system]['super-star-destroyer'] ?? 0) > 0;
    case 'death-star-or-destroyer':
      return passesTarget(state, system, 'star-destroyer') || (state.units[system]['death-star'] ?? 0) > 0;
    case 'space-square-icon':
      return systemData(system).resourceIcons.includes('space-square') && !state.systems[system].destroyed;
    case 'no-sabotage':
      return !state.systems[system].sabotaged;
    case 'remote':
      return !systemData(system).populous;
    case 'no-rebel-unit':
      return !hasUnits(state, system, 'rebel');
    case 'death-star':
      return (state.units[system]['death-star'] ?? 0) > 0;
    case 'not-coruscant':
      return !systemData(system).coruscant;
    case 'captured-leader':
      return Object.values(state.leaders).some((l) => (l?.ring === 'captured' || l?.ring === 'carbonite') && l.location.kind === 'system' && l.location.system === system);
    case 'imperial-ship':
      return hasUnits(state, system, 'empire', isShip);
    case 'no-imperial-unit':
      return !hasUnits(state, system, 'empire');
  }
}
