import {
  type CanActivate,
  type ExecutionContext,
  HttpStatus,
  Injectable,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ProblemException } from '#libs/rest/index.js';
import { bearerChallenge } from '../auth/bearer-challenge.js';
import type { Environment } from '../config/environment.js';

const digest = (text: string): Buffer =>
  createHash('sha256').update(text).digest();

/** Lets through a request whose bearer token is `METRICS_TOKEN`, compared in constant time. */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(config: ConfigService<Environment, true>) {
    this.expected = digest(config.get('METRICS_TOKEN', { infer: true })!);
  }

  canActivate(context: ExecutionContext): boolean {
    const { authorization } = context
      .switchToHttp()
      .getRequest<FastifyRequest>().headers;
    const token = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
    if (token !== undefined && timingSafeEqual(digest(token), this.expected))
      return true;
    const sent = authorization !== undefined;
    throw new ProblemException(HttpStatus.UNAUTHORIZED, {
      detail: sent
        ? 'The bearer token is not the metrics token.'
        : 'A bearer token is required.',
      headers: { 'WWW-Authenticate': bearerChallenge(sent) },
    });
  }
}
