import type { TestApp } from './app.js';
import {
  type MetricFamily,
  parsePrometheusText,
  type Sample,
} from './prometheus-text.js';

/** The `METRICS_TOKEN` of the tests' applications that serve metrics. */
export const METRICS_TOKEN = 'metrics-token-metrics-token-0123';

/** `GET /metrics` with the token, parsed as the Prometheus text format: its families by name. */
export async function scrape(t: TestApp): Promise<Map<string, MetricFamily>> {
  const res = await t.http
    .get('/metrics')
    .auth(METRICS_TOKEN, { type: 'bearer' })
    .expect(200)
    .expect('Content-Type', /^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.text);
}

/** The samples named `name` (e.g. `http_request_duration_seconds_count`) with `labels`. */
export function samples(
  families: Map<string, MetricFamily>,
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  const family = name.replace(/_(bucket|sum|count)$/, '');
  return ((families.get(name) ?? families.get(family))?.samples ?? []).filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(
        ([label, value]) => sample.labels[label] === value,
      ),
  );
}

/** The sum of the samples named `name` with `labels`. */
export const total = (
  families: Map<string, MetricFamily>,
  name: string,
  labels: Record<string, string> = {},
): number =>
  samples(families, name, labels).reduce(
    (sum, sample) => sum + sample.value,
    0,
  );
