import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendProblem } from '../common/errors/problem-details.filter.js';
import { isPlainSubmit } from '../common/input/holocron-validation.pipe.js';
import { inputProblem } from '../common/input/input-safety.pipe.js';
import { servedRoute } from '../logging/request.context.js';
import { SubmitActionInput } from './game.inputs.js';
import type { GamesController } from './games.controller.js';

/**
 * A game's two hot routes with nothing to decode: no query, no percent-escape in the id. Anything
 * else (a query, an escaped id, a trailing slash, another case) goes on to Nest's router.
 */
const HOT = /^\/v1\/games\/([^/%?]+)\/(legal-actions|actions)$/;

/**
 * The two requests of every step (issue 12): `GET /v1/games/:id/legal-actions` without a query
 * and `POST /v1/games/:id/actions` with a plain body, answered by the controller's own methods
 * right after the middleware, past Express' route table and Nest's router, pipes and filter,
 * which were a third of a step's framework CPU (docs/ARCHITECTURE.md, "The hot routes").
 *
 * It stands after every middleware (worker header, request id, access log, metrics, rate limits,
 * body limits, CORS), so those guarantees hold by construction. What Nest would add it does
 * itself, the same way: the pipes' checks (`inputProblem`, `isPlainSubmit`: any other body goes
 * on to Nest and its full validation), the controller's methods, `res.json` with the status Nest
 * gives, and the filter's problem details (`sendProblem`). `test/hot-routes.e2e-spec.ts` compares
 * its answers with Nest's on the same requests.
 */
export class HotRoutes {
  private readonly log = new Logger('Errors');

  constructor(private readonly controller: GamesController) {}

  handler(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const route = HOT.exec(req.url);
      if (route === null) return next();
      const [, id, kind] = route;
      if (kind === 'legal-actions' && req.method === 'GET') {
        servedRoute(req, '/v1/games/:id/legal-actions');
        this.answer(req, res, () => this.controller.legalActions(id, req.headers.authorization));
      } else if (kind === 'actions' && req.method === 'POST' && isPlainSubmit(req.body) && inputProblem(req.body, 'body') === null) {
        servedRoute(req, '/v1/games/:id/actions');
        const input = Object.assign(new SubmitActionInput(), req.body);
        const key = req.headers['idempotency-key'];
        this.answer(req, res, () => this.controller.submit(id, input, req.headers.authorization, typeof key === 'string' ? key : undefined));
      } else next();
    };
  }

  /** Runs `work` (which may throw before its promise) and answers as Nest's router and exception filter would. */
  answer(req: Request, res: Response, work: () => Promise<unknown>): void {
    new Promise<unknown>((resolve) => resolve(work())).then(
      (value) => res.status(200).json(value),
      (error: unknown) => sendProblem(req, res, error, this.log),
    );
  }
}
