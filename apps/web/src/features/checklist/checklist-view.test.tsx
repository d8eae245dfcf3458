import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  checklistProgress,
  LAUNCH_READY_PERCENT,
  type Checklist,
  type ChecklistItem,
} from '@leadchat/contract';
import { fakeApi, renderApp, TEST_USER, type FakeApiCall } from '@/test/render-app';

const WEBSITE_ID = '5a0c3b7e-7a52-4c55-9a7b-0f0d6f3f1a22';
const CATEGORIES = ['technical', 'security', 'ux', 'business', 'content'] as const;

/** 16 items, the first `automated` of them computed; `completed` of them done. */
function makeItems(options: { completed: number; automated?: number }): ChecklistItem[] {
  return Array.from({ length: 16 }, (_, index) => ({
    id: `item-${index}`,
    title: `Item ${index}`,
    description: `What item ${index} asks for`,
    category: CATEGORIES[index % CATEGORIES.length]!,
    priority: (['critical', 'high', 'medium', 'low'] as const)[index % 4]!,
    completed: index < options.completed,
    automated: index < (options.automated ?? 2),
    action: { label: `Do item ${index}`, href: '/websites' },
  }));
}

function makeChecklist(items: ChecklistItem[], websiteId: string | null = WEBSITE_ID): Checklist {
  const progress = checklistProgress(items);
  return { websiteId, items, progress, readyForLaunch: progress >= LAUNCH_READY_PERCENT };
}

/** A fake checklist API that applies ticks like the server (automatic items refused). */
function checklistApi(initial: Checklist | { status: number }) {
  let current = 'items' in initial ? initial : null;
  return fakeApi({
    user: TEST_USER,
    handle: (call: FakeApiCall) => {
      if (call.path === '/api/websites') return { status: 200, body: { websites: [] } };
      if (call.path === '/api/checklist' && call.method === 'GET') {
        return current ? { status: 200, body: current } : { status: (initial as { status: number }).status };
      }
      const match = /^\/api\/checklist\/([^/]+)\/items\/([^/]+)$/.exec(call.path);
      if (match && call.method === 'PUT' && current) {
        const completed = (call.body as { completed: boolean }).completed;
        const items = current.items.map((item) => (item.id === match[2] ? { ...item, completed } : item));
        current = makeChecklist(items, current.websiteId);
        return { status: 200, body: current };
      }
      return undefined;
    },
  });
}

describe('/pre-launch-checklist', () => {
  it('shows 16 items, the rounded progress, and no banner below 80 %', async () => {
    checklistApi(makeChecklist(makeItems({ completed: 12 }))); // 75 %
    renderApp('/pre-launch-checklist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pre-Launch Checklist' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('checklist-progress')).toHaveTextContent('75%');
    expect(screen.getByText('12 of 16 complete')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'All items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(16);
    expect(screen.queryByText('Ready for Launch')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Launch readiness' })).toBeInTheDocument();
  });

  it('shows the Ready for Launch banner from 80 % (13 of 16 rounds to 81 %)', async () => {
    checklistApi(makeChecklist(makeItems({ completed: 13 })));
    renderApp('/pre-launch-checklist');
    expect(await screen.findByTestId('checklist-progress')).toHaveTextContent('81%');
    expect(screen.getByRole('status')).toHaveTextContent('Ready for Launch');
  });

  it('toggles a manual item on click, but offers no toggle for automatic ones', async () => {
    const api = checklistApi(makeChecklist(makeItems({ completed: 0 })));
    renderApp('/pre-launch-checklist');
    const automatic = await screen.findByTestId('checklist-item-item-0');
    expect(within(automatic).getByText('Automatic')).toBeInTheDocument();
    expect(within(automatic).queryByRole('checkbox')).not.toBeInTheDocument();

    const manual = screen.getByTestId('checklist-item-item-5');
    const box = within(manual).getByRole('checkbox', { name: 'Item 5: mark as done' });
    expect(box).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(box);
    expect(await within(manual).findByRole('checkbox', { name: 'Item 5: mark as not done' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByTestId('checklist-progress')).toHaveTextContent('6%');
    expect(api.calls).toContainEqual({
      method: 'PUT',
      path: `/api/checklist/${WEBSITE_ID}/items/item-5`,
      body: { completed: true },
    });
  });

  it('filters by category tab', async () => {
    checklistApi(makeChecklist(makeItems({ completed: 0 })));
    renderApp('/pre-launch-checklist');
    await screen.findByTestId('checklist-progress');
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    const list = await screen.findByRole('list', { name: 'Security items' });
    // Items 1, 6, 11 are security (index % 5 === 1).
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('asks for a website first and disables ticks without one', async () => {
    checklistApi(makeChecklist(makeItems({ completed: 0 }), null));
    renderApp('/pre-launch-checklist');
    expect(await screen.findByText('Add your website first')).toBeInTheDocument();
    const box = within(screen.getByTestId('checklist-item-item-5')).getByRole('checkbox');
    expect(box).toBeDisabled();
  });

  it('says "Failed to load checklist data" when the checklist cannot be read', async () => {
    checklistApi({ status: 500 });
    renderApp('/pre-launch-checklist');
    expect(
      await screen.findByText('Failed to load checklist data', { selector: 'p' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
