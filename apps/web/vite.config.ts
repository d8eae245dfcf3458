import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
// `npm run dev -w @leadchat/web` proxies API calls to a running server (API_ORIGIN overrides the default).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

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
    },
  },
});
