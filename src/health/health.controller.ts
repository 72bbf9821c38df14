import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HolocronError } from '../common/errors/holocron.error.js';
import { Database } from '../database/database.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly db: Database) {}

  @Get()
  @ApiOperation({ summary: 'Liveness with a database round trip; 503 when the database does not answer' })
  async health(): Promise<{ status: 'ok'; database: { kind: string; status: 'up'; latencyMs: number } }> {
    try {
      const latencyMs = await this.db.ping();
      return { status: 'ok', database: { kind: this.db.kind, status: 'up', latencyMs: Math.round(latencyMs * 100) / 100 } };
    } catch {
      throw HolocronError.of('DATABASE_UNAVAILABLE');
    }
  }
}
