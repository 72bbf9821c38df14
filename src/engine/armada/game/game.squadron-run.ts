import type { DecisionBuffer } from '../../core/decision.buffer.js';
import type { PromptAnswer } from '../../core/prompts/prompt.types.js';
import { EngineInvariantError } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { PUBLIC } from '../../core/visibility.view.js';
import { current } from '../attack/attack.rules.js';
import type { SquadronStep } from '../cards/squadron-card.define.js';
import { squadronCard } from '../cards/squadrons.manifest.js';
import { RULE } from '../rules.cite.js';
import { liveSquadrons } from './game.table.js';
import type { ArmadaEvent, ArmadaState, GameSquadron, PendingEffect } from './game.types.js';
import { distanceBetween } from './game.upgrades.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

/*
 * The unique squadrons' abilities in the game (cards/squadrons/): which
 * squadron acts when, and the runner that asks its owner through a core
 * `option` prompt. The queued effect's `ship` is the squadron's id.
 */

export const isSquadronEffect = (e: PendingEffect | undefined): boolean => e?.when === 'squadron-before-damage';

type Guard = Extract<SquadronStep, { op: 'spend-defense-token-to-reduce-damage' }>;

function guardStep(q: GameSquadron): Guard | undefined {
  return squadronCard(q.card)
    ?.effect.filter((a) => a.when === 'before-damage')
    .flatMap((a) => a.steps)
    .find((step) => step.op === 'spend-defense-token-to-reduce-damage');
}

/** Would `q` guard the running attack's defender now: another friendly squadron within its distance, damage to lower, a token to spend? */
function guards(s: ArmadaState, q: GameSquadron): boolean {
  const attack = s.attack;
  if (!attack || attack.status !== 'active' || q.destroyed) return false;
  const record = current(attack);
  const defender = attack.combatants[record.defender];
  const step = guardStep(q);
  if (!step || defender.kind !== 'squadron' || defender.id === q.id || defender.seat !== q.owner || (record.damageTotal ?? 0) <= 0) return false;
  if (!q.defenseTokens.some((t) => t.state !== 'discarded')) return false;
  const d = distanceBetween(s, q.id, defender.id);
  return d !== null && d <= step.distance;
}

/** Before a squadron suffers an attack's damage: the unique squadrons that may lower it (Axe), each as one effect. */
export function squadronTriggers(s: ArmadaState): PendingEffect[] {
  return liveSquadrons(s)
    .filter((q) => guards(s, q))
    .map((q) => ({ ship: q.id, card: q.card, when: 'squadron-before-damage' as const }));
}

/** Runs the squadron effect at the head of the queue: asks the squadron's owner, or spends the token the answer names. */
export function runSquadronEffect(b: Buffer, answer?: PromptAnswer): void {
  const head = b.state.effects[0];
  if (!isSquadronEffect(head)) throw new EngineInvariantError('armada: no squadron effect to run');
  const q = b.state.squadrons.find((v) => v.id === head.ship)!;
  const def = squadronCard(q.card)!;
  if (!answer && guards(b.state, q)) {
    const amount = guardStep(q)!.amount;
    b.emit(
      {
        type: 'EffectPrompted',
        payload: {
          prompt: {
            kind: 'option',
            seat: q.owner,
            question: text(`${def.name.en}: einen Verteidigungsmarker ausgeben, um den Gesamtschaden um ${amount} zu verringern?`, `${def.name.en}: spend a defense token to lower the total damage by ${amount}?`),
            rule: RULE.schluesselwoerterDerStaffeln,
            source: def.id,
            choices: q.defenseTokens.flatMap((t, i) =>
              t.state === 'discarded' ? [] : [{ params: { token: String(i) }, label: text(`${t.type} (${t.state === 'ready' ? 'spielbereit' : 'erschöpft'})`, `${t.type} (${t.state})`) }],
            ),
            optional: true,
            passLabel: text('Keinen Marker ausgeben', 'Spend no token'),
            secret: false,
          },
          frame: { card: def.id, step: 0, vars: { ship: q.id }, then: 'continue' },
        },
      },
      PUBLIC,
    );
    return;
  }
  if (answer?.kind === 'choice') b.emit({ type: 'DamageReducedBySquadron', payload: { squadron: q.id, card: def.id, token: Number(answer.params.token), amount: guardStep(q)!.amount } }, PUBLIC);
  b.emit({ type: 'EffectResolved', payload: head }, PUBLIC);
}
