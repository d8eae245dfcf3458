/**
 * Live chat (issue 17), two browser contexts on two server processes sharing one PostgreSQL: the visitor chats in
 * the widget on a customer's page whose LeadChat origin is process A (through a TCP proxy the test can cut), the
 * owner works in the dashboard of process B. Takeover, the owner's replies and "typing…" in the widget, the
 * visitor's answers in the owner's transcript, hand-back resuming the assistant — all with the keyboard only, axe
 * on the owner's view — the owner's reply latency (p95 over 20 messages), and a 10 s network drop after which
 * the widget shows every message exactly once.
 */
import http from 'node:http';
import net from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, ConsoleMessage, Locator, Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { startStandalonePostgres, type StandalonePostgres } from '../support/postgres';
import { findFreePort, startServer, type RunningServer } from '../support/server';
import { closeSetupGuideIfOpen, createWebsite } from './owner-helpers';

const OWNER_NAME = 'Sam';

/** A TCP proxy in front of process A: `cut()` drops every connection and refuses new ones until `restore()`. */
async function startProxy(targetPort: number) {
  const port = await findFreePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  return {
    origin: `http://127.0.0.1:${port}`,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}
type Proxy = Awaited<ReturnType<typeof startProxy>>;

/** A customer's page on its own origin, embedding the widget from `widgetOrigin`. */
async function startCustomerSite(widgetOrigin: string, websiteId: () => string) {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flood Fixers</title></head>
<body><main><h1>Flood Fixers</h1><p>Emergency plumbing, day and night.</p></main>
<script src="${widgetOrigin}/widget.js" data-website-id="${websiteId()}" async></script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Presses Tab until `target` has the focus (keyboard-only use of the owner's view). */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let index = 0; index < maxPresses; index++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with Tab`);
}

/** The widget's bubbles: [kind, label, text] with kind u (visitor), a (assistant), o (owner), n (note). */
function widgetMessages(page: Page): Promise<[string, string, string][]> {
  return page.evaluate(() => {
    const root = document.querySelector('leadchat-widget')?.shadowRoot;
    return [...(root?.querySelectorAll('.msg:not(.typing)') ?? [])].map((m): [string, string, string] => [
      m.className.replace('msg ', ''),
      m.querySelector('.who')?.textContent ?? '',
      m.querySelector('.bubble')?.textContent ?? '',
    ]);
  });
}

async function expectNoSeriousViolations(page: Page, what: string) {
  await page.waitForTimeout(400); // the dialog's open animation
  const results = await new AxeBuilder({ page }).exclude('leadchat-widget').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious, what).toEqual([]);
}

/** The visitor's own browser: a context with no owner cookies; its console errors are collected too. */
async function openVisitor(browser: Browser, url: string, allowed: RegExp[] = []) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text())))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  const launcher = page.locator('leadchat-widget .launcher');
  await expect(launcher).toBeVisible({ timeout: 15_000 });
  await launcher.click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Vera Visitor');
  await page.getByRole('textbox', { name: 'Email' }).fill('vera@example.com');
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  return { context, page, errors };
}

async function visitorSends(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await page.waitForFunction(
    () =>
      document
        .querySelector('leadchat-widget')
        ?.shadowRoot?.querySelector('.log')
        ?.getAttribute('aria-busy') === 'false',
  );
}

test.describe('live chat: the owner steps in', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  let database: StandalonePostgres;
  let serverA: RunningServer;
  let serverB: RunningServer;
  let proxy: Proxy;
  let site: Awaited<ReturnType<typeof startCustomerSite>>;
  let websiteId = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await startStandalonePostgres();
    const env = { DATABASE_URL: database.url, AUTH_REQUIRE_EMAIL_VERIFICATION: '0' };
    serverA = await startServer({ env, name: 'live-chat-a' });
    serverB = await startServer({ env, name: 'live-chat-b' });
    proxy = await startProxy(serverA.port);
    site = await startCustomerSite(proxy.origin, () => websiteId);
  });

  test.afterAll(async () => {
    await site?.close();
    await proxy?.close();
    await serverA?.stop();
    await serverB?.stop();
    await database?.dispose();
  });

  test('takeover and live replies both ways across two processes, keyboard only, axe clean; hand back resumes the assistant', async ({
    page,
    browser,
  }) => {
    // The owner, on process B.
    const origin = serverB.baseURL;
    await createAccount(page, { email: uniqueEmail('sam'), username: OWNER_NAME }, { origin });
    await page.goto(`${origin}/dashboard`);
    websiteId = await createWebsite(page, 'Flood Fixers', origin);
    await closeSetupGuideIfOpen(page);
    await page.goto(`${origin}/conversations`);
    await expect(page.getByText('Live', { exact: true })).toBeVisible();

    // The visitor, on the customer's page served by process A.
    const visitor = await openVisitor(browser, site.url);
    await visitorSends(visitor.page, 'Hi, water is coming through my ceiling!');
    expect((await widgetMessages(visitor.page)).at(-1)![0]).toBe('a');

    // The conversation shows up for the owner by itself, marked live; open it with the keyboard.
    const row = page.getByRole('row', { name: /Vera Visitor/ });
    await expect(row).toBeVisible({ timeout: 5000 });
    await expect(row.getByText('Live', { exact: true })).toBeVisible();
    await tabTo(page, row.getByRole('button', { name: /View details/ }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Conversation Details' });
    const panel = dialog.getByRole('region', { name: 'Live chat' });
    await expect(panel.getByText('The assistant is answering.')).toBeVisible();
    await expectNoSeriousViolations(page, 'conversation details with the live chat panel');

    // Take over (keyboard).
    await tabTo(page, panel.getByRole('button', { name: 'Take over' }));
    await page.keyboard.press('Enter');
    await expect(
      panel.getByText(`You have this conversation (as ${OWNER_NAME}). The assistant stays silent.`),
    ).toBeVisible();
    await expect(visitor.page.locator('leadchat-widget .msg.n').last()).toHaveText(
      `${OWNER_NAME} joined the chat.`,
    );
    await expectNoSeriousViolations(page, 'the live chat panel in human mode');

    // The owner types: "Sam is typing" in the widget; Enter sends; the message appears under the owner's name.
    const reply = panel.getByLabel('Reply to the visitor');
    await tabTo(page, reply);
    await page.keyboard.type('Hi Vera, Sam here. Turn off the main valve under the sink');
    await expect(visitor.page.locator('leadchat-widget .typing .who')).toHaveText(OWNER_NAME);
    await page.keyboard.press('Enter');
    await expect(reply).toHaveValue('');
    await expect(visitor.page.locator('leadchat-widget .msg.o').last()).toContainText(
      'Turn off the main valve',
    );
    expect((await widgetMessages(visitor.page)).at(-1)).toEqual([
      'o',
      OWNER_NAME,
      'Hi Vera, Sam here. Turn off the main valve under the sink',
    ]);
    await expect(visitor.page.locator('leadchat-widget .typing')).toHaveCount(0);

    // The visitor answers: the owner sees it live; the assistant says nothing.
    const before = (await widgetMessages(visitor.page)).length;
    await visitorSends(visitor.page, 'Done, the valve is off. Can you come today?');
    await expect(dialog.getByText('Done, the valve is off. Can you come today?')).toBeVisible({
      timeout: 3000,
    });
    await visitor.page.waitForTimeout(500);
    expect((await widgetMessages(visitor.page)).slice(before).map(([kind]) => kind)).toEqual(['u']);

    // The owner's reply reaches the widget within 1 s (p95 over 20 messages), each exactly once.
    const latencies: number[] = [];
    for (let index = 1; index <= 20; index++) {
      const text = `Update ${index}: on my way`;
      const sentAt = Date.now();
      const response = await page.request.post(
        `${origin}/api/conversations/${await conversationIdOf(visitor.page)}/messages`,
        {
          headers: { origin },
          data: { content: text },
        },
      );
      expect(response.status()).toBe(201);
      await visitor.page.waitForFunction(
        (expected) =>
          [
            ...(document.querySelector('leadchat-widget')?.shadowRoot?.querySelectorAll('.msg.o .bubble') ??
              []),
          ].some((bubble) => bubble.textContent === expected),
        text,
        { polling: 10, timeout: 5000 },
      );
      latencies.push(Date.now() - sentAt);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!;
    test.info().annotations.push({
      type: 'owner reply latency (ms)',
      description: `p50 ${sorted[9]} · p95 ${p95} · max ${sorted.at(-1)}`,
    });
    expect(p95).toBeLessThan(1000);
    const updates = (await widgetMessages(visitor.page)).filter(([, , text]) => text.startsWith('Update '));
    expect(updates.map(([, , text]) => text)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Update ${i + 1}: on my way`),
    );

    // Hand back (keyboard); the assistant answers the next message.
    await tabTo(page, panel.getByRole('button', { name: 'Hand back to the assistant' }));
    await page.keyboard.press('Enter');
    await expect(panel.getByText('The assistant is answering.')).toBeVisible();
    await expect(visitor.page.locator('leadchat-widget .msg.n').last()).toHaveText(
      `${OWNER_NAME} left the chat. The assistant is answering again.`,
    );
    await visitorSends(visitor.page, 'Thanks! What are your opening hours?');
    const last = (await widgetMessages(visitor.page)).at(-1)!;
    expect(last[0]).toBe('a');
    expect(last[2].length).toBeGreaterThan(0);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  test('the widget loses its connection for 10 s during the human chat and shows every message exactly once', async ({
    page,
    browser,
  }) => {
    const origin = serverB.baseURL;
    await createAccount(page, { email: uniqueEmail('sam-drop'), username: OWNER_NAME }, { origin });
    await page.goto(`${origin}/dashboard`);
    websiteId = await createWebsite(page, 'Drop Plumbing', origin);

    // The browser logs the refused reconnects while the network is down.
    const visitor = await openVisitor(browser, site.url, [
      /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|net::ERR_/,
    ]);
    await visitorSends(visitor.page, 'Hello, is someone there?');
    const id = await conversationIdOf(visitor.page);
    const send = async (content: string) => {
      const response = await page.request.post(`${origin}/api/conversations/${id}/messages`, {
        headers: { origin },
        data: { content },
      });
      expect(response.status()).toBe(201);
    };
    await send('Before the drop');
    await expect(visitor.page.locator('leadchat-widget .msg.o').last()).toHaveText(/Before the drop/);

    await proxy.cut();
    const cutAt = Date.now();
    await send('During the drop 1');
    await send('During the drop 2');
    await visitor.page.waitForTimeout(5000);
    await send('During the drop 3');
    await visitor.page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - cutAt)));
    expect((await widgetMessages(visitor.page)).some(([, , text]) => text.startsWith('During'))).toBe(false);
    await proxy.restore();

    await expect(visitor.page.locator('leadchat-widget .msg.o').last()).toHaveText(/During the drop 3/, {
      timeout: 15_000,
    });
    await send('After the drop');
    await expect(visitor.page.locator('leadchat-widget .msg.o').last()).toHaveText(/After the drop/);
    await visitor.page.waitForTimeout(1000);
    const owner = (await widgetMessages(visitor.page))
      .filter(([kind]) => kind === 'o')
      .map(([, , text]) => text);
    expect(owner).toEqual([
      'Before the drop',
      'During the drop 1',
      'During the drop 2',
      'During the drop 3',
      'After the drop',
    ]);
    // A reload shows the same conversation, still each message once.
    await visitor.page.reload();
    await visitor.page.locator('leadchat-widget .launcher').waitFor({ timeout: 15_000 });
    if (!(await visitor.page.locator('leadchat-widget .panel').isVisible()))
      await visitor.page.locator('leadchat-widget .launcher').click();
    await visitor.page.waitForTimeout(1000);
    const afterReload = (await widgetMessages(visitor.page))
      .filter(([kind]) => kind === 'o')
      .map(([, , text]) => text);
    expect(afterReload).toEqual(owner);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});

/** The conversation id the widget keeps for this website. */
function conversationIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index)!;
      if (key.startsWith('leadchat:') && key.split(':').length === 2) {
        const id = (JSON.parse(localStorage.getItem(key)!) as { conversationId?: string }).conversationId;
        if (id) return id;
      }
    }
    throw new Error('no conversation stored');
  });
}
