/** The public pages of docs/product/screens.md (plus /pricing and a blog post) with the h1 each shows. */
export const PUBLIC_PAGES = [
  { path: '/', h1: /Turn website visitors into leads/ },
  { path: '/smart-websites', h1: /A website that answers, captures and books for you/ },
  { path: '/feature-guide', h1: /Set up every LeadChat feature/ },
  { path: '/installation-guide', h1: /Install the AI chat widget in about 6 minutes/ },
  { path: '/pricing', h1: /Simple pricing for every business/ },
  { path: '/support', h1: /How can we help\?/ },
  { path: '/privacy-policy', h1: /Privacy Policy/ },
  { path: '/terms-of-service', h1: /Terms of Service/ },
  { path: '/about', h1: /About LeadChat/ },
  { path: '/referral-programme', h1: /Earn by recommending LeadChat/ },
  { path: '/blog', h1: /Lead generation tips/ },
  { path: '/blog/speed-to-lead', h1: /Speed to Lead/ },
  { path: '/widget-test', h1: /Chat widget test page/ },
] as const;

/** The document of an unknown path answers 404, which the browser logs as a failed resource. */
export const NOT_FOUND_CONSOLE_ERROR = /Failed to load resource: the server responded with a status of 404/;
