import type { Seat } from '../../core/visibility.view.js';
import { DIE_COLORS, type DefenseTokenType } from '../catalog/catalog.types.js';
import { hasKeyword, keywordValue } from '../catalog/keyword.rules.js';
import {
  attackerIsLarger,
  attackerOf,
  coloursInPool,
  current,
  defenderOf,
  followUp,
  live,
  redirectZones,
  squadronCard,
  substituteBlock,
  tokenBlock,
} from './attack.rules.js';
import { SUBSTITUTE_EFFECTS, type AttackAction, type AttackState, type SubstituteEffect } from './attack.types.js';

/** Who decides next: the attacker or the defender of the current attack, or nobody. */
export function decidingSeat(state: AttackState): Seat | null {
  if (state.status !== 'active') return null;
  const a = current(state);
  switch (a.step) {
    case 'obstruction':
    case 'roll':
    case 'effects':
    case 'critical':
      return attackerOf(state).seat;
    case 'defense':
    case 'redirect':
    case 'followUp':
      return defenderOf(state).seat;
    case 'damage':
    case 'resolve':
    case 'ended':
      return null;
  }
}

/** Every action `seat` may take now; a finite list a bot can pick from. */
export function legalAttackActions(state: AttackState, seat: Seat): AttackAction[] {
  if (decidingSeat(state) !== seat) return [];
  const a = current(state);
  const attacker = attackerOf(state);
  const defender = defenderOf(state);
  switch (a.step) {
    case 'obstruction':
      return DIE_COLORS.filter((c) => a.pool[c] > 0).map((color) => ({ type: 'RemoveObstructedDie', color }));
    case 'roll':
      return [{ type: 'RollAttackDice' }];
    case 'effects': {
      const out: AttackAction[] = [];
      const dice = live(a.dice);
      if (attacker.kind === 'ship' && a.kind === 'normal') {
        if (attacker.concentrateFireDial && !a.concentrateFireDialUsed) for (const color of coloursInPool(a)) out.push({ type: 'SpendConcentrateFireDial', color });
        if (attacker.concentrateFireToken && !a.concentrateFireTokenUsed) for (const { index } of dice) out.push({ type: 'SpendConcentrateFireToken', die: index });
      }
      if (attacker.kind === 'squadron' && defender.kind === 'squadron') {
        const card = squadronCard(attacker);
        if (hasKeyword(card, 'Swarm') && a.swarmEligible && !a.swarmUsed) for (const { index } of dice) out.push({ type: 'RerollWithSwarm', die: index });
        const ai = keywordValue(card, 'AI: Anti-Squadron') ?? 0;
        if (attacker.activatedBySquadronCommand && a.aiDiceAdded < ai) for (const color of coloursInPool(a)) out.push({ type: 'AddAntiSquadronDie', color });
      }
      for (const { die, index } of dice) {
        if (die.face !== 'accuracy' || die.spent) continue;
        defender.defenseTokens.forEach((t, token) => {
          if (t.state !== 'discarded' && !a.lockedTokens.includes(token)) out.push({ type: 'SpendAccuracy', die: index, token });
        });
      }
      out.push({ type: 'FinishAttackEffects' });
      return out;
    }
    case 'defense': {
      const out: AttackAction[] = [];
      const dice = live(a.dice).map((d) => d.index);
      const spend = (token: number, effect: DefenseTokenType, as?: SubstituteEffect) => {
        const base = { type: 'SpendDefenseToken', token, ...(as ? { as } : {}) } as const;
        switch (effect) {
          case 'redirect':
            for (const zone of redirectZones(state)) out.push({ ...base, zone });
            return;
          case 'evade':
            for (const d of dice) out.push({ ...base, dice: [d] });
            if (attackerIsLarger(state)) for (const d1 of dice) for (const d2 of dice) if (d1 < d2) out.push({ ...base, dice: [d1, d2] });
            return;
          case 'brace':
          case 'scatter':
          case 'contain':
          case 'salvo':
            out.push(base);
            return;
        }
      };
      defender.defenseTokens.forEach((t, token) => {
        if (tokenBlock(state, token) === null) spend(token, t.type);
      });
      // Tokens spent for a card's effect instead of their own (Sa Nalaor, Reactive Gunnery).
      for (const effect of SUBSTITUTE_EFFECTS) defender.defenseTokens.forEach((_, token) => substituteBlock(state, token, effect) === null && spend(token, effect, effect));
      out.push({ type: 'FinishDefenseTokens' });
      return out;
    }
    case 'critical':
      return [{ type: 'ResolveStandardCritical' }, { type: 'SkipCritical' }];
    case 'redirect': {
      const max = maxRedirect(state);
      return Array.from({ length: max + 1 }, (_, amount) => ({ type: 'RedirectDamage', amount }));
    }
    case 'followUp': {
      const f = followUp(state);
      if (!f) return [];
      return [{ type: f.kind === 'salvo' ? 'PerformSalvo' : 'PerformCounter' }, { type: 'DeclineFollowUp' }];
    }
    case 'damage':
    case 'resolve':
    case 'ended':
      return [];
  }
}

/** The most damage the redirect zone's shields can take. */
export function maxRedirect(state: AttackState): number {
  const a = current(state);
  const defender = defenderOf(state);
  if (a.redirectZone === null || defender.kind !== 'ship' || a.damageTotal === null) return 0;
  return Math.min(a.damageTotal, defender.shields[a.redirectZone]);
}
