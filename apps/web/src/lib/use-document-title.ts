import { useEffect } from 'react';

const APP_NAME = 'LeadChat';

/** Sets the tab title to "{title} · LeadChat" (just "LeadChat" without a title). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
