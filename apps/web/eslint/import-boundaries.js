// The web app's import rule (decision 0119), as an ESLint rule. The app has four layers, each importing only
// from the ones before it:
//   lib/         plain code: the API client, the session, query keys, formats, browser helpers
//   components/  shared UI: primitives, layout, the public pages' platform
//   features/    one folder per capability; another feature (or a route) reaches it only through its public
//                entry, features/<name>/index.ts
//   routes/, router.tsx, main.tsx, entry-server.tsx, test/   the app: puts features on URLs and composes them
// ESLint's no-restricted-imports matches the text of an import, so it cannot tell which feature `../../leads/x`
// lands in from a given file; this rule resolves every import (the `@/` alias and relative paths) first.

import path from 'node:path';

const SRC_MARKER = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
const APP_FILES = new Set(['router', 'main', 'entry-server']);

/** Where a file or module sits: { layer, feature?, rest } from its path relative to src (no extension). */
function locate(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'features' && parts.length >= 2) {
    return { layer: 'features', feature: parts[1], rest: parts.slice(2).join('/') };
  }
  if (parts.length === 1 && APP_FILES.has(parts[0])) return { layer: 'app' };
  return { layer: parts[0] };
}

function stripExtension(file) {
  return file.replace(/\.(tsx?|jsx?|mjs)$/, '');
}

/** The module an import names, relative to src without extension; null for packages and paths outside src. */
function resolveSpecifier(specifier, importerRelative) {
  let resolved;
  if (specifier.startsWith('@/')) resolved = path.posix.normalize(specifier.slice(2));
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    resolved = path.posix.normalize(path.posix.join(path.posix.dirname(importerRelative), specifier));
  else return null;
  if (resolved.startsWith('..')) return null;
  return stripExtension(resolved);
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Keeps the web app's layers: shared code never imports features; features meet through their public entries",
    },
    schema: [],
    messages: {
      sharedImportsFeature:
        '{{layer}}/ is shared by every feature: it never imports a feature, a route or the router ({{target}}).',
      featureImportsApp:
        'A feature never imports the app (routes/, router.tsx, main.tsx, entry-server.tsx): {{target}}.',
      deepImport:
        "Import another feature only through its public entry: '@/features/{{feature}}' (not {{target}}). If it isn't exported there, export it or move the shared piece to components/ or lib/.",
    },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    const at = filename.lastIndexOf(SRC_MARKER);
    if (at === -1) return {};
    const importerRelative = stripExtension(
      filename
        .slice(at + SRC_MARKER.length)
        .split(path.sep)
        .join('/'),
    );
    const importer = locate(importerRelative);

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const targetRelative = resolveSpecifier(source.value, importerRelative);
      if (targetRelative === null) return;
      const target = locate(targetRelative);
      const isAppTarget = target.layer === 'routes' || target.layer === 'app';

      if (
        (importer.layer === 'components' || importer.layer === 'lib') &&
        (target.layer === 'features' || isAppTarget)
      ) {
        context.report({
          node: source,
          messageId: 'sharedImportsFeature',
          data: { layer: importer.layer, target: source.value },
        });
        return;
      }
      if (importer.layer === 'features' && isAppTarget) {
        context.report({ node: source, messageId: 'featureImportsApp', data: { target: source.value } });
        return;
      }
      const isOwnFeature = importer.layer === 'features' && importer.feature === target.feature;
      if (target.layer === 'features' && !isOwnFeature && target.rest !== '' && target.rest !== 'index') {
        context.report({
          node: source,
          messageId: 'deepImport',
          data: { feature: target.feature, target: source.value },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};
