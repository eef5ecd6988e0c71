// The API's layers (docs/decisions/010-api-layout.md), kept by lint:
//   api-layers/sql-in-repositories  drizzle-orm and the db/schema tables only in *-repository.ts,
//                                   src/db/** and the db plugin (type-only imports are fine)
//   api-layers/routes-use-services  route files never import a repository
//   api-layers/own-repositories     a module never imports another module's repository
//   api-layers/no-deep-relative     no relative import that climbs two levels (`../../`): use
//                                   `#src/...` or `#test/...` (apps/api/package.json "imports")
//   api-layers/plugins-below-modules  infrastructure (src/plugins/**) never imports a domain module
//                                   (src/modules/**), not even its types: a module registers or
//                                   decorates what a plugin calls (app.addValidationMessages,
//                                   app.pageViews). The demo seed under src/db/seed is not
//                                   infrastructure: it may keep calling module repositories.
// Own rules rather than no-restricted-imports / import-x/no-restricted-paths: those take one
// option list per file, so a second config object for the same files would silently replace the
// boundaries eslint.config.js already sets; these rules stand alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const API = 'apps/api';
const SRC = `${API}/src`;
const TEST = `${API}/test`;

/** the file's path from the repository root, with forward slashes */
const relativeToRoot = (context) => path.relative(ROOT, context.filename).split(path.sep).join('/');

/** where an import specifier points, from the repository root (null: a package) */
function resolveSpecifier(fromFile, specifier) {
  if (specifier.startsWith('#src/')) return `${SRC}/${specifier.slice('#src/'.length)}`;
  if (specifier.startsWith('#test/')) return `${TEST}/${specifier.slice('#test/'.length)}`;
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return null;
}

const isRepository = (target) => /-repository(\.ts)?$/.test(target);
const moduleOf = (file) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
const isRouteFile = (file) => /^apps\/api\/src\/modules\/[^/]+\/routes\//.test(file);

/** every import and re-export of a file, with whether it carries types only */
function eachImport(context, check) {
  const visit = (node) => {
    if (!node.source || typeof node.source.value !== 'string') return;
    const typeOnly =
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.type === 'ImportDeclaration' &&
        node.specifiers.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type'));
    check(node, node.source.value, typeOnly);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: (node) => {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string')
        check(node, node.source.value, false);
    },
  };
}

const sqlInRepositories = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      sql: "SQL lives in a module's *-repository.ts: '{{specifier}}' is imported here. Move the query into the repository and call it.",
    },
  },
  create(context) {
    const file = relativeToRoot(context);
    return eachImport(context, (node, specifier, typeOnly) => {
      if (typeOnly) return;
      const target = resolveSpecifier(file, specifier);
      const drizzle = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
      const schema = target !== null && /^apps\/api\/src\/db\/schema(\/|$)/.test(target);
      if (drizzle || schema) context.report({ node, messageId: 'sql', data: { specifier } });
    });
  },
};

const routesUseServices = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { repository: "Routes call services (or the module's decorators), not repositories: '{{specifier}}'." },
  },
  create(context) {
    const file = relativeToRoot(context);
    if (!isRouteFile(file)) return {};
    return eachImport(context, (node, specifier, typeOnly) => {
      const target = resolveSpecifier(file, specifier);
      if (!typeOnly && target && isRepository(target))
        context.report({ node, messageId: 'repository', data: { specifier } });
    });
  },
};

const ownRepositories = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      foreign:
        "Module '{{mine}}' reaches into module '{{theirs}}''s repository '{{specifier}}': go through that module's service or decorators.",
    },
  },
  create(context) {
    const file = relativeToRoot(context);
    const mine = moduleOf(file);
    if (!mine) return {};
    return eachImport(context, (node, specifier, typeOnly) => {
      const target = resolveSpecifier(file, specifier);
      const theirs = target && moduleOf(target);
      if (!typeOnly && theirs && theirs !== mine && isRepository(target))
        context.report({ node, messageId: 'foreign', data: { mine, theirs, specifier } });
    });
  },
};

const pluginsBelowModules = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      module:
        "Infrastructure does not depend on domain modules: '{{specifier}}' is imported here. Move the shared piece into src/plugins or src/lib, or let the module register or decorate what the plugin calls.",
    },
  },
  create(context) {
    const file = relativeToRoot(context);
    return eachImport(context, (node, specifier) => {
      const target = resolveSpecifier(file, specifier);
      if (target && /^apps\/api\/src\/modules(\/|$)/.test(target))
        context.report({ node, messageId: 'module', data: { specifier } });
    });
  },
};

const noDeepRelative = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { deep: "'{{specifier}}' climbs two or more folders: import it as '#src/...' or '#test/...'." },
  },
  create(context) {
    return eachImport(context, (node, specifier) => {
      if (specifier.startsWith('../../')) context.report({ node, messageId: 'deep', data: { specifier } });
    });
  },
};

const plugin = {
  rules: {
    'sql-in-repositories': sqlInRepositories,
    'routes-use-services': routesUseServices,
    'own-repositories': ownRepositories,
    'no-deep-relative': noDeepRelative,
    'plugins-below-modules': pluginsBelowModules,
  },
};

/** flat-config objects for eslint.config.js */
export const apiLayers = [
  {
    files: [`${API}/**/*.ts`],
    plugins: { 'api-layers': plugin },
  },
  {
    files: [`${SRC}/**/*.ts`],
    ignores: [`${SRC}/**/*-repository.ts`, `${SRC}/db/**`, `${SRC}/plugins/db.ts`],
    rules: { 'api-layers/sql-in-repositories': 'error' },
  },
  {
    files: [`${SRC}/**/*.ts`],
    rules: { 'api-layers/routes-use-services': 'error', 'api-layers/own-repositories': 'error' },
  },
  {
    files: [`${SRC}/**/*.ts`, `${TEST}/**/*.ts`],
    rules: { 'api-layers/no-deep-relative': 'error' },
  },
  {
    files: [`${SRC}/plugins/**/*.ts`],
    rules: { 'api-layers/plugins-below-modules': 'error' },
  },
];
