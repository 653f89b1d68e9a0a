import { describe, expect, it } from '@jest/globals';
import { tracing, tracingConfigured } from './tracing.js';

describe('tracingConfigured', () => {
  it.each([
    [{}, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: '' }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, true],
    [
      { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' },
      true,
    ],
    [{ OTEL_TRACES_EXPORTER: 'console' }, true],
    [
      {
        OTEL_TRACES_EXPORTER: 'none',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
      },
      false,
    ],
    [
      {
        OTEL_SDK_DISABLED: 'true',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
      },
      false,
    ],
    [{ OTEL_SERVICE_NAME: 'syllabus' }, false],
  ])('%j → %s', (env, expected) => {
    expect(tracingConfigured(env)).toBe(expected);
  });

  it('starts nothing where the environment does not ask for traces', () => {
    expect(tracing()).toBe(false);
  });
});
