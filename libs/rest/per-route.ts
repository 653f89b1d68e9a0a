import type { ExecutionContext, Type } from '@nestjs/common';

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
