import type { EffectFrame, StepHandler, StepResult } from '../../../core/cards/effect.run.js';
import { text } from '../../../core/text.js';
import type { ActionCardId } from '../../data/action-cards.data.js';
import type { LeaderId } from '../../data/leaders.data.js';
import type { Faction } from '../../data/model.types.js';
import { isCaptured, leaderPlace } from '../../board.query.js';
import type { MissionOp } from '../../missions.effects.js';
import { captureLeader } from '../../reactions.flow.js';
import type { Out } from '../../rebellion.out.js';
import { RULES } from '../../rules.cite.js';
import { askLeader } from '../leader.prompt.js';
import { mission, skipped } from './op.kit.js';

type Op = Extract<MissionOp, { op: 'capture-mission-leader' }>;

/**
 * „Capture 1 Rebel leader that attempted that mission“: the window is a
 * secret leader prompt (the choices tell whether the side holds the card);
 * without the card only passing is left. The chosen leader is captured in the
 * mission's system, also one that was just to go along with the rescued
 * leader (FAQ: the Empire decides after the Rebels chose who moves), and the
 * capture is the capture moment, which a card may answer (reactions.flow.ts).
 */
export const captureMissionLeader: StepHandler<{ readonly out: Out }, Op, EffectFrame> = {
  run({ out }, op, frame): StepResult<EffectFrame> {
    if (skipped(op, frame)) return { kind: 'next' };
    const faction = frame.vars.faction as Faction;
    const holds = out.state.hands.actions[faction].includes(frame.card as ActionCardId);
    const m = mission(out);
    return askLeader(out, faction, frame, {
      question: text('Einen Anführer gefangen nehmen, der die Mission versucht hat?', 'Capture a leader that attempted the mission?'),
      leaders: holds ? m.leaders.filter((l) => out.state.leaders[l] !== undefined && !isCaptured(out.state, l)) : [],
      optional: true,
      passLabel: text('Keine Karte ausspielen', 'Play no card'),
      secret: true,
      rule: RULES.actionCards,
    });
  },
  answer({ out }, _op, frame, answer) {
    if (answer.kind === 'pass') return { kind: 'next' };
    const faction = frame.vars.faction as Faction;
    const leader = answer.params.leader as LeaderId;
    const m = mission(out);
    out.emit({ type: 'ActionCardUsed', payload: { faction, card: frame.card as ActionCardId } });
    if (leaderPlace(out.state, leader) !== m.system) out.emit({ type: 'LeadersMoved', payload: { leaders: [leader], to: m.system } });
    return captureLeader(out, leader, frame.then) ? { kind: 'end' } : { kind: 'next' };
  },
};
