import { actionId, canonicalJson } from './action-id.hash.js';
import type { AnyGame, Emitted, GameAction } from './game.contract.js';
import { rngFor, ScriptedRng, SeededRng, type Rng } from './rng.random.js';
import { isViolation } from './rule-violation.error.js';
import { seatViewer, SPECTATOR, type Viewer } from './visibility.view.js';

/**
 * Golden replays: a committed action log and everything the game answered
 * to it (events with their visibility, every viewer's view after each step,
 * the legal action ids). A refactor that claims to change nothing replays
 * the log with the new code and must produce the same answers
 * (test/golden/*.spec.ts). Views are stored as the changes from the
 * previous step, so a file stays small and a difference names its path.
 */

export interface GoldenSetup {
  readonly name: string;
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  /** Seed of the per-decision generator (as the service's secret seed). */
  readonly seed: string;
  /** A sandbox position and scripted dice, instead of `setup`. */
  readonly sandbox?: { readonly position: unknown; readonly dice?: readonly unknown[] };
}

export interface GoldenStep {
  readonly seat: number;
  readonly action: GameAction;
}

/** A change of one viewer's view: the path and the new value (absent: removed). */
export type ViewChange = readonly [path: string, value?: unknown];

export interface GoldenFrame {
  readonly events: readonly Emitted[];
  /** Per viewer key (`0`, `1`, ..., `spectator`): what changed in its view. */
  readonly views: Readonly<Record<string, readonly ViewChange[]>>;
  /** Per seat: the ids of its legal actions, joined, after the step. */
  readonly legal: Readonly<Record<string, string>>;
}

export interface GoldenFile extends GoldenSetup {
  readonly steps: readonly GoldenStep[];
  /** Frame 0 answers setup (or the sandbox); frame i+1 answers step i. */
  readonly frames: readonly GoldenFrame[];
}

const viewers = (players: number): [string, Viewer][] => [
  ...Array.from({ length: players }, (_, seat): [string, Viewer] => [String(seat), seatViewer(seat)]),
  ['spectator', SPECTATOR],
];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The leaf changes that turn `before` into `after` (arrays of different length are replaced whole). */
export function changes(before: unknown, after: unknown, path = ''): ViewChange[] {
  if (isObject(before) && isObject(after)) {
    const out: ViewChange[] = [];
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const p = `${path}/${key}`;
      if (!(key in after)) out.push([p]);
      else if (!(key in before)) out.push([p, after[key]]);
      else out.push(...changes(before[key], after[key], p));
    }
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((b, i) => changes(b, after[i], `${path}/${i}`));
  return canonicalJson(before) === canonicalJson(after) ? [] : [[path, after]];
}

class Session {
  state: unknown;
  emitted: Emitted[] = [];
  private readonly views = new Map<string, unknown>();
  private dice: unknown[];

  constructor(
    private readonly game: AnyGame,
    readonly setup: GoldenSetup,
  ) {
    const options = game.parseOptions(setup.options, setup.players);
    if (isViolation(options)) throw new Error(`${setup.name}: options refused: ${options.code}`);
    this.dice = [...(setup.sandbox?.dice ?? [])];
    const first = setup.sandbox ? game.sandbox(setup.sandbox.position, options, setup.players) : game.setup(options, setup.players, rngFor(setup.seed, 0));
    if (isViolation(first)) throw new Error(`${setup.name}: position refused: ${first.code} ${first.messages.en}`);
    this.state = game.initialState();
    this.apply(first);
  }

  private apply(events: readonly Emitted[]): void {
    for (const e of events) {
      this.state = this.game.evolve(this.state, e.event);
      this.emitted.push(e);
    }
  }

  /** The generator the service would hand `decide` at this version, scripted dice first. */
  private rng(): { rng: Rng; used: () => number } {
    const seeded = rngFor(this.setup.seed, this.emitted.length);
    if (this.dice.length === 0) return { rng: seeded, used: () => 0 };
    const scripted = new ScriptedRng(this.dice, seeded);
    return { rng: scripted, used: () => scripted.consumed };
  }

  decide(step: GoldenStep): Emitted[] {
    const { rng, used } = this.rng();
    const result = this.game.decide(this.state, step.seat, step.action, rng);
    if (isViolation(result)) throw new Error(`${this.setup.name}: ${JSON.stringify(step.action)} refused: ${result.code} ${result.messages.en}`);
    this.dice = this.dice.slice(used());
    this.apply(result);
    return result;
  }

  frame(events: readonly Emitted[]): GoldenFrame {
    const views: Record<string, ViewChange[]> = {};
    for (const [key, viewer] of viewers(this.setup.players)) {
      const view = JSON.parse(JSON.stringify(this.game.view(this.state, viewer))) as unknown;
      views[key] = changes(this.views.get(key) ?? {}, view);
      this.views.set(key, view);
    }
    const legal: Record<string, string> = {};
    for (let seat = 0; seat < this.setup.players; seat++)
      legal[String(seat)] = (this.game.legalActions(this.state, seat) as GameAction[]).map((a) => actionId(a)).join(' ');
    return { events: JSON.parse(JSON.stringify(events)) as Emitted[], views, legal };
  }
}

/**
 * Plays a game for a golden file: `choose` picks each step from the legal
 * actions of the pending seats (a bot), until the game ends, `maxSteps` or `stop`.
 */
export function recordGolden(
  game: AnyGame,
  setup: GoldenSetup,
  choose: (legal: readonly { seat: number; action: GameAction }[], state: unknown, bot: SeededRng) => GoldenStep,
  maxSteps = 5000,
  stop?: (state: unknown, steps: number) => boolean,
): GoldenFile {
  const session = new Session(game, setup);
  const frames: GoldenFrame[] = [session.frame(session.emitted)];
  const steps: GoldenStep[] = [];
  const bot = new SeededRng(`golden-bot:${setup.seed}`);
  while (game.outcome(session.state) === null && steps.length < maxSteps && !stop?.(session.state, steps.length)) {
    const seats = [...new Set(game.pending(session.state).map((p) => p.seat))];
    const legal = seats.flatMap((seat) => (game.legalActions(session.state, seat) as GameAction[]).map((action) => ({ seat, action })));
    if (legal.length === 0) break;
    const step = choose(legal, session.state, bot);
    steps.push(step);
    frames.push(session.frame(session.decide(step)));
  }
  return { ...setup, steps, frames };
}

/**
 * Replays a golden file's steps with today's code and lists every answer
 * that differs (empty: identical). `observe` sees each state and the events
 * that made it (setup first).
 */
export function replayGolden(game: AnyGame, golden: GoldenFile, observe?: (state: unknown, events: readonly Emitted[]) => void, limit = 20): string[] {
  const diffs: string[] = [];
  const session = new Session(game, golden);
  observe?.(session.state, session.emitted);
  const compare = (index: number, expected: GoldenFrame, actual: GoldenFrame) => {
    const where = index === 0 ? 'setup' : `step ${index - 1} ${JSON.stringify(golden.steps[index - 1].action)}`;
    if (canonicalJson(expected.events) !== canonicalJson(actual.events))
      diffs.push(`${golden.name} ${where}: events differ\n  expected ${canonicalJson(expected.events)}\n  actual   ${canonicalJson(actual.events)}`);
    for (const key of Object.keys(expected.views))
      if (canonicalJson(expected.views[key]) !== canonicalJson(actual.views[key]))
        diffs.push(`${golden.name} ${where}: view of ${key} differs\n  expected ${canonicalJson(expected.views[key])}\n  actual   ${canonicalJson(actual.views[key])}`);
    for (const key of Object.keys(expected.legal))
      if (expected.legal[key] !== actual.legal[key]) diffs.push(`${golden.name} ${where}: legal actions of seat ${key} differ`);
  };
  compare(0, golden.frames[0], session.frame(session.emitted));
  for (let i = 0; i < golden.steps.length && diffs.length < limit; i++) {
    let events: Emitted[];
    try {
      events = session.decide(golden.steps[i]);
    } catch (e) {
      diffs.push((e as Error).message);
      break;
    }
    observe?.(session.state, events);
    compare(i + 1, golden.frames[i + 1], session.frame(events));
  }
  return diffs;
}
