export * from './memory-throttler.storage.js';
export * from './redis-throttler.storage.js';
