export const SITES_DIR: string;
export function embedSnippet(options: {
  apiOrigin: string;
  websiteId: string;
  offset?: string | null;
}): string;
export type Site = { origin: string; close: () => Promise<void> };
export function startSite(options: {
  site: string;
  port?: number;
  host?: string;
  apiOrigin: string;
  websiteId: string;
}): Promise<Site>;
export function omitMissingImages(html: string, root: string, pagePath?: string): string;
