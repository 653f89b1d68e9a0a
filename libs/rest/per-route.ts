import type { ExecutionContext, Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

/**
 * A value computed once per route (handler and controller class) from its metadata, which is
 * fixed once the application has started. Guards that read route metadata on every request
 * through the `Reflector` pay one `reflect-metadata` lookup per key and class on each call; a
 * route's settings are read here once. The class is part of the key: one handler can serve
 * several controllers (a method inherited from a shared base class) with different metadata.
 */
type Handler = ReturnType<ExecutionContext['getHandler']>;

export function perRoute<T>(
  compute: (handler: Handler, controller: Type) => T,
): (context: ExecutionContext) => T {
  const routes = new WeakMap<Handler, Map<Type, T>>();
  return (context) => {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byController = routes.get(handler);
    if (!byController) {
      byController = new Map();
      routes.set(handler, byController);
    }
    if (byController.has(controller)) return byController.get(controller)!;
    const value = compute(handler, controller);
    byController.set(controller, value);
    return value;
  };
}

/**
 * A `Reflector` whose `getAllAndOverride(key, [handler, controller])` is read once per route, as
 * `perRoute` does, for a class that reads its settings through it on every request
 * (`ThrottlerGuard`: six keys per throttler).
 */
export class RouteSettingsReflector extends Reflector {
  private readonly routes = new WeakMap<
    Handler,
    Map<Type, Map<unknown, any>>
  >();

  override getAllAndOverride(key: any, targets: (Type | Handler)[]): any {
    const [handler, controller] = targets as [Handler, Type];
    if (targets.length !== 2) return super.getAllAndOverride(key, targets);
    let byController = this.routes.get(handler);
    if (!byController) this.routes.set(handler, (byController = new Map()));
    let values = byController.get(controller);
    if (!values) byController.set(controller, (values = new Map()));
    if (!values.has(key))
      values.set(key, super.getAllAndOverride(key, targets));
    return values.get(key);
  }
}
