/**
 * Opens a url in a new tab (docs/product/calls.md: checkout and the portal open in a new tab). When the browser blocks the
 * pop-up (the click's user activation can expire while the request runs), the current tab goes there instead.
 */
export function openInNewTab(url: string): void {
  const tab = window.open(url, '_blank');
  if (tab) {
    // The opened page must not be able to navigate this one (window.open with 'noopener' returns null).
    tab.opener = null;
    return;
  }
  window.location.assign(url);
}
