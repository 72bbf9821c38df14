import type { EffectFrame, StepHandler, StepResult } from '../../../core/cards/effect.run.js';
import { text } from '../../../core/text.js';
import { missionData } from '../../data/cards.data.js';
import type { MissionId } from '../../data/missions.data.js';
import type { Faction } from '../../data/model.types.js';
import type { MissionOp } from '../../missions.effects.js';
import { textOf } from '../../rebellion.label.js';
import type { Out } from '../../rebellion.out.js';
import { ask } from './op.kit.js';

type Op = Extract<MissionOp, { op: 'move-to-starting-mission' }>;

/** The side whose card this is (`startCardProgram` names it), and the face-down slot its leaders wait on. */
const side = (frame: EffectFrame): Faction => frame.vars.faction as Faction;
const slotOf = (out: Out, frame: EffectFrame): number => out.state.assigned[side(frame)].findIndex((a) => a.card === frame.card);

/**
 * „Contingency Plan“ (card_effects.json: the leaders onto one of your
 * starting missions in hand, even one used this round; revealable later this
 * round). The choice is a secret `card` prompt, since the hand is secret
 * (RR STARTMISSIONEN: cards in hand are kept from the opponent); the move is
 * told to the owner alone, the Empire sees the slot still face down. With no
 * starting mission in hand the prompt is asked all the same (its pass then
 * reads „back to the leader pool“): the leaders leave the discarded card.
 */
export const moveToStartingMission: StepHandler<{ readonly out: Out }, Op, EffectFrame> = {
  run({ out }, _op, frame): StepResult<EffectFrame> {
    const faction = side(frame);
    const starting = [...new Set(out.state.hands.missions[faction].filter((c) => missionData(c).starting))];
    return ask(out, faction, frame, {
      kind: 'card',
      question: text('Auf welche Startmission deiner Hand kommen die Anführer?', 'Which starting mission in your hand do the leaders go onto?'),
      choices: starting.map((card) => ({ params: { card }, label: textOf(missionData(card).name) })),
      optional: starting.length === 0,
      ...(starting.length === 0 ? { passLabel: text('Keine Startmission auf der Hand: Anführer ins Führungszentrum', 'No starting mission in hand: leaders to the leader pool') } : {}),
      secret: true,
    });
  },
  answer({ out }, op, frame, answer) {
    const faction = side(frame);
    const slot = slotOf(out, frame);
    const leaders = out.state.assigned[faction][slot].leaders;
    const card = frame.card as MissionId;
    const onto = answer.kind === 'choice' ? (answer.params.card as MissionId) : null;
    out.emit({ type: 'LeadersMovedToStartingMission', payload: { faction, slot, card: onto } });
    out.emit({ type: 'MissionCardDiscarded', payload: { faction, card } });
    if (answer.kind === 'choice' && leaders.includes(op.bonus.leader))
      out.emit({
        type: 'ModifierAdded',
        payload: { modifier: { source: card, owner: faction, until: 'round', effect: { kind: 'bonus-successes', leader: op.bonus.leader, successes: op.bonus.successes } } },
      });
    return { kind: 'next' };
  },
};
