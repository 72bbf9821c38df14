import { accepted, fold, when } from '../../core/decider.testkit.js';
import type { Emitted } from '../../core/game.contract.js';
import { rngFor } from '../../core/rng.random.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { redactFor } from '../../core/event.redact.js';
import { seatViewer, SPECTATOR } from '../../core/visibility.view.js';
import { cardsNotImplemented, type FleetCards } from '../cards/cards.implemented.js';
import { validateFleet } from '../fleet/fleet.validate.js';
import { armadaGame as game } from './armada.game.js';
import type { ArmadaState, StandardFormat } from './game.types.js';
import { DRAWN_FLEETS, readyFleets, SEAT_FACTIONS } from './setup-standard.legal.js';

/** A standard game at its fleet step, set up as the service does (the setup's generator from the secret seed). */
function created(seed: string, format: StandardFormat = 'starter', cardsWithoutEffect: 'refuse' | 'allow' = 'refuse') {
  const opts = game.parseOptions({ scenario: 'standard', format, cardsWithoutEffect }, 2);
  if (isViolation(opts)) throw new Error(opts.code);
  const events = game.setup(opts, 2, rngFor(seed, 0)) as Emitted[];
  return { events, state: fold<ArmadaState>(game, events) };
}

const fleetsOffered = (s: ArmadaState, seat: number) => game.legalActions(s, seat).map((a) => (a as { fleet: Record<string, unknown> }).fleet);
/** The lists drawn from the whole catalog: those after the fixed ready-made ones. */
const drawnOf = (s: ArmadaState, seat: 0 | 1) => fleetsOffered(s, seat).slice(readyFleets(seat, s.setup!.format, s.setup!.cardsWithoutEffect).length);

describe('armada: ready-made lists at the fleet step from the whole-catalog generator', () => {
  it.each(['starter', 'standard'] as const)('%s: each seat is offered the fixed lists and a few drawn ones, all of its faction and valid under the format, and each one is accepted', (format) => {
    const { state } = created(`ready-${format}`, format);
    for (const seat of [0, 1] as const) {
      const offered = fleetsOffered(state, seat);
      const drawn = drawnOf(state, seat);
      expect(drawn.length).toBeGreaterThan(0);
      expect(drawn.length).toBeLessThanOrEqual(DRAWN_FLEETS);
      expect(offered.length).toBeLessThanOrEqual(200);
      expect(new Set(offered.map((f) => JSON.stringify(f))).size).toBe(offered.length);
      for (const fleet of offered) {
        const checked = validateFleet({ ...fleet, format } as never);
        if (isViolation(checked)) throw new Error(checked.code);
        expect([checked.valid, checked.faction, checked.pointLimit]).toEqual([true, SEAT_FACTIONS[seat], format === 'starter' ? 200 : 400]);
        expect(cardsNotImplemented(fleet as FleetCards)).toEqual([]);
      }
      for (const fleet of drawn) accepted(when<ArmadaState>(game, state, seat, { type: 'SubmitFleet', fleet }));
    }
  });

  it('draws per game: the same seed offers the same lists, another seed others; a replay of the events offers what live play offered', () => {
    const a = created('ready-a');
    expect(drawnOf(created('ready-a').state, 0)).toEqual(drawnOf(a.state, 0));
    expect(drawnOf(created('ready-b').state, 0)).not.toEqual(drawnOf(a.state, 0));
    // Replay: the stored events, as JSON, folded again.
    const replayed = fold<ArmadaState>(game, JSON.parse(JSON.stringify(a.events)));
    expect(game.legalActions(replayed, 0)).toEqual(game.legalActions(a.state, 0));
    expect(game.legalActions(replayed, 1)).toEqual(game.legalActions(a.state, 1));
    // After seat 0 submitted, seat 1 is still offered the same lists.
    const after = accepted(when<ArmadaState>(game, a.state, 0, { type: 'SubmitFleet', fleet: drawnOf(a.state, 0)[0] })).state;
    expect(drawnOf(after, 1)).toEqual(drawnOf(a.state, 1));
  });

  it("reveals nothing of the other seat's offers: its seed is seen by its seat alone, and a seat's offers rest on its own seed only", () => {
    const { events, state } = created('ready-a');
    const seeded = events.filter((e) => e.event.type === 'FleetDrawSeeded');
    const hidden = (seat: number) => ({ type: 'FleetDrawSeeded', payload: { seat }, redacted: true });
    expect(seeded.map((e) => [redactFor(e, seatViewer(0)), redactFor(e, seatViewer(1)), redactFor(e, SPECTATOR)])).toEqual([
      [{ ...seeded[0].event, redacted: false }, hidden(0), hidden(0)],
      [hidden(1), { ...seeded[1].event, redacted: false }, hidden(1)],
    ]);
    // Seat 0's seed drawn anew (what seat 1 cannot see): seat 0 is offered other lists, seat 1 the same ones and the same view.
    const twin: ArmadaState = { ...state, setup: { ...state.setup!, drawSeeds: ['another', state.setup!.drawSeeds![1]] } };
    expect(drawnOf(twin, 0)).not.toEqual(drawnOf(state, 0));
    expect(game.legalActions(twin, 1)).toEqual(game.legalActions(state, 1));
    expect(game.view(twin, seatViewer(1))).toEqual(game.view(state, seatViewer(1)));
  });

  it('offers only the fixed lists in a game set up before the seeds (no FleetDrawSeeded in its log)', () => {
    const { events } = created('ready-a');
    const old = fold<ArmadaState>(game, events.filter((e) => e.event.type !== 'FleetDrawSeeded'));
    expect(drawnOf(old, 0)).toEqual([]);
    expect(game.legalActions(old, 0)).toEqual(readyFleets(0, 'starter', 'refuse'));
  });

  it("offers the same drawn lists with cardsWithoutEffect 'allow': the generator draws played cards only, so 'refuse' filters none out", () => {
    const allow = created('ready-a', 'starter', 'allow').state;
    const refuse = created('ready-a', 'starter', 'refuse').state;
    expect(drawnOf(allow, 1)).toEqual(drawnOf(refuse, 1));
  });
});
