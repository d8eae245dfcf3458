/** The owner's label in the visitor's widget: a name, never an email address (issue 17, decision 0094). */
import { describe, expect, it } from 'vitest';
import { ownerDisplayName } from './live-chat.service.js';

describe('ownerDisplayName', () => {
  it('uses the username, else the account name, skipping anything that looks like an email', () => {
    expect(
      ownerDisplayName({ username: ' Sam ', accountName: 'Samuel', websiteName: 'Quick Plumbing' }),
    ).toBe('Sam');
    expect(ownerDisplayName({ username: null, accountName: 'Samuel', websiteName: 'Quick Plumbing' })).toBe(
      'Samuel',
    );
    expect(ownerDisplayName({ username: 'sam@example.com', accountName: 'Samuel', websiteName: 'Q' })).toBe(
      'Samuel',
    );
    expect(
      ownerDisplayName({
        username: 'sam@example.com',
        accountName: 'sam@example.com',
        websiteName: 'Quick Plumbing',
      }),
    ).toBe('Quick Plumbing team');
    expect(ownerDisplayName({ username: '   ', accountName: null, websiteName: 'Quick Plumbing' })).toBe(
      'Quick Plumbing team',
    );
    expect(ownerDisplayName({ username: 'x'.repeat(200), accountName: null, websiteName: 'Q' })).toHaveLength(
      80,
    );
  });
});
