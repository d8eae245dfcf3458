/**
 * The visitor's whole journey on a customer page served from another origin: auto-popup, details form,
 * greeting, streamed reply, blocked sends, conversation id reuse, reload and another page continuing
 * the conversation — and the conversation stored with the visitor's details.
 */
import { AUTO_POPUP_DELAY, BOT_NAME, GREETING, expect, test } from './fixtures';
import { DEFAULT_REPLY } from './scripted-replies';
import { readMessages, sendAndWait, widget } from './widget-page';

type ChatBody = {
  message: string;
  conversationId?: string | null;
  websiteId: string;
  visitorId: string;
  visitorData: { name: string; email: string };
};

test('full journey: popup, details, greeting, streamed reply, blocked sends, reload and another page continue', async ({
  page,
  gotoWidgetPage,
  widgetEnv,
}) => {
  const chats: ChatBody[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${widgetEnv.apiOrigin}/api/chat`)
      chats.push(request.postDataJSON());
  });
  const w = widget(page);

  // Auto-popup: closed at first, open by itself after autoPopupDelay, keyboard focus left alone.
  const loadedAt = Date.now();
  await gotoWidgetPage(page, 'plain', { website: 'popup' });
  await expect(w.launcher).toBeVisible();
  await expect(w.launcher).toHaveCSS('background-color', 'rgb(139, 92, 246)');
  await expect(w.panel).toBeHidden();
  await expect(w.panel).toBeVisible({ timeout: AUTO_POPUP_DELAY + 5000 });
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(AUTO_POPUP_DELAY - 100);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // Details form: trimmed, both required, email must be valid.
  await expect(w.start).toBeDisabled();
  await w.name.fill('   ');
  await w.email.fill('ann@example.com');
  await expect(w.start).toBeDisabled();
  await w.name.fill('  Ann Visitor ');
  await w.email.fill('ann@example');
  await expect(w.start).toBeDisabled();
  await w.name.focus();
  await expect(page.locator('leadchat-widget #lc-email-error')).toHaveText(
    'Please enter a valid email address.',
  );
  await w.email.fill(' ann@example.com ');
  await expect(w.start).toBeEnabled();
  await w.start.click();

  // The greeting is the first message, from the bot.
  await expect(w.input).toBeFocused();
  expect(await readMessages(page)).toEqual([['assistant', GREETING]]);
  await expect(page.locator('leadchat-widget .msg.a .who').first()).toHaveText(BOT_NAME);

  // Empty messages can't be sent; Shift+Enter is a new line.
  await w.input.fill('   ');
  await expect(w.send).toBeDisabled();
  await w.input.press('Enter');
  await w.input.fill('Do you do implants?');
  await w.input.press('Shift+Enter');
  await w.input.pressSequentially('And whitening?');
  expect(chats).toHaveLength(0);
  await expect(w.input).toHaveValue('Do you do implants?\nAnd whitening?');

  // Watch the reply bubble grow.
  await page.evaluate(() => {
    const log = document.querySelector('leadchat-widget')!.shadowRoot!.querySelector('.log')!;
    const seen: string[] = [];
    (window as unknown as { __replySnapshots: string[] }).__replySnapshots = seen;
    new MutationObserver(() => {
      const bubbles = log.querySelectorAll('.msg.a:not(.typing) .bubble');
      const text = bubbles[bubbles.length - 1]?.textContent ?? '';
      if (bubbles.length > 1 && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(log, { subtree: true, childList: true, characterData: true });
  });

  await w.input.press('Enter');
  await expect(w.typing).toBeVisible();
  await expect(w.input).toHaveValue('');
  await expect(w.send).toBeDisabled();
  // Sending is blocked until the reply has ended.
  await w.input.fill('Second question');
  await expect(w.send).toBeDisabled();
  await w.input.press('Enter');
  await expect(w.typing).toBeHidden();
  await expect(page.locator('leadchat-widget .msg.a').last()).toHaveText(
    new RegExp(DEFAULT_REPLY.replace(/[.!]/g, '\\$&')),
  );
  await expect(w.send).toBeEnabled();
  expect(chats).toHaveLength(1);
  await expect(w.input).toHaveValue('Second question');

  const snapshots = await page.evaluate(
    () => (window as unknown as { __replySnapshots: string[] }).__replySnapshots,
  );
  const partial = snapshots.filter((text) => text.length > 0 && text.length < DEFAULT_REPLY.length);
  expect(partial.length, `the reply streamed in pieces: ${JSON.stringify(snapshots)}`).toBeGreaterThanOrEqual(
    3,
  );
  for (const text of partial) expect(DEFAULT_REPLY.startsWith(text)).toBe(true);

  expect(chats[0]).toMatchObject({
    message: 'Do you do implants?\nAnd whitening?',
    websiteId: widgetEnv.websites.popup,
    visitorData: { name: 'Ann Visitor', email: 'ann@example.com' },
  });
  expect(chats[0]!.conversationId ?? undefined).toBeUndefined();
  const visitorId = chats[0]!.visitorId;
  expect(visitorId).toBeTruthy();

  // The conversation id from the first reply is reused.
  await w.input.press('Enter');
  await expect(w.log).toHaveAttribute('aria-busy', 'true');
  await expect(w.log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(w.input).toBeFocused();
  const conversationId = chats[1]!.conversationId;
  expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
  expect(chats[1]).toMatchObject({ message: 'Second question', visitorId });
  const shown = await readMessages(page);
  expect(shown).toEqual([
    ['assistant', GREETING],
    ['user', 'Do you do implants?\nAnd whitening?'],
    ['assistant', DEFAULT_REPLY],
    ['user', 'Second question'],
    ['assistant', DEFAULT_REPLY],
  ]);

  // A reload continues: same messages, no form, panel still open, same ids.
  await page.reload();
  await expect(w.panel).toBeVisible();
  await expect(w.name).toHaveCount(0);
  expect(await readMessages(page)).toEqual(shown);
  await sendAndWait(page, 'After reload');
  expect(chats[2]).toMatchObject({ conversationId, visitorId, message: 'After reload' });

  // Another page of the same site continues too.
  await gotoWidgetPage(page, 'zindex', { website: 'popup' });
  await expect(w.panel).toBeVisible();
  expect((await readMessages(page)).slice(0, 7)).toEqual([
    ...shown,
    ['user', 'After reload'],
    ['assistant', DEFAULT_REPLY],
  ]);
  await sendAndWait(page, 'From another page');
  expect(chats[3]).toMatchObject({ conversationId, visitorId });

  // Closing it is remembered: no popup on the next page of this visit.
  await w.close.click();
  await expect(w.panel).toBeHidden();
  await expect(w.launcher).toBeFocused();
  await gotoWidgetPage(page, 'plain', { website: 'popup' });
  await expect(w.launcher).toBeVisible();
  await page.waitForTimeout(AUTO_POPUP_DELAY + 500);
  await expect(w.panel).toBeHidden();

  // Stored: the visitor's details, channel web, every message in order.
  const conversations = await widgetEnv.query<{
    id: string;
    visitor_id: string;
    visitor_name: string;
    visitor_email: string;
    message_source: string;
  }>(
    'select id, visitor_id, visitor_name, visitor_email, message_source from conversations where website_id = $1',
    [widgetEnv.websites.popup],
  );
  expect(conversations).toEqual([
    {
      id: conversationId,
      visitor_id: visitorId,
      visitor_name: 'Ann Visitor',
      visitor_email: 'ann@example.com',
      message_source: 'web',
    },
  ]);
  const messages = await widgetEnv.query<{ role: string; content: string }>(
    'select role, content from messages where conversation_id = $1 order by created_at, id',
    [conversationId],
  );
  const visitorMessages = [
    'Do you do implants?\nAnd whitening?',
    'Second question',
    'After reload',
    'From another page',
  ];
  expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(visitorMessages);
  expect(messages.map((m) => m.role)).toEqual([
    'user',
    'assistant',
    'user',
    'assistant',
    'user',
    'assistant',
    'user',
    'assistant',
  ]);
  expect(messages.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual(
    Array(4).fill(DEFAULT_REPLY),
  );
});
