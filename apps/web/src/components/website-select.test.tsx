import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WebsiteSelect } from './website-select';

const WEBSITES = [
  { id: 'w1', name: 'Rivera Plumbing' },
  { id: 'w2', name: 'Bright Smiles' },
];

describe('WebsiteSelect', () => {
  it('is a combobox named Website showing the chosen website', () => {
    render(<WebsiteSelect websites={WEBSITES} value="w2" onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Website' })).toHaveTextContent('Bright Smiles');
  });

  it('shows the placeholder while no website is chosen', () => {
    render(
      <WebsiteSelect websites={WEBSITES} value={null} onChange={vi.fn()} placeholder="Select a website" />,
    );
    expect(screen.getByRole('combobox', { name: 'Website' })).toHaveTextContent('Select a website');
  });

  it('offers an entry for every website first when asked, and shows it when chosen', () => {
    render(
      <WebsiteSelect
        websites={WEBSITES}
        value="all"
        onChange={vi.fn()}
        allOption={{ value: 'all', label: 'All websites' }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Website' })).toHaveTextContent('All websites');
  });

  it('can be disabled (no websites to pick from yet)', () => {
    render(
      <WebsiteSelect
        websites={[]}
        value={null}
        onChange={vi.fn()}
        placeholder="Loading websites…"
        disabled
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Website' })).toBeDisabled();
  });
});
