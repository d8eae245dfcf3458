/** Locators and reads for the widget inside its (open) shadow root; Playwright locators pierce it. */
import type { Page } from '@playwright/test';
import { BOT_NAME } from './fixtures';

export const widget = (page: Page) => ({
  host: page.locator('leadchat-widget'),
  launcher: page.locator('leadchat-widget .launcher'),
  panel: page.getByRole('dialog', { name: BOT_NAME }),
  name: page.getByRole('textbox', { name: 'Name' }),
  email: page.getByRole('textbox', { name: 'Email' }),
  start: page.getByRole('button', { name: 'Start Conversation' }),
  input: page.getByRole('textbox', { name: 'Message' }),
  send: page.getByRole('button', { name: 'Send message' }),
  close: page.getByRole('button', { name: 'Close chat' }),
  log: page.getByRole('log', { name: 'Messages' }),
  typing: page.locator('leadchat-widget .typing'),
});

/** The conversation as shown: [role, text] per bubble, typing indicator excluded. */
export function readMessages(page: Page): Promise<[string, string][]> {
  return page.evaluate(() => {
    const root = document.querySelector('leadchat-widget')?.shadowRoot;
    if (!root) return [];
    return [...root.querySelectorAll('.msg:not(.typing)')].map((m): [string, string] => [
      m.classList.contains('u') ? 'user' : 'assistant',
      m.querySelector('.bubble')?.textContent ?? '',
    ]);
  });
}

/** Fills and submits the details form (the panel must be open). */
export async function startConversation(
  page: Page,
  name = 'Ann Visitor',
  email = 'ann@example.com',
): Promise<void> {
  const w = widget(page);
  await w.name.fill(name);
  await w.email.fill(email);
  await w.start.click();
  await w.input.waitFor();
}

/** Sends a message with Enter and waits until the reply has finished (sending is possible again). */
export async function sendAndWait(page: Page, text: string): Promise<void> {
  const w = widget(page);
  await w.input.fill(text);
  await w.input.press('Enter');
  await page.waitForFunction(() => {
    const root = document.querySelector('leadchat-widget')?.shadowRoot;
    return root?.querySelector('.log')?.getAttribute('aria-busy') === 'false';
  });
}

/**
 * Waits until the panel has finished growing out of the launcher (a 200 ms transform on every opening): boxes
 * and computed transforms read before then are mid-animation.
 */
export async function panelSettled(page: Page): Promise<void> {
  await page
    .locator('leadchat-widget .panel')
    .evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
}
