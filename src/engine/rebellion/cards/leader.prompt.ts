import type { EffectFrame, StepResult } from '../../core/cards/effect.run.js';
import type { PromptChoice } from '../../core/prompts/prompt.types.js';
import { text, type Text } from '../../core/text.js';
import { leaderData, type LeaderId } from '../data/leaders.data.js';
import { systemData } from '../data/systems.data.js';
import type { Faction } from '../data/model.types.js';
import { textOf } from '../rebellion.label.js';
import type { Out } from '../rebellion.out.js';
import { seatOf, type RebellionState } from '../rebellion.state.js';
import { RULES } from '../rules.cite.js';

/**
 * Rebellion's side of core's `leader` prompt: a card asks for one leader
 * (answered `{type: 'ChooseLeader', leader}`, the id checked by
 * `parseAction`). Each choice is labelled with the leader's name and where
 * it stands, and grouped by that place, in both languages. Legal actions,
 * validation of the answer, the secret stand-in and the `PromptAnswered`
 * event are core's and `prompt.decide.ts`'s, as for every prompt kind.
 */

/** Where a leader stands, as the board shows it (RR FÜHRUNGSZENTRUM, RR ZUWEISUNGSPHASE). */
function whereText(state: RebellionState, leader: LeaderId): Text {
  const location = state.leaders[leader]?.location;
  switch (location?.kind) {
    case 'system':
      return textOf(systemData(location.system).name);
    case 'rebel-base':
      return text('Feld „Rebellenstützpunkt“', '"Rebel Base" space');
    case 'mission':
      return text('auf einer Missionskarte', 'on a mission card');
    case 'pool':
    case undefined:
      return text('Führungszentrum', 'leader pool');
  }
}

/** One choice of a leader prompt: `{leader}`, labelled „Name (Ort)“, grouped by place. */
export function leaderChoice(state: RebellionState, leader: LeaderId): PromptChoice {
  const name = textOf(leaderData(leader).name);
  const where = whereText(state, leader);
  return { params: { leader }, label: text(`${name.de} (${where.de})`, `${name.en} (${where.en})`), group: where };
}

export interface LeaderQuestion {
  readonly question: Text;
  readonly leaders: readonly LeaderId[];
  /** A „may“: the side may choose nobody (`PassChoice`, read as `passLabel`). */
  readonly optional: boolean;
  readonly passLabel?: Text;
  /** Only the asked side sees the choices (a card played from a secret hand). */
  readonly secret: boolean;
  /** The glossary entry the question rests on; a mission's (RR MISSIONEN AUFDECKEN) unless given. */
  readonly rule?: string;
}

/**
 * A card's program asks `faction` for one leader. With no leader to choose
 * the step goes on without asking, unless the prompt is secret: then whether
 * there is a choice is the side's secret too, and it is asked all the same.
 */
export function askLeader(out: Out, faction: Faction, frame: EffectFrame, q: LeaderQuestion): StepResult<EffectFrame> {
  if (q.leaders.length === 0 && !q.secret) return { kind: 'next' };
  const prompt = {
    kind: 'leader',
    seat: seatOf(out.state, faction),
    question: q.question,
    rule: q.rule ?? RULES.revealMission,
    source: frame.card,
    choices: q.leaders.map((l) => leaderChoice(out.state, l)),
    optional: q.optional,
    ...(q.passLabel === undefined ? {} : { passLabel: q.passLabel }),
    secret: q.secret,
  } as const;
  return { kind: 'ask', prompt, frame };
}
