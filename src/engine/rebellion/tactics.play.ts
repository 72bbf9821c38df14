import type { Rng } from '../core/rng.random.js';
import { BLACK_DIE, RED_DIE } from './data/dice.data.js';
import { unitType } from './data/units.data.js';
import { isShip, other, typesAt } from './board.query.js';
import { drawTactics } from './combat.flow.js';
import { distinct, oneOrTwo } from './combat.legal.js';
import { targets } from './combat.rules.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { Out } from './rebellion.out.js';
import type { CombatState, DieRoll, RebellionState } from './rebellion.state.js';
import type { TacticEffect } from './tactics.effects.js';

/**
 * The one interpreter of the tactic effect vocabulary (`tactics.effects.ts`):
 * per kind, the ways the attacker may play a card (its legal actions'
 * parameters, `combat.legal.ts`) and what playing it does (its events,
 * `combat.decide.ts`), side by side so they cannot drift apart. Block cards
 * are the defender's and played in the block step (`blockPlays`, `block`).
 */

export type PlayTactic = Extract<RebellionAction, { type: 'PlayTactic' }>;

interface TacticPlay<E extends TacticEffect> {
  /** Parameter sets the attacker may play the card with now (before the special die, if one is needed). */
  options(state: RebellionState, c: CombatState, effect: E): object[];
  /** The card's events once played with `play`; the card itself and the die spent are written by the caller. */
  apply(out: Out, effect: E, play: PlayTactic, rng: Rng): void;
}

const current = (out: Out): CombatState => out.state.phase as CombatState;
const enemyOf = (c: CombatState) => other(c.attack!.attacker);
const enemyTargets = (state: RebellionState, c: CombatState) => targets(state, c, enemyOf(c), c.attack!.theater);
const once = () => [{}];

export const TACTIC_PLAYS: { readonly [K in TacticEffect['kind']]: TacticPlay<Extract<TacticEffect, { kind: K }>> } = {
  reroll: {
    options(_state, c, effect) {
      const kinds = distinct(c.attack!.dice.filter((d) => !d.used).map((d) => ({ colour: d.colour, face: d.face })));
      const count = (k: DieRoll) => c.attack!.dice.filter((d) => !d.used && d.colour === k.colour && d.face === k.face).length;
      const sets: DieRoll[][] = kinds.map((k) => [k]);
      kinds.forEach((a, i) => kinds.forEach((b, j) => (j > i || (j === i && count(a) >= 2)) && sets.push([a, b])));
      return sets.filter((set) => set.length <= effect.dice).map((set) => ({ dice: set }));
    },
    apply(out, _effect, play, rng) {
      // RR ANGRIFFE ABHANDELN: the dice of one ability are rerolled together.
      const indices: number[] = [];
      for (const d of play.dice!) {
        const i = current(out).attack!.dice.findIndex((x, k) => !x.used && !indices.includes(k) && x.colour === d.colour && x.face === d.face);
        indices.push(i);
      }
      const faces = indices.map((i) => rng.roll(current(out).attack!.dice[i].colour === 'red' ? RED_DIE : BLACK_DIE));
      out.emit({ type: 'DiceRerolled', payload: { indices, faces } });
    },
  },
  'free-damage': {
    options: once,
    apply(out, effect) {
      out.emit({ type: 'FreeDamageAdded', payload: { amount: effect.amount } });
    },
  },
  'damage-one': {
    options: (state, c) => enemyTargets(state, c).map((target) => ({ target })),
    apply(out, effect, play) {
      out.emit({ type: 'DamageAssigned', payload: { faction: enemyOf(current(out)), target: play.target!, amount: effect.amount, source: 'card' } });
    },
  },
  'damage-each': {
    options: (state, c, effect) => oneOrTwo(state, c, enemyOf(c), enemyTargets(state, c), effect.units).map((t) => ({ targets: t })),
    apply(out, _effect, play) {
      // Two equal references name two different units: the first one's damage changes its reference, not the other's.
      const enemy = enemyOf(current(out));
      for (const target of play.targets!) out.emit({ type: 'DamageAssigned', payload: { faction: enemy, target, amount: 1, source: 'card' } });
    },
  },
  'no-block': {
    options: once,
    apply(out) {
      out.emit({ type: 'BlockingForbidden', payload: { faction: enemyOf(current(out)) } });
    },
  },
  draw: {
    options: () => [{ decks: 'space' }, { decks: 'ground' }, { decks: 'mixed' }],
    apply(out, effect, play, rng) {
      const faction = current(out).attack!.attacker;
      if (play.decks === 'mixed') {
        drawTactics(out, faction, 'space', 1, rng);
        drawTactics(out, faction, 'ground', 1, rng);
      } else drawTactics(out, faction, play.decks!, effect.cards, rng);
    },
  },
  bombard: {
    options: (state, c) => typesAt(state.units[c.system], c.attack!.attacker, (u) => isShip(u) && unitType(u).attack.red > 0).map((ship) => ({ ship })),
    apply(out, _effect, play) {
      out.emit({ type: 'FreeDamageAdded', payload: { amount: unitType(play.ship!).attack.red } });
    },
  },
  escape: {
    options: once,
    apply(out) {
      out.emit({ type: 'EscapePlanned', payload: { faction: current(out).attack!.attacker } });
    },
  },
  'no-retreat': {
    options: once,
    apply(out) {
      out.emit({ type: 'RetreatForbidden', payload: { faction: enemyOf(current(out)) } });
    },
  },
  block: {
    options: () => [],
    apply() {},
  },
};

/** The parameter sets of any tactic effect. */
export const tacticOptions = (state: RebellionState, c: CombatState, effect: TacticEffect): object[] =>
  (TACTIC_PLAYS[effect.kind] as TacticPlay<TacticEffect>).options(state, c, effect);

/** Plays any tactic effect. */
export const applyTactic = (out: Out, effect: TacticEffect, play: PlayTactic, rng: Rng): void => (TACTIC_PLAYS[effect.kind] as TacticPlay<TacticEffect>).apply(out, effect, play, rng);
