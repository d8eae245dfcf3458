/**
 * Fast and findable: every public page is pre-rendered, so its headings and content are in the HTML itself
 * (JavaScript disabled), with its own title, description, canonical URL and Open Graph tags.
 */
import { expect, test } from '../support/fixtures';
import { NOT_FOUND_CONSOLE_ERROR, PUBLIC_PAGES } from './public-pages';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`${path} shows its content and head`, async ({ page, baseURL }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      expect(await page.title()).toMatch(/LeadChat/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      if (path === '/widget-test') {
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      } else {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${path}`);
      }
    });
  }

  test('the landing page lists the offers, steps and prices', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Smart Website + AI' }).first()).toHaveAttribute(
      'href',
      '/smart-websites',
    );
    await expect(page.getByRole('link', { name: 'AI Chatbot Only' }).first()).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    const pricing = page.locator('#pricing');
    for (const price of ['$29', '$37.70', '$999', '$1,299'])
      await expect(pricing.getByText(price, { exact: true })).toBeVisible();
    await expect(pricing.getByText(/30% service fee/)).toBeVisible();
    await expect(page.locator('#how-it-works').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByText(/our claims, not live measurements/).first()).toBeVisible();
  });

  test('the installation guide shows the real public URL in its snippet', async ({ page, baseURL }) => {
    await page.goto('/installation-guide');
    await expect(
      page.getByText(`<script src="${baseURL}/widget.js" data-website-id="YOUR_WEBSITE_ID" async></script>`),
    ).toBeVisible();
    for (const time of ['1 min', '2 min', '30 sec'])
      await expect(page.getByText(time, { exact: true }).first()).toBeVisible();
    for (const platform of ['WordPress', 'Static HTML sites', 'Shopify', 'Wix and Squarespace']) {
      await expect(page.getByRole('heading', { name: platform })).toBeVisible();
    }
  });

  test.describe('unknown paths', () => {
    test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });
    test('answer 404 with the not-found page', async ({ page }) => {
      for (const path of ['/no-such-page', '/blog/no-such-post']) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
        await expect(page.getByRole('link', { name: /Go home/ })).toHaveAttribute('href', '/');
      }
    });
  });
});

test('robots.txt and sitemap.xml list the public pages with absolute URLs', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const { path } of PUBLIC_PAGES.filter((p) => p.path !== '/widget-test')) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).not.toContain('/widget-test');
  expect(xml).not.toContain('/dashboard');
});
