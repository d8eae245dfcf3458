import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Website } from '@leadchat/contract';
import { fakeApi, renderApp, TEST_USER, type FakeApiCall } from '@/test/render-app';
import { makeWebsite } from './test-fixtures';

const SECOND = makeWebsite({
  id: '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
  name: 'Brightwater',
  domain: 'http://brightwater.example:8080',
  isActive: false,
  createdAt: '2026-01-15T10:00:00.000Z',
});

/** A fake websites API holding a list in memory. */
function websitesApi(
  initial: Website[],
  overrides: (call: FakeApiCall) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  let list = [...initial];
  return fakeApi({
    user: TEST_USER,
    handle: (call) => {
      const custom = overrides(call);
      if (custom) return custom;
      if (call.path === '/api/public-config') {
        return {
          status: 200,
          body: { publicUrl: 'https://app.leadchat.example', demoWebsiteId: null, testWebsiteId: null },
        };
      }
      if (call.path === '/api/websites' && call.method === 'GET')
        return { status: 200, body: { websites: list } };
      if (call.path === '/api/websites' && call.method === 'POST') {
        const body = call.body as { name: string; domain: string };
        const created = makeWebsite({
          id: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
          name: body.name,
          domain: `https://${body.domain}`,
          createdAt: '2026-05-01T10:00:00.000Z',
        });
        list = [created, ...list];
        return { status: 201, body: created };
      }
      const match = call.path.match(/^\/api\/websites\/([^/]+)$/);
      if (match && call.method === 'DELETE') {
        list = list.filter((w) => w.id !== match[1]);
        return { status: 200 };
      }
      return undefined;
    },
  });
}

describe('/websites', () => {
  it('shows the websites table with name, domain, status, created date and actions', async () => {
    websitesApi([makeWebsite(), SECOND]);
    renderApp('/websites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Websites' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Domain', 'Status', 'Created', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Cedar Hollow');
    expect(rows[0]).toHaveTextContent('cedar-hollow.example');
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Mar 4, 2026');
    expect(within(rows[1]!).getByText('Inactive')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('http://brightwater.example:8080');

    const preview = screen.getByRole('link', { name: 'Preview Cedar Hollow (opens in a new tab)' });
    expect(preview).toHaveAttribute('href', 'https://cedar-hollow.example');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Email setup for Cedar Hollow' })).toHaveAttribute(
      'href',
      `/conversations?website=${makeWebsite().id}&setup=email`,
    );
    expect(screen.getByRole('link', { name: 'Assistant settings for Cedar Hollow' })).toHaveAttribute(
      'href',
      `/websites/${makeWebsite().id}`,
    );
    expect(screen.getByRole('button', { name: 'Embed code for Cedar Hollow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Cedar Hollow' })).toBeInTheDocument();
  });

  it('shows an empty state with Add Website, and creates a website with trimmed fields', async () => {
    const api = websitesApi([]);
    renderApp('/websites');
    expect(await screen.findByText('No websites yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Website' });
    const create = within(dialog).getByRole('button', { name: 'Create Website' });
    // Name and domain are required: nothing happens without them.
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Website Name'), '  Cedar Hollow  ');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Domain'), 'not a domain');
    await user.click(create);
    expect(await within(dialog).findByText('Domain must not contain spaces')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/websites')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Domain'));
    await user.type(within(dialog).getByLabelText('Domain'), ' cedar-hollow.example ');
    await user.click(create);
    expect(await screen.findByText('Website created successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/api/websites')?.body).toEqual({
      name: 'Cedar Hollow',
      domain: 'cedar-hollow.example',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Cedar Hollow' })).toBeInTheDocument();
  });

  it('says "Failed to create website" when the server refuses, keeping the dialog open with the reason at the field', async () => {
    websitesApi([], (call) =>
      call.method === 'POST' && call.path === '/api/websites'
        ? {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'domain: Domain must be a website address such as example.com',
                details: {
                  issues: [
                    { path: ['domain'], message: 'Domain must be a website address such as example.com' },
                  ],
                },
              },
            },
          }
        : undefined,
    );
    renderApp('/websites');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Website' });
    await user.type(within(dialog).getByLabelText('Website Name'), 'Site');
    await user.type(within(dialog).getByLabelText('Domain'), 'site.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create Website' }));
    expect(await screen.findByText('Failed to create website')).toBeInTheDocument();
    // The field the server named in error.details shows the server's message; the other stays valid.
    expect(within(dialog).getByLabelText('Domain')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('Domain must be a website address such as example.com'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Website Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('explains the plan limit when the server refuses a second website', async () => {
    const limit = 'Your free plan includes one website. Start your free trial or choose a plan to add more.';
    websitesApi([], (call) =>
      call.method === 'POST' && call.path === '/api/websites'
        ? { status: 403, body: { error: { code: 'FORBIDDEN', message: limit } } }
        : undefined,
    );
    renderApp('/websites');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Website' });
    await user.type(within(dialog).getByLabelText('Website Name'), 'Second site');
    await user.type(within(dialog).getByLabelText('Domain'), 'second.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create Website' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
  });

  it('says "Failed to fetch websites" when the list cannot load', async () => {
    websitesApi([], (call) =>
      call.path === '/api/websites'
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }
        : undefined,
    );
    renderApp('/websites');
    // The inline notice and the toast.
    await waitFor(() => expect(screen.getAllByText('Failed to fetch websites')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the embed snippet with PUBLIC_URL and copies it (Copied! / Copy failed)', async () => {
    websitesApi([makeWebsite()]);
    renderApp('/websites');
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Embed code for Cedar Hollow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Embed Code for Cedar Hollow' });
    const snippet = `<script src="https://app.leadchat.example/widget.js" data-website-id="${makeWebsite().id}" async></script>`;
    await waitFor(() => expect(within(dialog).getByLabelText('Embed code')).toHaveTextContent(snippet));
    await user.click(within(dialog).getByRole('button', { name: 'Copy Code' }));
    expect(writeText).toHaveBeenCalledWith(snippet);
    expect(await screen.findByText('Copied!', { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.getByText('Code copied to clipboard')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copied!' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Please copy the code manually')).toBeInTheDocument();
  });

  it('deletes a website after confirmation', async () => {
    const api = websitesApi([makeWebsite(), SECOND]);
    renderApp('/websites');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Cedar Hollow' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Cedar Hollow?' });
    expect(dialog).toHaveTextContent('conversations, leads, knowledge and integrations');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Cedar Hollow' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Website' }),
    );
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Cedar Hollow' })).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/api/websites/${makeWebsite().id}`,
    );
    expect(screen.getByRole('cell', { name: 'Brightwater' })).toBeInTheDocument();
  });

  it('says "Failed to delete website" when the delete fails', async () => {
    websitesApi([makeWebsite()], (call) =>
      call.method === 'DELETE'
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
        : undefined,
    );
    renderApp('/websites');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Cedar Hollow' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Website' }),
    );
    expect(await screen.findByText('Failed to delete website')).toBeInTheDocument();
    // The dialog stays open so the owner can retry or cancel; the website is still listed.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('cell', { name: 'Cedar Hollow' })).toBeInTheDocument();
  });
});
