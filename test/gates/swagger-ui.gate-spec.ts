import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import {
  type GateServer,
  resultFile,
  startGateServer,
} from '../support/gate-server.js';

const PAGE_HOST = 'syllabus.test';

/** Debian's Chromium (scripts/ensure-chromium.sh installs it); Playwright's own download is unreachable here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The network is closed: without these, Chromium keeps trying to reach Google's services.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The page comes from a name that is not loopback, as from a VM's address: a browser treats
  // http://localhost as secure, where upgrade-insecure-requests would not show (#18 item 15).
  `--host-resolver-rules=MAP ${PAGE_HOST} 127.0.0.1`,
];

describe('Swagger UI in Chromium', () => {
  let server: GateServer;
  let browser: Browser;
  let token: string;
  const titles = [
    'Swagger UI seed: relational algebra',
    'Swagger UI seed: joins',
  ];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `No Chromium at ${CHROMIUM}: run scripts/ensure-chromium.sh, or set CHROMIUM_PATH.`,
      );
    }
    server = await startGateServer('swagger-ui');
    token = await server.adminToken();
    for (const title of titles) {
      await server.post('/api/v1/docs', token, { title });
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('authorizes with a token from /auth/token and lists the seeded docs with Try it out', async () => {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 1400 },
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      // Over plain HTTP, Chromium ignores the page's COOP and says so; it applies over HTTPS.
      if (
        message.type() === 'error' &&
        !message.text().startsWith('The Cross-Origin-Opener-Policy header')
      )
        pageErrors.push(message.text());
    });
    const url = new URL(server.url);
    url.hostname = PAGE_HOST;
    await page.goto(new URL('/swagger', url).href);

    await page.getByRole('button', { name: 'Authorize' }).first().click();
    const dialog = page.locator('.modal-ux');
    await dialog.locator('input').fill(token);
    await dialog.getByRole('button', { name: 'Apply credentials' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const operation = page.locator('#operations-docs-Docs_list');
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    const response = operation.locator('.live-responses-table .response');
    await response.waitFor();

    const curl = operation.locator('.curl-command');
    await curl.evaluate((element) => element.scrollIntoView());
    await page.screenshot({ path: await resultFile('swagger-ui.png') });
    expect(await curl.textContent()).toContain(
      `Authorization: Bearer ${token}`,
    );
    expect(
      (await response.locator('.response-col_status').textContent())?.trim(),
    ).toBe('200');
    const body = await response
      .locator('.response-col_description')
      .textContent();
    for (const title of titles) expect(body).toContain(title);
    expect(await operation.locator('.request-url').textContent()).toContain(
      '/api/v1/docs',
    );
    expect(pageErrors).toEqual([]);
  });
});
