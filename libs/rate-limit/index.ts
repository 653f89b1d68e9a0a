export * from './memory-throttler.storage.js';
export * from './opt-in-throttlers.js';
export * from './outside-routes.js';
export * from './rate-limit.guard.js';
export * from './ratelimit-fields.js';
export * from './redis-health.indicator.js';
export * from './redis-throttler.storage.js';
export * from './trackers.js';
