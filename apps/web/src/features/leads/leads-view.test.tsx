import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Lead, LeadListResponse } from '@leadchat/contract';
import { fakeApi, renderApp, TEST_USER } from '@/test/render-app';
import { leadScoreVariant, leadStatusVariant } from './lead-display';
import { leadsExportUrl, localDateStamp } from './leads-api';

const LEAD: Lead = {
  id: '6a1d8c57-2b8e-4c43-9d0e-3b1b0a0c0001',
  websiteId: '6a1d8c57-2b8e-4c43-9d0e-3b1b0a0c0002',
  websiteName: 'Joe Plumbing',
  visitorId: 'v-1',
  name: 'Anna Smith',
  email: 'anna@example.com',
  phone: '+1 415 555 0100',
  company: 'Acme',
  status: 'qualified',
  score: 72,
  scoreReasons: [{ rule: 'contact', points: 30, detail: 'Email and phone given' }],
  isScoreOverridden: false,
  tags: ['vip'],
  notes: null,
  source: 'web',
  messageCount: 4,
  createdAt: '2030-01-02T10:00:00.000Z',
  capturedAt: '2030-01-02T10:01:00.000Z',
  lastActivityAt: '2030-01-02T10:05:00.000Z',
};

function list(items: Lead[]): LeadListResponse {
  return { items, total: items.length, isTotalExact: true, page: 1, pageSize: 20 };
}

describe('/leads', () => {
  it('shows the cards and the table with the spec colours, and edits a lead', async () => {
    const patches: unknown[] = [];
    fakeApi({
      user: TEST_USER,
      handle: ({ method, path, body }) => {
        if (path === '/api/leads/stats')
          return { status: 200, body: { totalLeads: 12, newLeads: 5, convertedLeads: 3, averageScore: 61 } };
        if (path === '/api/leads' && method === 'GET') return { status: 200, body: list([LEAD]) };
        if (path === `/api/leads/${LEAD.id}` && method === 'PATCH') {
          patches.push(body);
          return { status: 200, body: { ...LEAD, score: 0 } };
        }
        return undefined;
      },
    });
    renderApp('/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead Management' })).toBeInTheDocument();
    expect(await screen.findByText('Anna Smith')).toBeInTheDocument();
    for (const [title, value] of [
      ['Total Leads', '12'],
      ['New Leads', '5'],
      ['Converted', '3'],
      ['Avg Score', '61'],
    ] as const) {
      const card = screen.getByRole('heading', { name: title }).closest('[data-slot="card"]') as HTMLElement;
      expect(within(card).getByText(value)).toBeInTheDocument();
    }
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Lead', 'Contact', 'Status', 'Score', 'Source', 'Created', 'Actions']);
    expect(within(table).getByText('Qualified')).toHaveClass('bg-orange-50');
    expect(within(table).getByText('72')).toHaveClass('bg-yellow-50');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Anna Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    await user.clear(within(dialog).getByLabelText('Score (0–100)'));
    const tags = within(dialog).getByLabelText('Tags');
    await user.clear(tags);
    await user.type(tags, ' hot, , plumbing ,HOT ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Lead updated successfully')).toBeInTheDocument();
    expect(patches).toEqual([
      {
        name: 'Anna Smith',
        email: 'anna@example.com',
        phone: '+1 415 555 0100',
        company: 'Acme',
        status: 'qualified',
        score: 0,
        notes: '',
        tags: ['hot', 'plumbing'],
      },
    ]);
  });

  it('says so when an update fails', async () => {
    fakeApi({
      user: TEST_USER,
      handle: ({ method, path }) => {
        if (path === '/api/leads/stats')
          return { status: 200, body: { totalLeads: 1, newLeads: 0, convertedLeads: 0, averageScore: 72 } };
        if (path === '/api/leads' && method === 'GET') return { status: 200, body: list([LEAD]) };
        if (method === 'PATCH')
          return { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } };
        return undefined;
      },
    });
    renderApp('/leads');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Anna Smith' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update lead')).toBeInTheDocument();
  });

  it('shows the empty state, and searches and filters on the server', async () => {
    const queries: string[] = [];
    const api = fakeApi({
      user: TEST_USER,
      handle: ({ path }) => {
        if (path === '/api/leads/stats')
          return { status: 200, body: { totalLeads: 0, newLeads: 0, convertedLeads: 0, averageScore: 0 } };
        if (path === '/api/leads') return { status: 200, body: list([]) };
        return undefined;
      },
    });
    renderApp('/leads');
    expect(await screen.findByText('No leads found')).toBeInTheDocument();
    expect(screen.getByText('Start conversations to capture leads')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search leads'), 'acme');
    await waitFor(() => {
      for (const [input] of api.fetchMock.mock.calls) queries.push(String(input));
      expect(queries.some((q) => q.includes('/api/leads?search=acme'))).toBe(true);
    });
    expect(await screen.findByText('Try adjusting your search or filter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/leads/export.csv?search=acme&status=all&date='),
    );
  });

  it('maps statuses and scores to the spec colours', () => {
    expect(['new', 'contacted', 'qualified', 'converted', 'lost', 'other'].map(leadStatusVariant)).toEqual([
      'blue',
      'yellow',
      'orange',
      'green',
      'red',
      'grey',
    ]);
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(leadScoreVariant)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
    expect(localDateStamp(new Date(2030, 0, 5, 23, 30))).toBe('2030-01-05');
    expect(leadsExportUrl({ search: 'a b', status: 'new' }, new Date(2030, 11, 31))).toBe(
      '/api/leads/export.csv?search=a+b&status=new&date=2030-12-31',
    );
  });
});
