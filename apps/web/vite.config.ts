import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
// `npm run dev -w @leadchat/web` proxies API calls to a running server (API_ORIGIN overrides the default).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/*
 * The pre-rendered public pages load a handful of chunks instead of one per module (decision 0061): on a slow
 * phone network every request costs a round trip. Three groups, besides each page's own chunk:
 * - public-client: React, react-dom and everything the light client hydrates every page with;
 * - icons: the app's icons (about 80, 9 KB gzipped; which of them a page uses is not known when chunking, as
 *   they are imported through lucide-react's index);
 * - public-shared: the sections, prices and helpers several public pages share.
 * The app (SPA) uses the same chunks for the same modules.
 */
const PUBLIC_CLIENT = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
  /[\\/]src[\\/]components[\\/](platform|light-ui)[\\/]/,
  /[\\/]src[\\/]features[\\/]marketing[\\/]client[\\/](public-app|public-pages)\.tsx$/,
  /[\\/]src[\\/]components[\\/]layout[\\/](public-layout|signed-out-header|menu-drawer|logo|app-footer|public-nav-items)\.tsx?$/,
  /[\\/]src[\\/]lib[\\/]session[\\/]public-session\.ts$/,
  /[\\/]src[\\/]lib[\\/]api\.ts$/,
];
const PUBLIC_SHARED =
  /[\\/]src[\\/](features[\\/]marketing[\\/](components[\\/]|content[\\/]|seo[\\/]|landing[\\/]use-demo-widget\.ts$)|lib[\\/]public-config\.ts$)/;
const LUCIDE_ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

export default defineConfig({
  root: here,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.join(here, 'src') } },
  server: { proxy: { '/api': apiOrigin, '/widget.js': apiOrigin } },
  preview: { proxy: { '/api': apiOrigin, '/widget.js': apiOrigin } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The manifest tells scripts/prerender.mjs which chunks each pre-rendered page needs (modulepreload hints).
    manifest: true,
    rolldownOptions: {
      // The app (index.html → src/main.tsx), and the light client of the pre-rendered public pages (decision 0061).
      input: {
        index: path.join(here, 'index.html'),
        public: path.join(here, 'src/features/marketing/client/entry-client.tsx'),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'public-client',
              test: (id) => PUBLIC_CLIENT.some((pattern) => pattern.test(id)),
              priority: 3,
            },
            { name: 'icons', test: LUCIDE_ICON, priority: 2 },
            { name: 'public-shared', test: PUBLIC_SHARED, priority: 1 },
          ],
        },
      },
    },
  },
});
