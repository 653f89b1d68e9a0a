import { RouteConfig } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preSerializationHookHandler,
} from 'fastify';

/** What a decorator makes of the handler's result before it is sent; `undefined` sends no body. */
export type Respond<T = unknown> = (
  result: T,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

/** Where a route's Fastify config holds its responders, in the order they apply. */
const RESPONDERS = Symbol('responders');

type RouteConfigRecord = Record<PropertyKey, unknown>;

/**
 * Applies `respond` to what the handler returns, with the request and the reply in hand, through
 * Fastify hooks that `applyResourceDecorators()` attaches to the route, not a Nest interceptor:
 * any interceptor makes Nest run an RxJS pipeline on every request of the route.
 *
 * `respond` travels in the route's Fastify config (as `@RouteConfig()` sets it), merged with what
 * is there: a `@RouteConfig()` above these decorators would replace it. With several of them on a
 * route, the result passes through them from the top one down, as through interceptors.
 */
export const OnResult =
  <T>(respond: Respond<T>): MethodDecorator =>
  (target, key, descriptor) => {
    const config = Reflect.getMetadata(
      FASTIFY_ROUTE_CONFIG_METADATA,
      descriptor.value as object,
    ) as RouteConfigRecord | undefined;
    const below = (config?.[RESPONDERS] as Respond[] | undefined) ?? [];
    // Decorators apply from the bottom up: this one comes before those below it.
    RouteConfig({ ...config, [RESPONDERS]: [respond as Respond, ...below] })(
      target,
      key,
      descriptor,
    );
  };

/** One function for the responders of a route, applied in their order. */
const chain = (responders: Respond[]): Respond =>
  responders.length === 1
    ? responders[0]
    : (result, request, reply) =>
        responders.reduce(
          (value, respond) => respond(value, request, reply),
          result,
        );

/** Replies that a responder answered without a body, from an object the handler returned. */
const answeredWithoutBody = new WeakSet<FastifyReply>();

/**
 * A reply serializer that leaves no payload at all, as the handler returning nothing would: a
 * hook cannot take the payload away (it keeps the old one for `undefined`), and `null` would be
 * serialized as `null`, with a `Content-Length` on a 304.
 */
const noPayload = (() => undefined) as unknown as (payload: unknown) => string;

/**
 * `preSerialization` runs for what Nest sends that is not `undefined`, a string, a Buffer or a
 * stream: the resource, the page or `null` the handler returned, and a problem of the exception
 * filter, which is left alone (an error status), as interceptors never saw it.
 */
const respondToPayload =
  (respond: Respond): preSerializationHookHandler =>
  (request, reply, payload, done) => {
    if (reply.statusCode >= 400) return done(null, payload);
    let result: unknown;
    try {
      result = respond(payload, request, reply);
    } catch (error) {
      // Fastify's error handler, i.e. Nest's exception filters: problem+json 500.
      return done(error as Error);
    }
    if (result !== undefined) return done(null, result);
    answeredWithoutBody.add(reply);
    // `send()` set it for the JSON it expected; a bodiless 304 or 204 has none.
    reply.removeHeader('content-type');
    reply.serializer(noPayload);
    done(null, null);
  };

/**
 * `onSend` before any other hook of the route: a handler that returned nothing (`undefined`) skips
 * `preSerialization`, yet its result still goes through the responders (e.g. `@PreferMinimal()` on
 * a handler without a result; a resource is required elsewhere, so it is a 500).
 */
const respondToNothing =
  (respond: Respond): onSendHookHandler =>
  (request, reply, payload, done) => {
    if (
      payload !== undefined ||
      reply.statusCode >= 400 ||
      answeredWithoutBody.has(reply)
    ) {
      return done(null, payload);
    }
    let result: unknown;
    try {
      result = respond(undefined, request, reply);
    } catch (error) {
      return done(error as Error);
    }
    if (result === undefined) return done(null, undefined);
    if (!reply.hasHeader('content-type')) {
      reply.type('application/json; charset=utf-8');
    }
    done(null, reply.serialize(result));
  };

/** A route's hooks of one kind as an array, to add one to them (`onRoute`). */
export const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : ([] as T[]).concat(hooks);

/**
 * Makes `@Paginated()`, `@Conditional()`, `@ETagged()`, `@Created()` and `@PreferMinimal()` work:
 * gives each route that has them its hooks. Must run before the application registers its routes
 * (`app.init()`); other routes get nothing, so they cost nothing.
 */
export function applyResourceDecorators(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const responders = (route.config as RouteConfigRecord | undefined)?.[
      RESPONDERS
    ] as Respond[] | undefined;
    if (!responders) return;
    const respond = chain(responders);
    route.preSerialization = [
      ...hooksOf(route.preSerialization),
      respondToPayload(respond),
    ];
    // First, so that Fastify's own onSend of a HEAD route sees what the responders made of it.
    route.onSend = [respondToNothing(respond), ...hooksOf(route.onSend)];
  });
}
