/**
 * The embed code an owner pastes into their site: one `<script>` tag with the website id, or the JavaScript
 * alternative `window.LeadChat.init(...)` (a fixed interface: customers' pages depend on it, see
 * docs/product/interfaces.md). Used by the dashboard's Embed Code dialog, the onboarding guide and the public
 * installation guide.
 *
 * Zod-free (`@leadchat/contract/embed-snippet`): the public pages' light client imports it without the schemas.
 */

/** Shown in the public installation guide until a signed-in owner picks one of their websites. */
export const WEBSITE_ID_PLACEHOLDER = 'YOUR_WEBSITE_ID';

function widgetScriptUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/widget.js`;
}

/** `<script src="{PUBLIC_URL}/widget.js" data-website-id="{id}" async></script>` */
export function buildEmbedSnippet(options: { publicUrl: string; websiteId: string }): string {
  return `<script src="${widgetScriptUrl(options.publicUrl)}" data-website-id="${options.websiteId}" async></script>`;
}

/** The JavaScript alternative: load the script, then `window.LeadChat.init(...)` (queued until it runs). */
export function buildInitSnippet(options: { publicUrl: string; websiteId: string }): string {
  return [
    `<script src="${widgetScriptUrl(options.publicUrl)}" async></script>`,
    '<script>',
    '  window.LeadChat = window.LeadChat || { q: [], init: function (o) { this.q.push(o); } };',
    `  window.LeadChat.init({ websiteId: '${options.websiteId}', position: 'bottom-right' });`,
    '</script>',
  ].join('\n');
}
