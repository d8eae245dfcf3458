/** Replies and messages are text: markup and javascript: links in them do nothing; failures get the apology. */
import { GREETING, expect, test } from './fixtures';
import { XSS_MARKER, XSS_REPLY } from './scripted-replies';
import { readMessages, startConversation, widget } from './widget-page';

const APOLOGY = "I'm sorry, I'm having trouble responding right now. Please try again.";

test('a reply with <img onerror>, <script>, <svg onload> and javascript: links executes nothing', async ({
  page,
  gotoWidgetPage,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await gotoWidgetPage(page, 'plain');
  const w = widget(page);
  await w.launcher.click();
  await startConversation(page, '<img src=x onerror=alert(7)>', 'ann@example.com');
  const visitorText = `${XSS_MARKER} <img src=x onerror="window.__xss=9"> javascript:window.__xss=10`;
  await w.input.fill(visitorText);
  await w.input.press('Enter');
  await expect(w.log).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });

  expect(await readMessages(page)).toEqual([
    ['assistant', GREETING],
    ['user', visitorText],
    ['assistant', XSS_REPLY],
  ]);
  // Give any injected handler the chance to run, then look for traces of it.
  await page.waitForTimeout(500);
  const found = await page.evaluate(() => {
    const root = document.querySelector('leadchat-widget')!.shadowRoot!;
    return {
      xss: (window as unknown as { __xss?: number }).__xss,
      elements: root.querySelectorAll(
        '.log img, .log script, .log svg:not([aria-hidden]), .log iframe, [onerror], [onload]',
      ).length,
      links: [...root.querySelectorAll('.log a')].map((a) => [
        a.getAttribute('href'),
        a.getAttribute('target'),
        a.getAttribute('rel'),
        a.textContent,
      ]),
    };
  });
  expect(found).toEqual({
    xss: undefined,
    elements: 0,
    links: [
      ['https://example.com/safe-page', '_blank', 'noopener noreferrer', 'https://example.com/safe-page'],
    ],
  });

  // Clicking the text that looks like a javascript: link does nothing either.
  await page.locator('leadchat-widget .msg.a .bubble').last().getByText('javascript:window.__xss=4').click();
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test.describe('failures', () => {
  test.use({ allowedConsoleErrors: [/ERR_FAILED|status of 500/] });

  test('a failed request shows the apology and the visitor can try again', async ({
    page,
    gotoWidgetPage,
  }) => {
    await gotoWidgetPage(page, 'plain');
    const w = widget(page);
    await w.launcher.click();
    await startConversation(page);

    await page.route('**/api/chat', (route) => route.abort('failed'));
    await w.input.fill('Is anyone there?');
    await w.input.press('Enter');
    await expect(page.locator('leadchat-widget .msg.a').last()).toContainText(APOLOGY);
    await expect(w.typing).toBeHidden();

    await page.route('**/api/chat', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"x"}}',
      }),
    );
    await w.input.fill('Hello?');
    await w.input.press('Enter');
    await expect(page.locator('leadchat-widget .msg.a')).toHaveCount(3);
    await expect(page.locator('leadchat-widget .msg.a').last()).toContainText(APOLOGY);

    await page.unrouteAll();
    await w.input.fill('Third time lucky');
    await w.input.press('Enter');
    await expect(w.log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    const messages = await readMessages(page);
    expect(messages.at(-1)?.[1]).not.toBe(APOLOGY);
    expect(messages.map(([role]) => role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });
});
