import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedLookup, judgeAddress } from './address-guard.js';
import { startFixtureSite, type FixtureSite } from './fixtures/fixture-site.js';
import { createSafeFetcher, FetchFailure } from './safe-fetch.js';

describe('judgeAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.10.10',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
  ])('refuses private/loopback/link-local %s unless allowed', (address) => {
    expect(judgeAddress(address, { allowPrivate: false }).allowed).toBe(false);
    expect(judgeAddress(address, { allowPrivate: true }).allowed).toBe(true);
  });

  it.each([
    '169.254.169.254',
    '::ffff:169.254.169.254',
    'fd00:ec2::254',
    '100.100.100.200',
    '0.0.0.0',
    '::',
    '224.0.0.1',
  ])('refuses metadata and unroutable %s even when private addresses are allowed', (address) => {
    expect(judgeAddress(address, { allowPrivate: true }).allowed).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111'])(
    'allows the public address %s',
    (address) => {
      expect(judgeAddress(address, { allowPrivate: false })).toEqual({ allowed: true });
    },
  );

  it('resolves host names and refuses them when any address is private', async () => {
    const lookup = createGuardedLookup({
      allowPrivate: false,
      resolve: async (host) =>
        host === 'mixed.test'
          ? [
              { address: '93.184.216.34', family: 4 },
              { address: '10.0.0.5', family: 4 },
            ]
          : [{ address: '93.184.216.34', family: 4 }],
    });
    const run = (host: string) =>
      new Promise<unknown>((resolve, reject) =>
        lookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
      );
    await expect(run('mixed.test')).rejects.toThrow(/10\.0\.0\.5.*private/);
    await expect(run('public.test')).resolves.toEqual([{ address: '93.184.216.34', family: 4 }]);
    // The real resolver: localhost is loopback.
    const real = createGuardedLookup({ allowPrivate: false });
    await expect(
      new Promise((resolve, reject) =>
        real('localhost', {}, (error, address) => (error ? reject(error) : resolve(address))),
      ),
    ).rejects.toThrow(/loopback/);
  });
});

describe('createSafeFetcher', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite();
  });
  afterAll(async () => site.close());

  const fetcherWith = (overrides: Partial<Parameters<typeof createSafeFetcher>[0]> = {}) =>
    createSafeFetcher({ allowPrivate: true, userAgent: 'LeadChatBot/test', timeoutMs: 2000, ...overrides });

  const failureOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof FetchFailure) return error.reason;
      throw error;
    }
    throw new Error('expected a FetchFailure');
  };

  it('refuses the loopback site itself when private addresses are not allowed, without connecting', async () => {
    const before = site.requests.length;
    const reason = await failureOf(
      fetcherWith({ allowPrivate: false })(`${site.origin}/`, { maxBytes: 1e6 }),
    );
    expect(reason).toMatch(/refused to connect to 127\.0\.0\.1: private, loopback or link-local/i);
    expect(site.requests.length).toBe(before);
  });

  it('re-checks every redirect: a hop to another loopback address is refused', async () => {
    // Only the first hop's address is let through, as if it were public; the redirect target gets the real rules.
    const fetcher = fetcherWith({ allowPrivate: false, permitAddress: (address) => address === '127.0.0.1' });
    const ok = await fetcher(`${site.origin}/about`, { maxBytes: 1e6 });
    expect(ok.status).toBe(200);
    const to = encodeURIComponent(`http://127.0.0.2:${site.port}/about`);
    const reason = await failureOf(fetcher(`${site.origin}/redirect?to=${to}`, { maxBytes: 1e6 }));
    expect(reason).toMatch(/127\.0\.0\.2.*loopback/);
    const toV6 = encodeURIComponent(`http://[::1]:${site.port}/about`);
    expect(await failureOf(fetcher(`${site.origin}/redirect?to=${toV6}`, { maxBytes: 1e6 }))).toMatch(
      /::1.*loopback/,
    );
  });

  it('refuses a redirect to the cloud metadata address even when private addresses are allowed', async () => {
    const reason = await failureOf(fetcherWith()(`${site.origin}/partners`, { maxBytes: 1e6 }));
    expect(reason).toMatch(/169\.254\.169\.254.*metadata/);
  });

  it('follows at most 5 redirects and refuses non-web schemes', async () => {
    let url = `${site.origin}/about`;
    for (let i = 0; i < 6; i += 1) url = `${site.origin}/redirect?to=${encodeURIComponent(url)}`;
    expect(await failureOf(fetcherWith()(url, { maxBytes: 1e6 }))).toMatch(/Too many redirects/);
    const five = url.slice(url.indexOf('to=') + 3);
    const followed = await fetcherWith()(decodeURIComponent(five), { maxBytes: 1e6 });
    expect(followed.url).toBe(`${site.origin}/about`);
    const fileScheme = `${site.origin}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`;
    expect(await failureOf(fetcherWith()(fileScheme, { maxBytes: 1e6 }))).toMatch(/unsupported/);
  });

  it('stops reading past the byte limit (also without Content-Length), decompresses, and checks the type first', async () => {
    expect(await failureOf(fetcherWith()(`${site.origin}/big-page`, { maxBytes: 1024 * 1024 }))).toBe(
      'Page is larger than 1 MB',
    );
    const gz = await fetcherWith()(`${site.origin}/services`, { maxBytes: 1e6 });
    expect(gz.body.toString()).toContain('Stump grinding');
    const pdf = fetcherWith()(`${site.origin}/brochure`, {
      maxBytes: 1e6,
      acceptContentType: (type) => type.startsWith('text/html'),
    });
    expect(await failureOf(pdf)).toBe('Not an HTML page (application/pdf)');
  });

  it('times out a slow server', async () => {
    const slow = await startFixtureSite({ delayMs: 1500 });
    try {
      const reason = await failureOf(
        fetcherWith({ timeoutMs: 300 })(`${slow.origin}/about`, { maxBytes: 1e6 }),
      );
      expect(reason).toBe('Timed out after 300 ms');
    } finally {
      await slow.close();
    }
  });
});
