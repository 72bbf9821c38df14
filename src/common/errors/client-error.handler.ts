import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERRORS } from './error-catalog.js';

/** Node's own refusals of requests that are not HTTP, and the status Node would give each. */
const REFUSALS: Record<string, { status: number; reason: string; code: keyof typeof ERRORS }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'HEADERS_TOO_LARGE' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'REQUEST_TIMEOUT' },
};

/**
 * Requests Node's HTTP parser refuses (a NUL or other control character in a
 * header or the path, no HTTP at all) never reach Express; Node answers them
 * with an empty 400. This answers them as problem details with a code, like
 * everything else the service refuses.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason, code } = REFUSALS[error.code ?? ''] ?? { status: 400, reason: 'Bad Request', code: 'MALFORMED_HTTP' as const };
    const spec = ERRORS[code];
    const body = JSON.stringify({
      type: `urn:holocron:error:${code.toLowerCase().replace(/_/g, '-')}`,
      title: spec.title,
      status,
      detail: spec.messages.en,
      code,
      messages: spec.messages,
    });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
