// Bundles the widget into two minified IIFEs: dist/widget-app.js (the widget, served at /widget-app.js) and
// dist/widget.js (the loader customers' pages include, served at /widget.js; it fetches the app, by a URL naming
// the app's content hash, once the page has settled). Then enforces both size budgets (check-size.mjs).
// `--watch` rebuilds on change for the playground (esbuild's minification only: the shipped build adds terser's).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { checkSizes } from './check-size.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const appFile = path.join(here, 'dist/widget-app.js');
const loaderFile = path.join(here, 'dist/widget.js');

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

const shared = {
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
};
const appOptions = {
  ...shared,
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: appFile,
  plugins: [inlineCss],
};

/** The loader names the app by its content hash, so a new app is never served from a cache under an old name. */
async function loaderOptions() {
  const hash = createHash('sha256')
    .update(await readFile(appFile))
    .digest('base64url')
    .slice(0, 12);
  return {
    ...shared,
    entryPoints: [path.join(here, 'src/loader.ts')],
    outfile: loaderFile,
    define: { __WIDGET_APP_PATH__: JSON.stringify(`/widget-app.js?v=${hash}`) },
  };
}

/**
 * esbuild bundles and minifies; terser's two compress passes then take another 3 % off what a visitor downloads,
 * which keeps the widget within its 8 KB (docs/decisions/0031-widget-core-web-vitals.md). Safe transforms only.
 */
async function buildShipped(options) {
  const { outputFiles } = await esbuild.build({ ...options, write: false });
  const { code } = await minify(outputFiles[0].text, {
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  await writeFile(options.outfile, code);
}

await mkdir(path.dirname(appFile), { recursive: true });
if (process.argv.includes('--watch')) {
  // The playground serves whatever is built: rebuild the loader after each app build (its hash changes).
  const context = await esbuild.context({
    ...appOptions,
    plugins: [
      ...appOptions.plugins,
      {
        name: 'rebuild-loader',
        setup(build) {
          build.onEnd(async (result) => {
            if (!result.errors.length) await esbuild.build(await loaderOptions());
          });
        },
      },
    ],
  });
  await context.watch();
  console.log(
    `watching: ${path.relative(process.cwd(), appFile)} and ${path.relative(process.cwd(), loaderFile)}`,
  );
} else {
  await buildShipped(appOptions);
  await buildShipped(await loaderOptions());
  const { ok } = await checkSizes({ loader: loaderFile, app: appFile });
  if (!ok) process.exit(1);
}
