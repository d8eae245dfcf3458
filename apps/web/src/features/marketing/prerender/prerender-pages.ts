import { BLOG_POSTS } from '../blog/blog-posts';
import { getBlogPostMeta } from '../blog/blog-pages';
import { PUBLIC_PAGES, type PublicPageKey } from '../client/public-pages';
import { PAGE_META, type PageMeta } from '../seo/page-meta';

/** A page written to static HTML at build time: its URL, head, and the code the browser needs for it. */
export type PrerenderPage = PageMeta & {
  /** Which public page it is (../client/public-pages.tsx); the client reads it from the markup. */
  page: PublicPageKey;
  /** Source module of the page's content (for modulepreload hints from Vite's manifest). */
  module: string;
};

function entry(page: PublicPageKey, meta: PageMeta, isIndexable: boolean): PrerenderPage {
  return { ...meta, page, module: PUBLIC_PAGES[page].module, isIndexable };
}

/**
 * The public pages pre-rendered at build time (docs/product/screens.md's public routes that show content without a session).
 * /auth, /payment-*, /gmb-callback depend on the visitor's session or a query string, so they stay client-rendered.
 */
export function listPrerenderPages(): PrerenderPage[] {
  return [
    entry('landing', PAGE_META.landing, true),
    entry('smart-websites', PAGE_META.smartWebsites, true),
    entry('feature-guide', PAGE_META.featureGuide, true),
    entry('installation-guide', PAGE_META.installationGuide, true),
    entry('pricing', PAGE_META.pricing, true),
    entry('support', PAGE_META.support, true),
    entry('about', PAGE_META.about, true),
    entry('referral-programme', PAGE_META.referralProgramme, true),
    entry('blog', PAGE_META.blog, true),
    ...BLOG_POSTS.map((post) => entry('blog-post', getBlogPostMeta(post), true)),
    entry('privacy-policy', PAGE_META.privacyPolicy, true),
    entry('terms-of-service', PAGE_META.termsOfService, true),
    entry('widget-test', PAGE_META.widgetTest, false),
    entry('not-found', PAGE_META.notFound, false),
  ];
}
