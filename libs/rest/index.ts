export * from './field-errors.js';
export * from './json-bodies.js';
export * from './problem.js';
export * from './problem-details.filter.js';
export * from './request-id.js';
export * from './route-table.js';
export * from './sort.js';
export * from './unknown-query.interceptor.js';
