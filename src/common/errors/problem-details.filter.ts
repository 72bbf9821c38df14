import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { GqlContextType } from '@nestjs/graphql';
import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { text } from '../../engine/core/text.js';
import { sendJson } from '../http/json.response.js';
import { JSON_TOO_DEEP_TYPE, jsonTooDeep } from '../../limits/json-body.parser.js';
import { HolocronError } from './holocron.error.js';

/** Body parser failures reach the filter as HttpExceptions whose cause is the parser's error. */
interface ParserError {
  type?: string;
}

/** Maps anything thrown to a HolocronError, so REST and GraphQL report it alike. */
export function toHolocronError(exception: unknown): HolocronError {
  if (exception instanceof HolocronError) return exception;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const cause = exception.cause as ParserError | undefined;
    if (cause?.type === 'entity.parse.failed') return HolocronError.of('MALFORMED_JSON');
    if (cause?.type === JSON_TOO_DEEP_TYPE) return jsonTooDeep((cause as { limit: number }).limit);
    if (status === 413) {
      const { limit } = (cause ?? {}) as { limit?: number };
      return HolocronError.of(
        'PAYLOAD_TOO_LARGE',
        text(
          `Der Anfrageinhalt ist größer als ${limit} Bytes (siehe docs/security.md).`,
          `The request body is larger than ${limit} bytes (see docs/security.md).`,
        ),
        { limit },
      );
    }
    const body = exception.getResponse() as { message?: string | string[] } | string;
    const problems = typeof body === 'string' ? [body] : ([] as string[]).concat(body.message ?? exception.message);
    if (status === 404) return HolocronError.of('ROUTE_NOT_FOUND');
    if (status === 400) {
      return HolocronError.of(
        'INVALID_REQUEST',
        text(`Die Anfrage ist ungültig: ${problems.join('; ')}`, `The request is invalid: ${problems.join('; ')}`),
        { problems },
      );
    }
    return new HolocronError('HTTP_' + status, status, exception.message, text(exception.message, exception.message));
  }
  return HolocronError.of('INTERNAL_ERROR');
}

/**
 * REST answers RFC 9457 problem details with the extension members `code`,
 * `messages` and `rule`; GraphQL gets the same members in `extensions`.
 */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly log = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<GqlContextType>() === 'graphql') {
      const error = reported(exception, this.log);
      return new GraphQLError(error.messages.en, { extensions: error.toExtensions() });
    }
    sendProblem(host.switchToHttp().getResponse<Response>(), host.switchToHttp().getRequest<Request>().originalUrl, exception, this.log);
    return undefined;
  }
}

/** Anything thrown as a HolocronError; a server-side failure (5xx) is logged with its stack. */
function reported(exception: unknown, log: Logger): HolocronError {
  const error = toHolocronError(exception);
  if (error.status >= 500) log.error(exception instanceof Error ? exception.stack : String(exception));
  return error;
}

/** The REST answer to anything thrown, for the filter and for the hot routes that bypass it (src/games/hot-routes.listener.ts). */
export function sendProblem(res: ServerResponse, instance: string, exception: unknown, log: Logger): void {
  const error = reported(exception, log);
  sendJson(res, error.status, problemDetails(error, instance), 'application/problem+json');
}

/** The RFC 9457 body of an error; middleware that answers before Nest's routing uses it too. */
export function problemDetails(error: HolocronError, instance: string): Record<string, unknown> {
  return {
    type: `urn:holocron:error:${error.code.toLowerCase().replace(/_/g, '-')}`,
    title: error.title,
    status: error.status,
    detail: error.messages.en,
    instance,
    ...error.toExtensions(),
  };
}
