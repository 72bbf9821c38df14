import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MIGRATIONS } from '../../migrations/index.js';
import { HolocronError } from '../common/errors/holocron.error.js';
import { Database } from '../database/database.service.js';

/** A readiness check that takes longer than this counts as failed. */
const CHECK_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: Database,
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness with a database round trip; 503 when the database does not answer' })
  async status(): Promise<{ status: 'ok'; database: { kind: string; status: 'up'; latencyMs: number } }> {
    try {
      const latencyMs = await within(this.db.ping());
      return { status: 'ok', database: { kind: this.db.kind, status: 'up', latencyMs: Math.round(latencyMs * 100) / 100 } };
    } catch {
      throw HolocronError.of('DATABASE_UNAVAILABLE');
    }
  }

  @Get('live')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({ summary: 'Liveness probe: the process serves HTTP; no database round trip (a database outage must not restart instances)' })
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({
    summary:
      'Readiness probe: database answers, every migration ran, the rules glossary is loaded; 503 NOT_READY otherwise. ' +
      'A lost LISTEN connection (live updates catching up after it returns) is reported as degraded, still 200.',
  })
  async ready(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([() => this.database(), () => this.migrations(), () => this.glossary(), () => this.liveUpdates()]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      throw HolocronError.of('NOT_READY', undefined, { checks: error.getResponse() });
    }
  }

  private async database() {
    const check = this.indicator.check('database');
    try {
      const latencyMs = await within(this.db.ping());
      return check.up({ kind: this.db.kind, latencyMs: Math.round(latencyMs * 100) / 100 });
    } catch (error) {
      return check.down({ kind: this.db.kind, message: (error as Error).message });
    }
  }

  private async migrations() {
    const check = this.indicator.check('migrations');
    try {
      const ran = (await within(this.db.dataSource.query('SELECT name FROM migrations'))) as { name: string }[];
      const names = new Set(ran.map((r) => r.name));
      const pending = MIGRATIONS.map((m) => m.name).filter((name) => !names.has(name));
      return pending.length ? check.down({ pending }) : check.up({ ran: names.size });
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }

  private async glossary() {
    const check = this.indicator.check('glossary');
    try {
      const rows = (await within(this.db.dataSource.query('SELECT entries FROM rule_content'))) as { entries: number }[];
      return rows.length ? check.up({ entries: rows[0].entries }) : check.down({ message: 'not loaded' });
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }

  private liveUpdates() {
    const check = this.indicator.check('liveUpdates');
    const { connected, reconnects } = this.db.listenStatus();
    return connected ? check.up({ reconnects }) : check.degraded({ message: 'LISTEN connection lost; reconnecting', reconnects });
  }
}
