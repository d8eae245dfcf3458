/** The websites screens (/websites, /websites/:id) and the owner's websites for other screens to read and change. */
export { useWebsite, useWebsites } from './use-websites';
export { WebsiteSettingsView } from './website-settings-view';
export { WebsitesView } from './websites-view';
export { useCreateWebsite, useDeleteWebsite, useUpdateWebsite } from './use-website-mutations';
