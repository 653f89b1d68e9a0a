import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Inject,
  Logger,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
} from 'fastify';
import {
  PROBLEM_CONTENT_TYPE,
  problemDetails,
  ProblemException,
} from './problem.js';

export const PROBLEM_DETAILS_OPTIONS = Symbol('ProblemDetailsFilterOptions');

export interface ProblemDetailsFilterOptions {
  /** Turns an application's own errors (domain errors) into problems; undefined for anything else. */
  mapError?: (exception: unknown) => ProblemException | undefined;
}

const SERVER_FAULT = 'The server could not complete the request.';

const detailOf = (exception: HttpException): string => {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
};

/**
 * The one place where every error becomes an RFC 9457 problem+json response.
 * A 5xx is logged with its cause and answered without any internals.
 */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Problem');

  constructor(
    @Inject(PROBLEM_DETAILS_OPTIONS)
    private readonly options: ProblemDetailsFilterOptions,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const problem = this.toProblemException(exception, request);
    const status = problem.getStatus();
    // A 500 is a bug; another 5xx (an outage) is expected and logged as a warning.
    if (problem.problem.log === false) {
      // Logged by its thrower.
    } else if (status === 500) {
      this.logger.error(
        { err: exception, requestId: request.id },
        'Request failed',
      );
    } else if (status > 500) {
      this.logger.warn(
        { err: exception, requestId: request.id },
        'Request failed',
      );
    }
    const { headers } = problem.problem;
    if (headers) reply.headers(headers);
    reply
      .status(status)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problemDetails(problem, request.url, String(request.id)));
  }

  private toProblemException(
    exception: unknown,
    request: FastifyRequest,
  ): ProblemException {
    if (exception instanceof ProblemException) return exception;
    const mapped = this.options.mapError?.(exception);
    if (mapped) return mapped;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === HttpStatus.NOT_FOUND && request.is404) {
        return this.routeNotFound(request);
      }
      return new ProblemException(status, {
        detail: status >= 500 ? SERVER_FAULT : detailOf(exception),
      });
    }
    return new ProblemException(HttpStatus.INTERNAL_SERVER_ERROR, {
      detail: SERVER_FAULT,
    });
  }

  private routeNotFound(request: FastifyRequest): ProblemException {
    const path = request.url.split('?', 1)[0];
    const allowed = this.allowedMethods(path);
    if (allowed.length === 0) {
      return new ProblemException(HttpStatus.NOT_FOUND, {
        detail: `No route matches ${path}.`,
      });
    }
    return new ProblemException(HttpStatus.METHOD_NOT_ALLOWED, {
      detail: `${request.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}.`,
      headers: { Allow: allowed.join(', ') },
    });
  }

  /** Methods that have a route for this path, sorted; empty when the path is unknown. */
  private allowedMethods(path: string): string[] {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    return fastify.supportedMethods
      .filter((method) =>
        fastify.findRoute({ method: method as HTTPMethods, url: path }),
      )
      .sort();
  }
}
