import type { ExecutionContext, Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

type Handler = ReturnType<ExecutionContext['getHandler']>;

/** `compute(handler, controller)`, computed once per pair. */
function onceByRoute<T>(
  compute: (handler: Handler, controller: Type) => T,
): (handler: Handler, controller: Type) => T {
  const routes = new WeakMap<Handler, Map<Type, T>>();
  return (handler, controller) => {
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
 * A value computed once per route from its metadata, fixed once the application runs (ADR 0407).
 * Keyed by handler and class: an inherited handler can carry different class metadata.
 */
export function perRoute<T>(
  compute: (handler: Handler, controller: Type) => T,
): (context: ExecutionContext) => T {
  const once = onceByRoute(compute);
  return (context) => once(context.getHandler(), context.getClass());
}

/**
 * A `Reflector` whose `getAllAndOverride(key, [handler, controller])` is read once per route, for
 * a class that reads its settings through it on every request (`ThrottlerGuard`, ADR 0203).
 */
export class RouteSettingsReflector extends Reflector {
  private readonly settingsOf = onceByRoute(() => new Map<unknown, any>());

  override getAllAndOverride(key: any, targets: (Type | Handler)[]): any {
    if (targets.length !== 2) return super.getAllAndOverride(key, targets);
    const settings = this.settingsOf(...(targets as [Handler, Type]));
    if (!settings.has(key))
      settings.set(key, super.getAllAndOverride(key, targets));
    return settings.get(key);
  }
}
