import { BLOG_POSTS } from '../blog/blog-posts';
import { getBlogPostMeta } from '../blog/blog-pages';
import { PAGE_META, type PageMeta } from '../seo/page-meta';

/** A page written to static HTML at build time: its URL, head, and the route module the browser needs first. */
export type PrerenderPage = PageMeta & {
  /** Source module of the route (for modulepreload hints from Vite's manifest). */
  module: string;
};

/**
 * The public pages pre-rendered at build time (spec §2's public routes that show content without a session).
 * /auth, /payment-*, /gmb-callback depend on the visitor's session or a query string, so they stay client-rendered.
 */
export function listPrerenderPages(): PrerenderPage[] {
  const pages: PrerenderPage[] = [
    { ...PAGE_META.landing, module: 'src/routes/landing-page.tsx', isIndexable: true },
    { ...PAGE_META.smartWebsites, module: 'src/routes/smart-websites-page.tsx', isIndexable: true },
    { ...PAGE_META.featureGuide, module: 'src/routes/feature-guide-page.tsx', isIndexable: true },
    { ...PAGE_META.installationGuide, module: 'src/routes/installation-guide-page.tsx', isIndexable: true },
    { ...PAGE_META.pricing, module: 'src/routes/pricing-page.tsx', isIndexable: true },
    { ...PAGE_META.support, module: 'src/routes/support-page.tsx', isIndexable: true },
    { ...PAGE_META.about, module: 'src/routes/about-page.tsx', isIndexable: true },
    { ...PAGE_META.blog, module: 'src/routes/blog-page.tsx', isIndexable: true },
    ...BLOG_POSTS.map((post) => ({
      ...getBlogPostMeta(post),
      module: 'src/routes/blog-post-page.tsx',
      isIndexable: true,
    })),
    { ...PAGE_META.privacyPolicy, module: 'src/routes/privacy-policy-page.tsx', isIndexable: true },
    { ...PAGE_META.termsOfService, module: 'src/routes/terms-of-service-page.tsx', isIndexable: true },
    { ...PAGE_META.widgetTest, module: 'src/routes/widget-test-page.tsx', isIndexable: false },
    { ...PAGE_META.notFound, module: 'src/routes/not-found-page.tsx', isIndexable: false },
  ];
  return pages;
}
