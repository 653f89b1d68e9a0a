import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

/**
 * Remembers every route Fastify registers so that a request whose path exists under
 * another method can be answered 405 with `Allow` instead of 404 (Fastify only knows 404).
 */
export class RouteTable {
  private readonly router = FindMyWay({ ignoreTrailingSlash: false });
  private readonly methods = new Set<string>();

  /** Must run before the application registers its routes. */
  watch(fastify: FastifyInstance): void {
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method)
        ? route.method
        : [route.method];
      for (const method of methods) {
        if (this.router.hasRoute(method as FindMyWay.HTTPMethod, route.url))
          continue;
        this.router.on(
          method as FindMyWay.HTTPMethod,
          route.url,
          () => undefined,
        );
        this.methods.add(method);
      }
    });
  }

  /** Methods that have a route for this path, sorted; empty when the path is unknown. */
  allowedMethods(path: string): string[] {
    return [...this.methods]
      .filter((method) =>
        this.router.find(method as FindMyWay.HTTPMethod, path),
      )
      .sort();
  }
}
