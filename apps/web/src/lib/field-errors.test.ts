import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api';
import { serverFieldErrors, showServerFieldErrors } from './field-errors';

const refused = new ApiRequestError(
  400,
  'VALIDATION_FAILED',
  'domain: Enter a domain; appearanceConfig.bot_name: Too long',
  {
    issues: [
      { path: ['domain'], message: 'Enter a domain' },
      { path: ['domain'], message: 'A second complaint' },
      { path: ['appearanceConfig', 'bot_name'], message: 'Too long' },
      { path: [], message: 'Not a field' },
    ],
  },
);

describe('server field errors', () => {
  it("reads a 400's issues by dot path, the first message of a field winning", () => {
    expect(serverFieldErrors(refused)).toEqual({
      domain: 'Enter a domain',
      'appearanceConfig.bot_name': 'Too long',
    });
  });

  it('finds none in other errors or malformed details', () => {
    expect(serverFieldErrors(new ApiRequestError(403, 'FORBIDDEN', 'No'))).toEqual({});
    expect(serverFieldErrors(new ApiRequestError(400, 'VALIDATION_FAILED', 'x', { issues: 'nope' }))).toEqual(
      {},
    );
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });

  it("marks the form's fields, mapped when the server spells them otherwise, focusing the first", () => {
    const setError = vi.fn();
    expect(
      showServerFieldErrors(setError, refused, {
        name: 'name',
        domain: 'domain',
        bot: 'appearanceConfig.bot_name',
      }),
    ).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['domain', { type: 'server', message: 'Enter a domain' }, { shouldFocus: true }],
      ['bot', { type: 'server', message: 'Too long' }, { shouldFocus: false }],
    ]);
    expect(showServerFieldErrors(vi.fn(), refused, ['name'])).toBe(false);
  });
});
