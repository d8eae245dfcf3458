/** Helpers for the owner's-side journeys: a website of one's own and a visitor chatting through the public API. */
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';

export type ChatReply = { response: string; conversationId: string };

/** Creates a website for the signed-in owner of `page` and returns its id. */
export async function createWebsite(page: Page, name: string, baseURL?: string): Promise<string> {
  const origin = new URL(baseURL ?? page.url() ?? process.env.E2E_BASE_URL ?? '').origin;
  const response = await page.request.post(`${origin}/api/websites`, {
    headers: { origin },
    data: { name, domain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A visitor's own HTTP client (no owner cookies), as on a customer's site. */
export async function createVisitor(baseURL: string) {
  const context: APIRequestContext = await request.newContext({ baseURL });
  return {
    async say(options: {
      websiteId: string;
      visitorId: string;
      message: string;
      conversationId?: string;
      visitorData?: { name: string; email: string };
    }): Promise<ChatReply> {
      const response = await context.post('/api/chat', {
        data: {
          message: options.message,
          websiteId: options.websiteId,
          visitorId: options.visitorId,
          conversationId: options.conversationId,
          visitorData: options.visitorData,
        },
      });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as ChatReply;
    },
    dispose: () => context.dispose(),
  };
}

/** Closes the Setup Guide a new owner's dashboard opens by itself. */
export async function closeSetupGuideIfOpen(page: Page): Promise<void> {
  const guide = page.getByRole('dialog', { name: 'Setup Guide' });
  if (await guide.isVisible()) {
    await guide.getByRole('button', { name: 'Skip for now' }).click();
    await expect(guide).toBeHidden();
  }
}

/** Marks the document so a test can prove the page was not reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __noReload?: boolean }).__noReload = true;
  });
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}
