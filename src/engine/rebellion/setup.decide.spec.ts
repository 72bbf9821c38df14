import { onlySeats, PUBLIC, SERVER_ONLY } from '../core/visibility.view.js';
import { actionCardData } from './data/cards.data.js';
import { MISSIONS } from './data/missions.data.js';
import { SYSTEM_IDS } from './data/systems.data.js';
import { legalActions, pending } from './rebellion.legal.js';
import type { RebellionState } from './rebellion.state.js';
import { accepted, refused, when } from '../core/decider.testkit.js';
import { rebellionGame as game } from './rebellion.game.js';
import { afterSetup, last, playTo, types } from './rebellion.testkit.js';

const EMPIRE = 0;
const REBEL = 1;

const hasImmediate = (s: RebellionState) =>
  s.decks.startingActions.rebel.slice(0, 2).some((c) => actionCardData(c).timing === 'immediate');

/** The first seed (of a fixed list) whose Rebel is dealt a „Sofort“ card, or is not. */
function seedWhere(immediate: boolean): string {
  for (let i = 0; i < 200; i++) if (hasImmediate(last(afterSetup(`deal-${i}`, { imperialSeat: EMPIRE }).states)) === immediate) return `deal-${i}`;
  throw new Error('no such seed');
}

/** Both placements done, the Rebel's confirmation still to come. */
function beforeRebelConfirms(seed: string) {
  const p = playTo(seed, (s) => s.phase.kind === 'placement' && s.phase.faction === 'rebel' && Object.keys(s.phase.remaining).length === 0);
  return { state: last(p.states) };
}

function atBaseChoice(seed: string) {
  return { state: last(playTo(seed, (s) => s.phase.kind === 'base-choice').states) };
}

describe('rebellion:aktionskarten setup step 8-IV: starting action cards', () => {
  it('when the Rebel confirms his placement, then each side is dealt 2 starting action cards only it sees, and the rest leave the game', () => {
    const { state } = beforeRebelConfirms(seedWhere(false));
    const { emitted, state: after } = accepted(when(game, state, REBEL, { type: 'ConfirmPlacement' }));
    expect(types(emitted)).toEqual(['PlacementConfirmed', 'StartingActionCardsDealt', 'StartingActionCardsDealt', 'SetupStepBegan']);
    const [, empireDeal, rebelDeal] = emitted;
    expect(empireDeal.visibility).toEqual(onlySeats(EMPIRE));
    expect(rebelDeal.visibility).toEqual(onlySeats(REBEL));
    expect(rebelDeal.redacted).toEqual({ faction: 'rebel', count: 2 });
    for (const faction of ['empire', 'rebel'] as const) {
      expect(after.hands.actions[faction]).toEqual(state.decks.startingActions[faction].slice(0, 2));
      for (const c of after.hands.actions[faction]) expect(actionCardData(c)).toMatchObject({ faction, starting: true });
      expect(after.decks.startingActions[faction]).toEqual([]);
    }
    expect(after.phase).toEqual({ kind: 'base-choice' });
  });

  describe('a „Sofort“ card (rebellion:zustandsringe)', () => {
    const seed = seedWhere(true);
    const dealt = () => accepted(when(game, beforeRebelConfirms(seed).state, REBEL, { type: 'ConfirmPlacement' }));
    const waiting = (s: RebellionState) => (s.phase.kind === 'immediate-action-cards' ? [...s.phase.pending.rebel] : []);

    it('given one dealt, then it is revealed to everybody and must be resolved before the base is chosen', () => {
      const { emitted, state } = dealt();
      const revealed = emitted.filter((e) => e.event.type === 'ImmediateActionCardRevealed');
      expect(revealed.length).toBeGreaterThan(0);
      for (const e of revealed) expect(e.visibility).toEqual(PUBLIC);
      expect(state.phase.kind).toBe('immediate-action-cards');
      expect(pending(state).map((p) => p.seat)).toEqual([REBEL]);
      expect(legalActions(state, EMPIRE)).toEqual([]);
    });

    it('when its ring goes onto a leader not in play or of the Empire, then RING_NEEDS_OWN_LEADER_IN_PLAY', () => {
      const { state } = dealt();
      const [card] = waiting(state);
      for (const leader of ['darth-vader', 'han-solo'])
        expect(refused(when(game, state, REBEL, { type: 'AttachRing', card, leader }))).toMatchObject({
          code: 'RING_NEEDS_OWN_LEADER_IN_PLAY',
          rule: 'rebellion:zustandsringe',
        });
    });

    it('when a card is named that is not waiting, then CARD_NOT_WAITING_TO_BE_RESOLVED', () => {
      const { state } = dealt();
      // „Rebel Planning“ is a starting card, but a „Zuweisung“ one: never waiting here.
      const v = refused(when(game, state, REBEL, { type: 'AttachRing', card: 'rebel-planning', leader: 'mon-mothma' }));
      expect(v).toMatchObject({ code: 'CARD_NOT_WAITING_TO_BE_RESOLVED', rule: 'rebellion:aktionskarten' });
    });

    it('when every ring is attached to a starting leader, then the base choice begins', () => {
      let { state } = dealt();
      const cards = waiting(state);
      for (const card of cards) {
        const result = accepted(when(game, state, REBEL, { type: 'AttachRing', card, leader: 'princess-leia' }));
        expect(result.emitted[0]).toEqual({ event: { type: 'RingAttached', payload: { faction: 'rebel', card, leader: 'princess-leia' } }, visibility: PUBLIC });
        state = result.state;
      }
      expect(state.leaders['princess-leia']!.ring).toBe(cards[cards.length - 1]);
      expect(state.phase).toEqual({ kind: 'base-choice' });
    });
  });
});

describe('rebellion:rebellenstuetzpunkt setup step 9: the secret base', () => {
  const seed = seedWhere(false);

  it('offers the Rebel every card of the probe deck, sorted, and the Empire nothing', () => {
    const { state } = atBaseChoice(seed);
    const choices = legalActions(state, REBEL).map((a) => (a.type === 'ChooseBase' ? a.system : null));
    expect(choices).toEqual([...state.decks.probe].sort());
    expect(choices).toHaveLength(26);
    expect(legalActions(state, EMPIRE)).toEqual([]);
    expect(pending(state)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'base-choice' })]);
  });

  it('when the Empire tries to choose, then NOT_YOUR_DECISION, and the message names no system', () => {
    const { state } = atBaseChoice(seed);
    const v = refused(when(game, state, EMPIRE, { type: 'ChooseBase', system: state.decks.probe[0] }));
    expect(v.code).toBe('NOT_YOUR_DECISION');
    for (const id of SYSTEM_IDS) expect(JSON.stringify(v)).not.toContain(id);
  });

  it('when the Rebel picks a system whose probe card is in the box, then BASE_MUST_BE_A_PROBE_CARD', () => {
    const { state } = atBaseChoice(seed);
    for (const system of [state.probesInBox[0], 'coruscant' as const])
      expect(refused(when(game, state, REBEL, { type: 'ChooseBase', system }))).toMatchObject({
        code: 'BASE_MUST_BE_A_PROBE_CARD',
        rule: 'rebellion:anhang-vollstaendiger-spielaufbau',
      });
  });

  it('when the Rebel chooses, then only he learns where, the probe deck is shuffled in secret, the starting hands are drawn and round 1 begins', () => {
    const { state } = atBaseChoice(seed);
    const system = [...state.decks.probe].sort()[3];
    const { emitted, state: after } = accepted(when(game, state, REBEL, { type: 'ChooseBase', system }));
    expect(types(emitted)).toEqual([
      'BaseChosen',
      'ProbeDeckShuffled',
      'StartingMissionsTaken',
      'StartingMissionsTaken',
      'MissionsDrawn',
      'MissionsDrawn',
      'RoundBegan',
    ]);
    expect(emitted[0]).toEqual({ event: { type: 'BaseChosen', payload: { system } }, visibility: onlySeats(REBEL) });
    expect(emitted[1].visibility).toEqual(SERVER_ONLY);
    expect(emitted[1].redacted).toEqual({ size: 25 });
    expect(after.base).toEqual({ system, revealed: false });
    expect(after.decks.probe).toHaveLength(25);
    expect(after.decks.probe).not.toContain(system);
    expect(emitted[4].visibility).toEqual(onlySeats(EMPIRE));
    expect(emitted[5]).toMatchObject({ visibility: onlySeats(REBEL), redacted: { faction: 'rebel', count: 2 } });
    expect(after.round).toBe(1);
    expect(after.phase).toEqual({ kind: 'assignment', turn: 'rebel', steps: [] });
  });
});

describe('rebellion:startmissionen setup step 10: starting hands', () => {
  it('gives each side its four starting missions and two cards from the top of its mission deck', () => {
    const { state } = atBaseChoice(seedWhere(false));
    const { state: after } = accepted(when(game, state, REBEL, { type: 'ChooseBase', system: state.decks.probe[0] }));
    for (const faction of ['empire', 'rebel'] as const) {
      const starting = MISSIONS.filter((m) => m.faction === faction && m.starting).map((m) => m.id);
      expect(after.hands.missions[faction]).toEqual([...starting, ...state.decks.missions[faction].slice(0, 2)]);
      expect(after.decks.missions[faction]).toEqual(state.decks.missions[faction].slice(2));
    }
  });
});
