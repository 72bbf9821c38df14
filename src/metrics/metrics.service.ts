import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { Database } from '../database/database.service.js';

/**
 * The service's Prometheus metrics, in a registry of its own (several apps share a process in
 * tests). Names and labels are listed in docs/operations.md; labels never carry ids or input.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'holocron_http_requests_total',
    help: 'HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'holocron_http_request_duration_seconds',
    help: 'HTTP request latency by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly gamesCreated = new Counter({ name: 'holocron_games_created_total', help: 'Games created', registers: [this.registry] });

  readonly appends = new Counter({ name: 'holocron_appends_total', help: 'Committed appends to a game stream', registers: [this.registry] });

  readonly eventsAppended = new Counter({ name: 'holocron_events_appended_total', help: 'Events committed', registers: [this.registry] });

  readonly versionConflicts = new Counter({
    name: 'holocron_version_conflicts_total',
    help: 'Appends that lost to a concurrent append at the same version',
    registers: [this.registry],
  });

  /** Summed over the workers of `HOLOCRON_WORKERS` > 1: the instance's subscriptions are all its workers' ones. */
  readonly subscriptions = new Gauge({
    name: 'holocron_subscriptions_open',
    help: 'Live game subscriptions open on this instance',
    registers: [this.registry],
    aggregator: 'sum',
  });

  readonly ruleSearches = new Counter({
    name: 'holocron_rule_searches_total',
    help: 'Rules glossary look-ups by kind (search, autocomplete)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly ruleSearchDuration = new Histogram({
    name: 'holocron_rule_search_duration_seconds',
    help: 'Rules glossary look-up latency by kind',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });

  constructor(db: Database) {
    new Gauge({
      name: 'holocron_listen_connected',
      help: '1 while the LISTEN connection for live updates is up (always 1 on PGlite)',
      registers: [this.registry],
      // Over the workers of HOLOCRON_WORKERS > 1: 0 as soon as one worker's subscribers wait, so the alert on 0 still fires.
      aggregator: 'min',
      collect() {
        this.set(db.listenStatus().connected ? 1 : 0);
      },
    });
    new Counter({
      name: 'holocron_listen_reconnects_total',
      help: 'LISTEN connections lost and re-established since start',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(db.listenStatus().reconnects);
      },
    });
    // Only on PGlite: on Postgres the series would have no value to give, and a constant 0 would read as a reading.
    if (db.kind === 'pglite') {
      new Gauge({
        name: 'holocron_pglite_memory_bytes',
        help: "Bytes of PGlite's WebAssembly memory: it never shrinks, so this is its high-water mark",
        registers: [this.registry],
        collect() {
          this.set(db.pgliteMemoryBytes()!);
        },
      });
    }
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts and times one rules glossary look-up. */
  async ruleSearch<T>(kind: 'search' | 'autocomplete', work: () => Promise<T>): Promise<T> {
    this.ruleSearches.inc({ kind });
    const end = this.ruleSearchDuration.startTimer({ kind });
    try {
      return await work();
    } finally {
      end();
    }
  }
}
