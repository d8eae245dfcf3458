// Bundles the API's own code into dist/ (dependencies stay in node_modules) and copies the migrations.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(here, 'src/server.ts'), 'admin-cli': path.join(here, 'src/admin-cli.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Dependencies stay in node_modules, except the workspace's own packages: they are TypeScript source.
  plugins: [
    {
      name: 'externalize-dependencies',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@leadchat/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
await cp(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
