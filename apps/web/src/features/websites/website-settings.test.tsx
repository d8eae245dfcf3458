import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CrawlRun, Faq, KnowledgeOverview, Website } from '@leadchat/contract';
import { fakeApi, renderApp, TEST_USER, type FakeApiCall } from '@/test/render-app';
import { makeWebsite } from './test-fixtures';

const WEBSITE = makeWebsite();
const PATH = `/websites/${WEBSITE.id}`;
const BASE = `/api/websites/${WEBSITE.id}`;

const faq = (n: number, id: string): Faq => ({
  id,
  question: `Question ${n}?`,
  answer: `Answer ${n}.`,
  position: n - 1,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
});
const FAQ_IDS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

const run = (overrides: Partial<CrawlRun>): CrawlRun => ({
  id: '33333333-3333-4333-8333-333333333333',
  status: 'queued',
  pagesFound: 0,
  pagesRead: 0,
  pagesFailed: 0,
  failures: [],
  error: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

function settingsApi(options: {
  website?: Website | null;
  knowledge?: Partial<KnowledgeOverview>;
  crawlRuns?: Array<CrawlRun | null>;
  handle?: (call: FakeApiCall) => { status: number; body?: unknown } | undefined;
}) {
  let website = options.website === undefined ? WEBSITE : options.website;
  const knowledge: KnowledgeOverview = { faqs: [], texts: [], pages: [], crawl: null, ...options.knowledge };
  const crawlRuns = [...(options.crawlRuns ?? [null])];
  return fakeApi({
    user: TEST_USER,
    handle: (call) => {
      const custom = options.handle?.(call);
      if (custom) return custom;
      if (call.path === BASE && call.method === 'GET') {
        return website
          ? { status: 200, body: website }
          : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Website not found' } } };
      }
      if (call.path === BASE && call.method === 'PATCH' && website) {
        const body = call.body as Partial<Website>;
        website = {
          ...website,
          ...body,
          appearanceConfig: { ...website.appearanceConfig, ...(body.appearanceConfig ?? {}) },
        } as Website;
        return { status: 200, body: website };
      }
      if (call.path === `${BASE}/knowledge`) return { status: 200, body: knowledge };
      if (call.path === `${BASE}/knowledge/faqs` && call.method === 'POST') {
        const body = call.body as { question: string; answer: string };
        const created = {
          ...faq(knowledge.faqs.length + 1, '44444444-4444-4444-8444-444444444444'),
          ...body,
        };
        knowledge.faqs = [...knowledge.faqs, created];
        return { status: 201, body: created };
      }
      if (call.path === `${BASE}/knowledge/faqs/order` && call.method === 'PUT') {
        const { ids } = call.body as { ids: string[] };
        knowledge.faqs = ids.map((id, position) => ({
          ...knowledge.faqs.find((f) => f.id === id)!,
          position,
        }));
        return { status: 200, body: { faqs: knowledge.faqs } };
      }
      if (call.path === `${BASE}/crawl` && call.method === 'POST') {
        const started = run({ status: 'queued' });
        crawlRuns.unshift(started);
        return { status: 202, body: { run: started } };
      }
      if (call.path === `${BASE}/crawl` && call.method === 'GET') {
        // Each read moves the fake crawl one step on, and stays on the last step.
        const current = crawlRuns.length > 1 ? crawlRuns.shift()! : crawlRuns[0]!;
        return { status: 200, body: { run: current } };
      }
      return undefined;
    },
  });
}

describe('/websites/:websiteId assistant settings', () => {
  it('saves AI instructions, appearance and the active switch', async () => {
    const api = settingsApi({});
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Assistant Settings' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Assistant settings' });
    expect(within(form).getByLabelText('Primary Color')).toHaveValue('#8B5CF6');
    expect(within(form).getByLabelText('Greeting Message')).toHaveValue(
      "Hi! I'm here to help. What can I assist you with today?",
    );
    expect(within(form).getByLabelText('Bot Name')).toHaveValue('AI Assistant');
    expect(within(form).getByLabelText('Auto-popup Delay (ms)')).toHaveValue('3000');
    expect(within(form).getByRole('switch', { name: 'Assistant active' })).toBeChecked();

    const user = userEvent.setup();
    const instructions = within(form).getByLabelText('AI Instructions');
    await user.clear(instructions);
    await user.type(instructions, 'Speak for Cedar Hollow.');
    const color = within(form).getByLabelText('Primary Color');
    await user.clear(color);
    await user.type(color, '#10B981');
    await user.clear(within(form).getByLabelText('Bot Name'));
    await user.type(within(form).getByLabelText('Bot Name'), 'Cedar Bot');
    await user.clear(within(form).getByLabelText('Auto-popup Delay (ms)'));
    await user.type(within(form).getByLabelText('Auto-popup Delay (ms)'), '0');
    await user.click(within(form).getByRole('switch', { name: 'Assistant active' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Configuration saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      aiInstructions: 'Speak for Cedar Hollow.',
      isActive: false,
      appearanceConfig: {
        greeting_message: "Hi! I'm here to help. What can I assist you with today?",
        bot_name: 'Cedar Bot',
        primary_color: '#10B981',
        position: 'bottom-right',
        size: 'medium',
        auto_popup_delay: 0,
      },
    });
  });

  it('refuses a bad delay and colour without calling the server, and reports a failed save', async () => {
    const api = settingsApi({
      handle: (call) =>
        call.method === 'PATCH'
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
          : undefined,
    });
    renderApp(PATH);
    const form = await screen.findByRole('form', { name: 'Assistant settings' });
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText('Auto-popup Delay (ms)'));
    await user.type(within(form).getByLabelText('Auto-popup Delay (ms)'), '70000');
    await user.clear(within(form).getByLabelText('Primary Color'));
    await user.type(within(form).getByLabelText('Primary Color'), 'purple');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Auto-popup delay must be at most 60000 ms')).toBeInTheDocument();
    expect(within(form).getByText('Primary colour must be a hex colour such as #8B5CF6')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(within(form).getByLabelText('Auto-popup Delay (ms)'));
    await user.type(within(form).getByLabelText('Auto-popup Delay (ms)'), '5000');
    await user.clear(within(form).getByLabelText('Primary Color'));
    await user.type(within(form).getByLabelText('Primary Color'), '#123456');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save configuration. Please try again.')).toBeInTheDocument();
  });

  it('says when the website does not exist (or is not yours)', async () => {
    settingsApi({ website: null });
    renderApp(PATH);
    expect(await screen.findByText('Website not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your websites' })).toHaveAttribute('href', '/websites');
  });

  it('adds an FAQ and reorders FAQs with the move buttons', async () => {
    const api = settingsApi({ knowledge: { faqs: [faq(1, FAQ_IDS[0]!), faq(2, FAQ_IDS[1]!)] } });
    renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'FAQs' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Question 1?', 'Question 2?']);
    expect(within(list).getByRole('button', { name: 'Move up: Question 1?' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Move down: Question 1?' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        ids: [FAQ_IDS[1], FAQ_IDS[0]],
      }),
    );
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('p')?.textContent),
      ).toEqual(['Question 2?', 'Question 1?']),
    );

    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add FAQ' });
    await user.click(within(dialog).getByRole('button', { name: 'Add FAQ' }));
    expect(await within(dialog).findByText('Question is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Question'), 'Do you grind stumps?');
    await user.type(within(dialog).getByLabelText('Answer'), 'Yes, from $95.');
    await user.click(within(dialog).getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText('FAQ added')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/faqs'))?.body).toEqual({
      question: 'Do you grind stumps?',
      answer: 'Yes, from $95.',
    });
    expect(
      await within(screen.getByRole('list', { name: 'FAQs' })).findByText('Do you grind stumps?'),
    ).toBeInTheDocument();
  });

  it('starts a crawl and shows its progress until it ends, with the pages that failed', async () => {
    const api = settingsApi({
      crawlRuns: [
        null,
        run({
          status: 'running',
          pagesFound: 4,
          pagesRead: 1,
          pagesFailed: 1,
          failures: [{ url: 'https://cedar-hollow.example/gallery', reason: 'HTTP 500' }],
        }),
        run({
          status: 'done',
          pagesFound: 4,
          pagesRead: 3,
          pagesFailed: 1,
          failures: [{ url: 'https://cedar-hollow.example/gallery', reason: 'HTTP 500' }],
          finishedAt: '2026-03-04T10:01:00.000Z',
        }),
      ],
    });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /Website Pages/ }));
    const start = await screen.findByRole('button', { name: 'Crawl Website' });
    expect(await screen.findByText(/No pages learnt yet/)).toBeInTheDocument();
    await user.click(start);
    expect(await screen.findByText('Crawl started')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `${BASE}/crawl`)).toBe(true);

    // Polled while it runs.
    expect(await screen.findByText('Running', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crawl in progress…' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Crawl progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(await screen.findByText('Done', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Crawl progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText(/Pages found/)).toHaveTextContent('Pages found 4 · read 3 · failed 1');
    const failures = screen.getByRole('list', { name: 'Pages that could not be read' });
    expect(failures).toHaveTextContent('https://cedar-hollow.example/gallery');
    expect(failures).toHaveTextContent('HTTP 500');
    expect(screen.getByRole('button', { name: 'Re-crawl Website' })).toBeEnabled();
    // The learnt pages are read again once the crawl ends.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === `${BASE}/knowledge`).length).toBeGreaterThanOrEqual(2),
    );
  }, 20000);
});
