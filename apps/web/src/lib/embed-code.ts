/**
 * The embed snippet of docs/product/interfaces.md. Same output as `buildEmbedSnippet` in the contract (a test holds them
 * together); kept here so the public installation guide needs none of the contract's runtime.
 */
export function formatEmbedSnippet(options: { publicUrl: string; websiteId: string }): string {
  const base = options.publicUrl.replace(/\/+$/, '');
  return `<script src="${base}/widget.js" data-website-id="${options.websiteId}" async></script>`;
}

/** The JavaScript alternative: `window.LeadChat.init(...)` after loading the script. */
export function formatInitSnippet(options: { publicUrl: string; websiteId: string }): string {
  const base = options.publicUrl.replace(/\/+$/, '');
  return [
    `<script src="${base}/widget.js" async></script>`,
    '<script>',
    '  window.LeadChat = window.LeadChat || { q: [], init: function (o) { this.q.push(o); } };',
    `  window.LeadChat.init({ websiteId: '${options.websiteId}', position: 'bottom-right' });`,
    '</script>',
  ].join('\n');
}

export const WEBSITE_ID_PLACEHOLDER = 'YOUR_WEBSITE_ID';
