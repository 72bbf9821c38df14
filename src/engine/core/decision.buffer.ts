import type { Emitted, GameEvent } from './game.contract.js';
import { PUBLIC, type Visibility } from './visibility.view.js';

/**
 * Collects the events of one decision and folds each into the state at once,
 * so the rest of `decide` reasons about the state those events produce.
 */
export class DecisionBuffer<S, E extends GameEvent> {
  private readonly out: Emitted<E>[] = [];

  constructor(
    private current: S,
    private readonly evolve: (state: S, event: E) => S,
  ) {}

  get state(): S {
    return this.current;
  }

  get events(): Emitted<E>[] {
    return this.out;
  }

  emit(event: E, visibility: Visibility = PUBLIC, redacted?: unknown): this {
    return this.record(redacted === undefined ? { event, visibility } : { event, visibility, redacted });
  }

  /** Appends an emitted record built elsewhere (a game's own visibility table) and folds its event. */
  protected record(emitted: Emitted<E>): this {
    this.out.push(emitted);
    this.current = this.evolve(this.current, emitted.event);
    return this;
  }
}
