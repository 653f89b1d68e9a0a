import { startTracing, tracingConfigured } from './tracing.js';

// Imported first by main.ts: the SDK patches http, pg and ioredis before they load (ADR 0514).
if (tracingConfigured(process.env)) startTracing();
