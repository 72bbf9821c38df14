import type { EffectFrame, StepHandler, StepResult } from '../../../core/cards/effect.run.js';
import { text } from '../../../core/text.js';
import { LEADER_IDS, type LeaderId } from '../../data/leaders.data.js';
import { isCaptured } from '../../board.query.js';
import type { MissionOp } from '../../missions.effects.js';
import type { Out } from '../../rebellion.out.js';
import { leaderSide } from '../../rebellion.state.js';
import { askLeader } from '../leader.prompt.js';
import { mission, skipped } from './op.kit.js';

type Op = Extract<MissionOp, { op: 'mark-own-leader' }>;

/** The revealing side's leaders in play and free: a captured leader takes part in no mission. */
const ownLeaders = (out: Out): LeaderId[] => {
  const faction = mission(out).faction;
  return LEADER_IDS.filter((l) => leaderSide(out.state, l) === faction && out.state.leaders[l] !== undefined && !isCaptured(out.state, l));
};

/**
 * „Pick 1 of your leaders“: a public leader prompt (the mission card is face
 * up), then the leader's lasting modifier (`ModifierAdded`, public), gone when
 * `until` comes (rebellion.evolve.ts).
 */
export const markOwnLeader: StepHandler<{ readonly out: Out }, Op, EffectFrame> = {
  run({ out }, op, frame): StepResult<EffectFrame> {
    if (skipped(op, frame)) return { kind: 'next' };
    return askLeader(out, mission(out).faction, frame, {
      question: text('Welcher deiner Anführer?', 'Which of your leaders?'),
      leaders: ownLeaders(out),
      optional: false,
      secret: false,
    });
  },
  answer({ out }, op, _frame, answer) {
    if (answer.kind === 'choice') {
      const m = mission(out);
      const leader = answer.params.leader as LeaderId;
      out.emit({ type: 'ModifierAdded', payload: { modifier: { source: m.card, owner: m.faction, until: op.until, effect: { kind: op.effect, leader } } } });
    }
    return { kind: 'next' };
  },
};
