import type { ExecutionContext, Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

type Handler = ReturnType<ExecutionContext['getHandler']>;

/**
 * A value computed once per route from its metadata, fixed once the application runs (ADR 0407).
 * Keyed by handler and class: an inherited handler can carry different class metadata.
 */
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
 * A `Reflector` whose `getAllAndOverride(key, [handler, controller])` is read once per route, for
 * a class that reads its settings through it on every request (`ThrottlerGuard`, ADR 0203).
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
