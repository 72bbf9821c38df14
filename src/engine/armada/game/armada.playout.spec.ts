import { fold } from '../../core/decider.testkit.js';
import { redactFor } from '../../core/event.redact.js';
import type { Emitted } from '../../core/game.contract.js';
import { randomPlayout } from '../../core/playout.testkit.js';
import { rngFor, SeededRng } from '../../core/rng.random.js';
import { seatViewer, SPECTATOR, type Viewer } from '../../core/visibility.view.js';
import { cardsNotImplemented } from '../cards/cards.implemented.js';
import { armadaGame as game } from './armada.game.js';
import type { ArmadaState } from './game.types.js';
import { withRandomFleets } from './random-fleets.testkit.js';

const GAMES = 50;
/** Every other game is a standard game (full setup, random valid fleets of the whole catalog); one in four of those on the 3′ × 6′ table. */
const optionsOf = (g: number) => (g % 2 === 0 ? { scenario: 'training' } : { scenario: 'standard', format: g % 8 === 7 ? 'standard' : 'starter', cardsWithoutEffect: 'allow' });
/** Views are checked in every state of this many games; logs in all of them. */
const VIEW_CHECKED_GAMES = 5;
const VIEWERS: Viewer[] = [SPECTATOR, seatViewer(0), seatViewer(1)];

const owner = (ship: unknown) => (String(ship).startsWith('s0-') ? 0 : 1);

/**
 * What a viewer's copy of the log may not show: a dial of another seat's
 * ship before it is revealed, a facedown damage card, the deck order, the
 * other seat's fleet list before both are in.
 */
function logLeaks(emitted: readonly Emitted[], viewer: Viewer): string[] {
  const leaks: string[] = [];
  for (const e of emitted) {
    const seen = redactFor(e, viewer);
    const p = (seen.payload ?? {}) as Record<string, unknown>;
    const mine = viewer.kind === 'seat' && viewer.seat === owner(p.ship);
    switch (seen.type) {
      case 'CommandDialAssigned':
        if (!mine && 'command' in p) leaks.push(`dial of ${p.ship}`);
        break;
      case 'CommandDialChanged':
        if (viewer.kind === 'spectator' && 'command' in p) leaks.push(`changed dial of ${p.ship}`);
        break;
      case 'FleetSubmitted':
        if (!(viewer.kind === 'seat' && viewer.seat === p.seat) && 'fleet' in p) leaks.push(`fleet list of seat ${p.seat}`);
        break;
      case 'FleetDrawSeeded':
        if (!(viewer.kind === 'seat' && viewer.seat === p.seat) && 'seed' in p) leaks.push(`draw seed of seat ${p.seat}`);
        break;
      case 'DamageDeckShuffled':
      case 'DamageDeckPrepared':
        if ('order' in p) leaks.push('deck order');
        break;
      case 'FacedownDamageDealt':
        if ('card' in p) leaks.push('facedown card');
        break;
      case 'DamageCardDealt':
      case 'DamageCardDiscarded':
        if (p.faceup === false && typeof p.card === 'string') leaks.push(`facedown ${seen.type}`);
        break;
      case 'AttackDeclared':
        for (const side of ['attacker', 'defender'])
          if (Array.isArray((p[side] as { facedownDamage?: unknown } | undefined)?.facedownDamage) && ((p[side] as { facedownDamage: unknown[] }).facedownDamage.length ?? 0) > 0)
            leaks.push('facedown cards at declaration');
        break;
    }
  }
  return leaks;
}

function viewLeaks(state: ArmadaState, viewer: Viewer): string[] {
  const view = game.view(state, viewer) as {
    ships: { id: string; owner: number; facedownDamage: unknown; commandDials: { stack?: unknown } }[];
    setup: { step: string; fleets: { fleet: unknown }[] } | null;
  };
  const lists = view.setup?.step === 'fleets' ? view.setup.fleets.flatMap((f, seat) => (f.fleet !== null && !(viewer.kind === 'seat' && viewer.seat === seat) ? [`fleet list of seat ${seat}`] : [])) : [];
  return lists.concat(view.ships.flatMap((x) => [
    ...(typeof x.facedownDamage !== 'number' ? [`facedown cards of ${x.id}`] : []),
    ...(x.commandDials.stack !== undefined && !(viewer.kind === 'seat' && viewer.seat === x.owner) ? [`dial stack of ${x.id}`] : []),
  ]));
}

describe('armada (training and standard): seeded random games', () => {
  it(`${GAMES} games end with a result, replay to the same state, and no view or log leaks a secret`, () => {
    const reasons: Record<string, number> = {};
    const standard = { games: 0, setupsFinished: 0, formats: new Set<string>() };
    const leaks: string[] = [];
    let steps = 0;
    for (let g = 0; g < GAMES; g++) {
      const run = randomPlayout<ArmadaState>(withRandomFleets(`armada-${g}`), 2, `armada-${g}`, 5000, optionsOf(g));
      const final = run.states[run.states.length - 1];
      expect(final.result).not.toBeNull();
      expect(game.outcome(final)!.winners).toHaveLength(1);
      expect(game.pending(final)).toEqual([]);
      expect(fold<ArmadaState>(game, run.emitted)).toEqual(final);
      for (const viewer of VIEWERS) leaks.push(...logLeaks(run.emitted, viewer));
      if (final.scenario === 'standard') {
        standard.games++;
        if (run.emitted.some((e) => e.event.type === 'SetupFinished')) standard.setupsFinished++;
        standard.formats.add(final.playArea.width > 1000 ? 'standard' : 'starter');
        // Fleets of played cards only: nothing in these games is without effect.
        for (const f of final.fleets!) expect(cardsNotImplemented({ ships: f.ships.map((x) => ({ ship: x.card, upgrades: x.upgrades })), squadrons: f.squadrons.map((q) => ({ squadron: q.card })), objectives: f.objectives })).toEqual([]);
        // The grid offers at most 200 placements per decision (checked in the first games only: enumerating every setup state twice costs a third of the run).
        if (g < 2 * VIEW_CHECKED_GAMES) for (const state of run.states) if (state.setup) for (const seat of [0, 1]) expect(game.legalActions(state, seat).length).toBeLessThanOrEqual(200);
      }
      if (g < VIEW_CHECKED_GAMES) for (const state of run.states) for (const viewer of VIEWERS) leaks.push(...viewLeaks(state, viewer));
      reasons[final.result!.reason] = (reasons[final.result!.reason] ?? 0) + 1;
      steps += run.steps;
    }
    expect(leaks).toEqual([]);
    expect([standard.games, standard.setupsFinished, [...standard.formats].sort()]).toEqual([GAMES / 2, GAMES / 2, ['standard', 'starter']]);
    expect(steps).toBeGreaterThan(GAMES * 100);
    // Random fleets both run out of rounds and lose every ship.
    expect(Object.keys(reasons).sort()).toEqual(expect.arrayContaining(['fleet-destroyed', 'six-rounds']));
  });

  it('the leak checks find a leak when there is one', () => {
    const run = randomPlayout<ArmadaState>(game, 2, 'canary', 5000);
    const dial = run.emitted.find((e) => e.event.type === 'CommandDialAssigned' && owner((e.event.payload as { ship: string }).ship) === 0)!;
    expect(logLeaks([dial], seatViewer(1))).toEqual([]);
    expect(logLeaks([{ ...dial, visibility: { kind: 'public' } }], seatViewer(1))).toHaveLength(1);
    const shuffled = run.emitted.find((e) => e.event.type === 'DamageDeckShuffled')!;
    expect(logLeaks([{ ...shuffled, visibility: { kind: 'public' } }], SPECTATOR)).toEqual(['deck order']);
    const standard = randomPlayout<ArmadaState>(game, 2, 'canary', 5000, { scenario: 'standard', cardsWithoutEffect: 'allow' }, (s) => s.setup?.step === 'first-player');
    const list = standard.emitted.find((e) => e.event.type === 'FleetSubmitted')!;
    expect(logLeaks([list], SPECTATOR)).toEqual([]);
    expect(logLeaks([{ ...list, visibility: { kind: 'public' } }], SPECTATOR)).toHaveLength(1);
    const half = standard.states.find((s) => s.setup?.fleets.filter(Boolean).length === 1)!;
    const submitted = half.setup!.fleets[0] ? 0 : 1;
    expect(viewLeaks(half, seatViewer(submitted === 0 ? 1 : 0))).toEqual([]);
    expect(JSON.stringify(game.view(half, seatViewer(submitted)))).toContain(half.setup!.fleets[submitted]!.ships[0].card);
    const state = run.states.find((s) => s.ships.some((x) => x.dials.length > 0))!;
    expect(viewLeaks(state, seatViewer(1))).toEqual([]);
    const peeking = { ...state, ships: state.ships.map((x) => ({ ...x, owner: 1 })) };
    expect(JSON.stringify(game.view(peeking, seatViewer(1)))).toContain('stack');
  });
});

/** Random games from a sandbox position: obstacles on the table and pass tokens, which the training setup never has. */
describe('armada: seeded random games from a position with obstacles and pass tokens', () => {
  const POSITION = {
    passTokens: [0, 1],
    ships: [{ id: 's1-3', destroyed: true }],
    obstacles: [
      { id: 'a1', shape: 'asteroid-1', pose: { x: 250, y: 330, heading: 0 } },
      { id: 'a2', shape: 'asteroid-2', pose: { x: 660, y: 580, heading: 90 } },
      { id: 'd1', shape: 'debris-1', pose: { x: 457, y: 330, heading: 0 } },
      { id: 'd2', shape: 'debris-2', pose: { x: 250, y: 580, heading: 45 } },
      { id: 'st', shape: 'station', pose: { x: 457, y: 600, heading: 0 } },
    ],
  };
  const GAMES_FROM_POSITION = 10;

  it(`${GAMES_FROM_POSITION} games end with a result and replay to the same state`, () => {
    const seen = new Set<string>();
    for (let g = 0; g < GAMES_FROM_POSITION; g++) {
      const events = game.sandbox(POSITION, { scenario: 'training' }, 2);
      if (!Array.isArray(events)) throw new Error('position refused');
      const emitted: Emitted[] = [...events];
      let state = fold<ArmadaState>(game, emitted);
      const bot = new SeededRng(`position-bot-${g}`);
      for (let step = 0; game.outcome(state) === null; step++) {
        if (step > 5000) throw new Error(`game ${g}: no end`);
        const pending = game.pending(state);
        const seat = pending[bot.int(pending.length)].seat;
        const actions = game.legalActions(state, seat);
        const action = actions[bot.int(actions.length)];
        const out = game.decide(state, seat, action, rngFor(`position-${g}`, emitted.length));
        if (!Array.isArray(out)) throw new Error(`game ${g}: legal ${JSON.stringify(action)} refused: ${out.code}`);
        for (const e of out) {
          state = game.evolve(state, e.event);
          emitted.push(e);
          seen.add(e.event.type);
        }
      }
      expect(fold<ArmadaState>(game, emitted)).toEqual(state);
    }
    // The position's features were met in play.
    expect([...seen]).toEqual(expect.arrayContaining(['ObstacleOverlapped', 'ActivationPassed']));
  });
});
