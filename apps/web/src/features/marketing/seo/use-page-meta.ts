import { useEffect } from 'react';
import { formatPageTitle, PUBLIC_URL_PLACEHOLDER, type PageMeta } from './page-meta';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * The public origin: the one the server wrote into the pre-rendered page (PUBLIC_URL), else this page's origin
 * (the development server, which serves the bare app shell).
 */
export function readPublicUrl(): string {
  if (typeof document === 'undefined') return PUBLIC_URL_PLACEHOLDER;
  const content = document.querySelector<HTMLMetaElement>('meta[name="leadchat:public-url"]')?.content;
  if (content && /^https?:\/\//.test(content)) return content.replace(/\/+$/, '');
  return window.location.origin;
}

/** Keeps <title>, the description, the canonical URL and the Open Graph tags right after client navigation. */
export function usePageMeta(meta: PageMeta): void {
  const { path, title, isFullTitle, description, type } = meta;
  useEffect(() => {
    const fullTitle = formatPageTitle({ title, isFullTitle });
    const url = `${readPublicUrl()}${path === '/' ? '/' : path}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:type', type ?? 'website');
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = url;
  }, [path, title, isFullTitle, description, type]);
}
