import { vi } from 'vitest';
import { fakeApi, TEST_USER } from './render-app';

/**
 * A signed-in fake API whose checkout call waits until `release()`, so a test can see the 'Processing...'
 * state; `window.open` is stubbed and returned as `open`.
 */
export function fakeApiWithGatedCheckout(url = 'https://pay.example/session') {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const api = fakeApi({
    user: TEST_USER,
    handle: (call) => (call.path === '/api/billing/checkout' ? { status: 200, body: { url } } : undefined),
  });
  const originalFetch = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (String(input).includes('/api/billing/checkout')) await gate;
    return originalFetch(input, init);
  });
  const open = vi.fn(() => ({ opener: {} }) as unknown as Window);
  vi.stubGlobal('open', open);
  return { api, open, release: () => release() };
}
