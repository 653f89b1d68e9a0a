// How soon a write's event reaches its readers (issue #35): a long poll of `GET /events`, a
// `GET /events/stream` client and a webhook receiver, while autocannon writes docs at a steady
// rate. Each arrival is timed from the write's 201 (the goals: the event exists once the write
// is acknowledged) and from the event's `occurredAt` (which adds the write's own time), on the
// same clock.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { call } from './http.mjs';

/** The write rate and how long it lasts. */
export const EVENTS_LOAD = { rate: 200, seconds: 20 };
/** p99 goals in ms (#35). */
export const EVENTS_TARGETS = { poll: 100, stream: 100, webhook: 1000 };

/**
 * A self-signed certificate for 127.0.0.1 in `work`: the API trusts it through
 * `NODE_EXTRA_CA_CERTS`, so that webhooks stay `https` in production mode.
 */
export function receiverCertificate(work) {
  const key = join(work, 'receiver-key.pem');
  const cert = join(work, 'receiver-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

/** The variables the API needs to deliver to the receiver. */
export const receiverEnv = (certificate) => ({
  NODE_EXTRA_CA_CERTS: certificate.cert,
  WEBHOOKS_ALLOWED_HOSTS: '127.0.0.1',
});

const percentile = (values, p) => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))
  ];
};

/** Arrivals (`{ resourceId, occurredAt, at }`) as latencies from the write's 201 and from `occurredAt`. */
const summary = (arrivals, acknowledged, expected) => {
  const fromAnswer = arrivals
    .filter(({ resourceId }) => acknowledged.has(resourceId))
    .map(({ resourceId, at }) => at - acknowledged.get(resourceId));
  const fromChange = arrivals.map(
    ({ occurredAt, at }) => at - Date.parse(occurredAt),
  );
  return {
    received: arrivals.length,
    expected,
    p50: percentile(fromAnswer, 50),
    p99: percentile(fromAnswer, 99),
    changeP50: percentile(fromChange, 50),
    changeP99: percentile(fromChange, 99),
  };
};

/** The most events a page of the feed holds. */
const PAGE = 100;

/** An event's arrival here. */
const arrival = ({ resourceId, occurredAt }) => ({
  resourceId,
  occurredAt,
  at: Date.now(),
});

/** Reads `GET /events` by long polls from `after` until `signal`, recording each doc event's arrival. */
async function poll(base, token, after, signal, arrivals) {
  while (!signal.aborted) {
    const response = await fetch(
      `${base}/api/v1/events?type=doc.*&limit=${PAGE}&wait=30${after ? `&after=${after}` : ''}`,
      { headers: { authorization: `Bearer ${token}` }, signal },
    ).catch(() => undefined);
    if (!response) return;
    if (!response.ok) throw new Error(`GET /events: ${response.status}`);
    const events = await response.json();
    for (const event of events) arrivals.push(arrival(event));
    if (events.length > 0) after = events.at(-1).id;
  }
}

/** Reads `GET /events/stream` from `after` until `signal`, recording each doc event's arrival. */
async function stream(base, token, after, signal, arrivals) {
  const response = await fetch(`${base}/api/v1/events/stream?type=doc.*`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(after && { 'last-event-id': after }),
    },
    signal,
  });
  if (!response.ok) throw new Error(`GET /events/stream: ${response.status}`);
  const decoder = new TextDecoder();
  let text = '';
  try {
    for await (const chunk of response.body) {
      text += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const data = text
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        text = text.slice(end + 2);
        if (data) arrivals.push(arrival(JSON.parse(data.slice(6))));
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}

/** The id of the feed's newest event (undefined: none), where a reader starts; `token` an admin's. */
async function newestEvent(base, token) {
  let newest;
  for (;;) {
    const page = await call(
      base,
      'GET',
      `/api/v1/events?limit=${PAGE}${newest ? `&after=${newest}` : ''}`,
      { token },
    );
    if (page.length === 0) return newest;
    newest = page.at(-1).id;
  }
}

/**
 * A client following `GET /events/stream` from the newest event (`admin` finds it, `reader`
 * follows), until the stop it answers is called.
 */
export async function follower(base, admin, reader) {
  const stopped = new AbortController();
  const following = stream(
    base,
    reader,
    await newestEvent(base, admin),
    stopped.signal,
    [],
  );
  return async () => {
    stopped.abort();
    await following;
  };
}

/**
 * Writes docs at EVENTS_LOAD.rate for EVENTS_LOAD.seconds while the three readers follow, then
 * waits (up to 30 s) for every event to arrive. `admin` and `author` are tokens.
 */
export async function eventsLatency({
  base,
  admin,
  author,
  certificate,
  body,
}) {
  const hooked = [];
  const receiver = createServer(
    {
      key: readFileSync(certificate.key),
      cert: readFileSync(certificate.cert),
    },
    (request, response) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const payload = JSON.parse(Buffer.concat(chunks).toString());
        if (payload.type !== 'webhook.ping')
          hooked.push(arrival({ ...payload, occurredAt: payload.timestamp }));
        response.writeHead(204).end();
      });
    },
  );
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhook = await call(base, 'POST', '/api/v1/webhooks', {
    token: admin,
    body: {
      url: `https://127.0.0.1:${receiver.address().port}/`,
      eventTypes: ['doc.*'],
    },
  });
  const newest = await newestEvent(base, admin);
  const stopped = new AbortController();
  const polled = [];
  const streamed = [];
  const readers = Promise.all([
    poll(base, author, newest, stopped.signal, polled),
    stream(base, author, newest, stopped.signal, streamed),
  ]);
  try {
    const acknowledged = new Map();
    const result = await autocannon({
      url: base,
      connections: 10,
      overallRate: EVENTS_LOAD.rate,
      duration: EVENTS_LOAD.seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/docs',
          headers: {
            authorization: `Bearer ${author}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
          onResponse: (status, answer) => {
            if (status === 201)
              acknowledged.set(JSON.parse(answer).id, Date.now());
          },
        },
      ],
    });
    const written = result['2xx'];
    const deadline = Date.now() + 30_000;
    while (
      Date.now() < deadline &&
      Math.min(polled.length, streamed.length, hooked.length) < written
    )
      await setTimeout(100);
    return {
      rate: EVENTS_LOAD.rate,
      seconds: EVENTS_LOAD.seconds,
      written,
      errors: result.errors + result.non2xx,
      writeP99: result.latency.p99,
      poll: summary(polled, acknowledged, written),
      stream: summary(streamed, acknowledged, written),
      webhook: summary(hooked, acknowledged, written),
    };
  } finally {
    stopped.abort();
    await readers;
    await call(base, 'DELETE', `/api/v1/webhooks/${webhook.id}`, {
      token: admin,
    });
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
}

/** What the events' run misses of its goals, in words. */
export function missedEventsTargets(events) {
  return Object.entries(EVENTS_TARGETS).flatMap(([reader, goal]) => {
    const { received, expected, p99 } = events[reader];
    return [
      ...(expected === 0 ? [`events, ${reader}: no doc was written`] : []),
      ...(received < expected
        ? [`events, ${reader}: ${received} of ${expected} events arrived`]
        : []),
      ...(p99 >= goal ? [`events, ${reader}: p99 ${p99} ms ≥ ${goal} ms`] : []),
    ];
  });
}

/** The events' run as Markdown lines. */
export function eventsLines(events) {
  const names = {
    poll: 'GET /events?wait=30',
    stream: 'GET /events/stream',
    webhook: 'webhook receiver',
  };
  return [
    `Events (#35): ${events.written} docs written at ${events.rate}/s for ${events.seconds} s (write p99 ${events.writeP99} ms, ${events.errors} errors); each event's arrival after the write's 201, and after its \`occurredAt\` (the write's own time added):`,
    '',
    '| reader | events received | after the 201: p50 / p99 ms (goal) | after `occurredAt`: p50 / p99 ms |',
    '|---|---:|---:|---:|',
    ...Object.entries(EVENTS_TARGETS).map(([reader, goal]) => {
      const { received, expected, p50, p99, changeP50, changeP99 } =
        events[reader];
      return `| ${names[reader]} | ${received} / ${expected} | ${p50 ?? '–'} / ${p99 ?? '–'} (< ${goal} ${p99 !== undefined && p99 < goal ? '✓' : '✗'}) | ${changeP50 ?? '–'} / ${changeP99 ?? '–'} |`;
    }),
  ];
}
