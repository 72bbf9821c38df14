import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { sendProblem } from '../common/errors/problem-details.filter.js';
import { sendJson } from '../common/http/json.response.js';
import { HolocronValidationPipe } from '../common/input/holocron-validation.pipe.js';
import { InputSafetyPipe } from '../common/input/input-safety.pipe.js';
import { parseJsonBody } from '../limits/json-body.parser.js';
import { clientAddress, type RateLimits, type TrustProxy } from '../limits/rate-limits.js';
import { inRequest, type RequestTracker } from '../logging/request.context.js';
import { SubmitActionInput } from './game.inputs.js';
import type { GamesController } from './games.controller.js';

/**
 * A game's two hot routes with nothing to decode: no query, no percent-escape in the id. Anything
 * else (a query, an escaped id, a trailing slash, another case) goes to Express and Nest.
 */
const HOT = /^\/v1\/games\/([^/%?]+)\/(legal-actions|actions)$/;

/** The one JSON body form answered here; a charset other than UTF-8 goes to Express (415). */
const JSON_TYPE = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

export interface HotRoutesParts {
  readonly controller: GamesController;
  readonly track: RequestTracker;
  readonly rateLimits: RateLimits;
  readonly trust: TrustProxy;
  /** The CORS middleware Express runs (the `cors` package, the same options), or null when CORS is off. */
  readonly cors: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | null;
  readonly worker: string;
  readonly bodyBytes: number;
  readonly jsonDepth: number;
}

/**
 * The two requests of every step (issue 12): `GET /v1/games/:id/legal-actions` without a query or
 * a conditional header, and `POST /v1/games/:id/actions` with a JSON body of a declared length
 * within the limit, answered on Node's request event before Express, which with Nest's router was
 * most of a step's framework CPU (docs/ARCHITECTURE.md, "The hot routes"). Anything else about
 * such a request (HEAD, chunked or compressed bodies, other types, If-None-Match, Expect) is left
 * to Express before anything is read or counted.
 *
 * The middleware's guarantees are kept by running the same code in the same order: the worker
 * header, the request tracker (request id, access line, metrics under the route template), the
 * rate limits (`RateLimits.admit`), the body limits (`parseJsonBody`: depth first, then JSON as
 * body-parser parses it), the CORS middleware itself, then Nest's two global pipes and the
 * controller's own methods; answers and refusals are written as Express writes them (`sendJson`, `sendProblem`).
 * `test/hot-routes.e2e-spec.ts` compares its answers with Nest's on the same requests.
 */
export class HotRoutes {
  private readonly log = new Logger('Errors');
  private readonly safety = new InputSafetyPipe();
  private readonly validation = new HolocronValidationPipe();

  constructor(private readonly parts: HotRoutesParts) {}

  /** Answers the request and returns true, or returns false having touched nothing. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    const hot = HOT.exec(url);
    if (hot === null) return false;
    const [, id, kind] = hot;
    const h = req.headers;
    if (kind === 'legal-actions') {
      if (req.method !== 'GET' || h['if-none-match'] !== undefined || h['if-modified-since'] !== undefined) return false;
    } else {
      const length = h['content-length'];
      if (req.method !== 'POST' || !JSON_TYPE.test(h['content-type'] ?? '') || h['transfer-encoding'] !== undefined || h.expect !== undefined) return false;
      if ((h['content-encoding'] ?? 'identity').toLowerCase() !== 'identity') return false;
      if (length === undefined || !/^\d+$/.test(length) || Number(length) > this.parts.bodyBytes) return false;
    }
    const { track, rateLimits, trust, cors, worker } = this.parts;
    res.setHeader('X-Holocron-Worker', worker);
    const ip = clientAddress(req, trust);
    // As Express labels them: a request refused before its route matched (rate limit, body) is `unmatched`.
    let route = 'unmatched';
    const context = track(req, res, { path: url, ip, route: () => route });
    const fail = (error: unknown) => sendProblem(res, url, error, this.log);
    inRequest(context, () =>
      rateLimits.admit(
        req,
        res,
        ip,
        url,
        () => {
          // As in Express: CORS headers after the body parsed; a body refused is answered without them.
          const proceed = (work: () => Promise<unknown>) => {
            route = `/v1/games/:id/${kind}`;
            if (cors) cors(req, res, () => this.answer(res, url, work));
            else this.answer(res, url, work);
          };
          if (kind === 'legal-actions') proceed(() => this.parts.controller.legalActions(id, req.headers.authorization));
          else this.readBody(req).then((body) => proceed(() => this.submit(id, req, body)), fail);
        },
        fail,
      ),
    );
    return true;
  }

  private readBody(req: IncomingMessage): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          resolve(parseJsonBody(Buffer.concat(chunks), this.parts.jsonDepth));
        } catch (error) {
          reject(error);
        }
      });
      req.on('error', reject);
    });
  }

  /** Nest's pipes for `@Body() input: SubmitActionInput` (InputSafetyPipe, then validation), then the controller. */
  private async submit(id: string, req: IncomingMessage, body: unknown): Promise<unknown> {
    const key = req.headers['idempotency-key'];
    const metadata = { type: 'body' as const, metatype: SubmitActionInput, data: undefined };
    const input = (await this.validation.transform(this.safety.transform(body, metadata), metadata)) as SubmitActionInput;
    return this.parts.controller.submit(id, input, req.headers.authorization, typeof key === 'string' ? key : undefined);
  }

  /** Runs `work` (which may throw before its promise) and answers as Nest's router and exception filter would. */
  private answer(res: ServerResponse, url: string, work: () => Promise<unknown>): void {
    new Promise<unknown>((resolve) => resolve(work())).then(
      (value) => sendJson(res, 200, value),
      (error: unknown) => sendProblem(res, url, error, this.log),
    );
  }
}
