// Bundles the widget into one minified IIFE at dist/widget.js (served by the API at /widget.js),
// then enforces the size budget (check-size.mjs). `--watch` rebuilds on change for the playground.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { checkSize } from './check-size.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(here, 'dist/widget.js');

/** `import css from './x.css?inline'`: the stylesheet, minified by esbuild, as a string. */
const inlineCss = {
  name: 'inline-css',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.join(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true, target: 'chrome80' });
      return {
        contents: `export default ${JSON.stringify(code.trim())};`,
        loader: 'js',
        watchFiles: [args.path],
      };
    });
  },
};

const options = {
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2019',
  minify: true,
  legalComments: 'none',
  charset: 'utf8',
  plugins: [inlineCss],
  logLevel: 'warning',
};

await mkdir(path.dirname(outfile), { recursive: true });
if (process.argv.includes('--watch')) {
  const context = await esbuild.context(options);
  await context.watch();
  console.log(`watching: ${path.relative(process.cwd(), outfile)}`);
} else {
  await esbuild.build(options);
  const { ok } = await checkSize(outfile);
  if (!ok) process.exit(1);
}
