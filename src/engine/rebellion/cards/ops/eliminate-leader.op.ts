import type { EffectFrame, StepHandler, StepResult } from '../../../core/cards/effect.run.js';
import { text } from '../../../core/text.js';
import { LEADER_IDS, leaderData, type LeaderId } from '../../data/leaders.data.js';
import type { Faction } from '../../data/model.types.js';
import type { SystemId } from '../../data/systems.data.js';
import { leaderPlace, other } from '../../board.query.js';
import type { MissionOp } from '../../missions.effects.js';
import { textOf } from '../../rebellion.label.js';
import type { Out } from '../../rebellion.out.js';
import { leaderSide } from '../../rebellion.state.js';
import { RULES } from '../../rules.cite.js';
import { askLeader } from '../leader.prompt.js';
import { skipped } from './op.kit.js';

type Op = Extract<MissionOp, { op: 'eliminate-leader' }>;

/**
 * „Eliminate one enemy leader of your choice from that system“ (RR ANFÜHRER
 * ELIMINIEREN), for a card that acts for a side in a system (`vars.faction`,
 * `vars.system`: an objective played in a combat). A public leader prompt:
 * the card lies face up. A leader that left the system (a retreat) is not
 * there, so it is neither a choice nor makes `present` count.
 */
export const eliminateLeader: StepHandler<{ readonly out: Out }, Op, EffectFrame> = {
  run({ out }, op, frame): StepResult<EffectFrame> {
    if (skipped(op, frame)) return { kind: 'next' };
    const faction = frame.vars.faction as Faction;
    const system = frame.vars.system as SystemId;
    if (leaderPlace(out.state, op.present) !== system) return { kind: 'next' };
    const enemies = LEADER_IDS.filter((l): l is LeaderId => leaderSide(out.state, l) === other(faction) && leaderPlace(out.state, l) === system);
    const present = textOf(leaderData(op.present).name);
    return askLeader(out, faction, frame, {
      question: text(`${present.de} ist hier: Welcher gegnerische Anführer wird eliminiert?`, `${present.en} is here: which enemy leader is eliminated?`),
      leaders: enemies,
      optional: false,
      secret: false,
      rule: RULES.objectives,
    });
  },
  answer({ out }, _op, _frame, answer) {
    if (answer.kind === 'choice') out.emit({ type: 'LeaderEliminated', payload: { leader: answer.params.leader as LeaderId } });
    return { kind: 'next' };
  },
};
