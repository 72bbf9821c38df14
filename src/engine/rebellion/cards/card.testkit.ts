import { expect } from '@jest/globals';
import { accepted, refused, when } from '../../core/decider.testkit.js';
import type { Emitted } from '../../core/game.contract.js';
import { missionData } from '../data/cards.data.js';
import type { MissionId } from '../data/missions.data.js';
import { LEADERS, type LeaderId } from '../data/leaders.data.js';
import { FACTIONS } from '../data/model.types.js';
import { rebellionGame as game } from '../rebellion.game.js';
import { legalActions } from '../rebellion.legal.js';
import type { RebellionState } from '../rebellion.state.js';
import { EMPIRE, given, play, REBEL } from '../rebellion.testkit.js';
import type { MissionCard, ObjectiveCard } from './card.types.js';

const seatOf = (faction: 'empire' | 'rebel') => (faction === 'empire' ? EMPIRE : REBEL);

/** The two leaders of a side with the most icons of a skill (ties: catalogue order). */
export function bestLeaders(faction: 'empire' | 'rebel', card: MissionId): LeaderId[] {
  const s = missionData(card).skill;
  return LEADERS.filter((l) => l.faction === faction && l.id !== 'luke-skywalker-jedi')
    .map((l, i) => ({ id: l.id, n: l.skills[s], i }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, 2)
    .map((l) => l.id);
}

/** A command phase turn of the card's side with the card face down under its two best leaders for the card's skill. */
export function assignedPosition(card: MissionCard): RebellionState {
  const faction = card.faction === 'empire' ? 'empire' : 'rebel';
  const leaders = bestLeaders(faction, card.id);
  return given({
    phase: 'command',
    ...(faction === 'empire' ? { turn: 'empire', passed: ['rebel'] } : {}),
    rebelBase: { system: 'dantooine' },
    assigned: { [faction]: [{ card: card.id, leaders }] },
  });
}

const names = (s: RebellionState, seat: number, id: string) => legalActions(s, seat).filter((a) => JSON.stringify(a).includes(`"${id}"`));

/** An objective not played yet: held by the Rebel, never offered in the refresh objective window. */
export function expectObjectiveHeldOnly(card: ObjectiveCard): void {
  expect(card.effect).toBeNull();
  const s = given({ phase: 'command', turn: 'rebel', rebelBase: { system: 'dantooine' }, hands: { rebel: { objectives: [card.id] } } });
  for (const f of FACTIONS) expect(names(s, seatOf(f), card.id)).toEqual([]);
  expect(s.hands.objectives).toEqual([card.id]);
}

export const act = (s: RebellionState, seat: number, action: object, dice: string[] = []) => accepted(when<RebellionState>(game, s, seat, action, dice));
export const no = (s: RebellionState, seat: number, action: object) => refused(when(game, s, seat, action));
export const payloads = (emitted: readonly { event: { type: string; payload: unknown } }[], type: string) => emitted.filter((e) => e.event.type === type).map((e) => e.event.payload);

/** The Rebel's command phase turn with missions assigned; the Empire's leaders in its pool. */
export const rebelTurn = (position: object) => given({ phase: 'command', rebelBase: { system: 'dantooine' }, ...position });
/** The Empire's turn after the Rebel passed. */
export const imperialTurn = (position: object) => given({ phase: 'command', turn: 'empire', passed: ['rebel'], rebelBase: { system: 'dantooine' }, ...position });
/** The assignment phase, the side holding `actions`. */
export const withCards = (faction: 'empire' | 'rebel', actions: string[], position: object = {}) =>
  given({ phase: 'assignment', turn: faction, hands: { [faction]: { actions } }, rebelBase: { system: 'dantooine' }, ...position });

/** Both sides pass in a command phase set up from `position`: the refresh phase begins, with the objective window if the Rebel has a playable objective. */
export const refreshWindow = (position: object) =>
  play(given({ phase: 'command', rebelBase: { system: 'dantooine' }, ...position }), [REBEL, { type: 'Pass' }], [EMPIRE, { type: 'Pass' }]);

const playableObjectives = (s: RebellionState) => legalActions(s, REBEL).flatMap((a) => (a.type === 'PlayObjective' ? [a.card] : []));

/**
 * A „Zu Beginn der Auffrischphase“ objective: offered and worth `reputation`
 * where `meets` holds its requirement, refused (OBJECTIVE_REQUIREMENT_NOT_MET)
 * where `fails` does not.
 */
export function expectRefreshObjective(card: ObjectiveCard, meets: object, fails: object, reputation: number): RebellionState {
  const held = (position: object) => ({ ...position, hands: { rebel: { objectives: [card.id] } } });
  const yes = refreshWindow(held(meets));
  expect(playableObjectives(yes)).toEqual([card.id]);
  const played = act(yes, REBEL, { type: 'PlayObjective', card: card.id });
  expect(yes.reputation - played.state.reputation).toBe(reputation);
  const not = refreshWindow(held(fails));
  expect(playableObjectives(not)).toEqual([]);
  expect(not.hands.objectives).toEqual([card.id]);
  return played.state;
}

/**
 * The card's side reveals it (assigned to its two best leaders for the card's
 * skill) against `target`; an opponent asked to oppose declines. Returns
 * every event and the state after.
 */
export function revealUnopposed(card: MissionCard, target: object, position: object = {}): { emitted: Emitted[]; state: RebellionState } {
  const faction = card.faction === 'empire' ? 'empire' : 'rebel';
  const s = (faction === 'empire' ? imperialTurn : rebelTurn)({ assigned: { [faction]: [{ card: card.id, leaders: bestLeaders(faction, card.id) }] }, ...position });
  const revealed = act(s, seatOf(faction), { type: 'RevealMission', slot: 0, ...target });
  const opponent = faction === 'empire' ? 'rebel' : 'empire';
  if (!legalActions(revealed.state, seatOf(opponent)).some((a) => a.type === 'DeclineOpposition')) return revealed;
  const declined = act(revealed.state, seatOf(opponent), { type: 'DeclineOpposition' });
  return { emitted: [...revealed.emitted, ...declined.emitted], state: declined.state };
}

/** The mission's side may reveal it exactly against these systems. */
export function revealTargets(card: MissionCard, position: object = {}): string[] {
  const faction = card.faction === 'empire' ? 'empire' : 'rebel';
  const s = (faction === 'empire' ? imperialTurn : rebelTurn)({ assigned: { [faction]: [{ card: card.id, leaders: bestLeaders(faction, card.id) }] }, ...position });
  return legalActions(s, seatOf(faction)).flatMap((a) => (a.type === 'RevealMission' && 'system' in a ? [a.system as string] : []));
}
