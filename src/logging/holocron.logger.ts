import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { currentRequestId } from './request.context.js';

/**
 * Nest's console logger: JSON lines without colours in production (one object per line, with the
 * request id of the request being served), text elsewhere, coloured only on a terminal.
 * Authorization headers and seat tokens are masked wherever they appear in logged objects.
 */
export class HolocronLogger extends ConsoleLogger {
  constructor(format: 'json' | 'text', logLevels: LogLevel[]) {
    super({
      json: format === 'json',
      colors: format === 'text' && process.stdout.isTTY === true && !process.env.NO_COLOR,
      logLevels,
      structuredParams: true,
      flattenParams: true,
      redact: ['authorization', 'token', 'seed'],
    });
  }

  protected override getJsonLogObject(...args: Parameters<ConsoleLogger['getJsonLogObject']>): ReturnType<ConsoleLogger['getJsonLogObject']> {
    const entry = super.getJsonLogObject(...args);
    const requestId = currentRequestId();
    return requestId && entry.requestId === undefined ? { ...entry, requestId } : entry;
  }
}
