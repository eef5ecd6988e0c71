// Builds the API ahead of time into apps/api/dist/server.js, which `npm run serve` runs with plain
// `node` (docs/decisions/021-built-api.md). esbuild bundles the API's TypeScript and the workspace
// packages it imports (@masar/contracts, @masar/career: TypeScript sources); every other package
// stays an import of node_modules, resolved at run time exactly as from the sources.
//
// The bundle runs inside the checkout: the files the sources read beside themselves (SQL
// migrations, the demo media, the career engine's word lists, package.json) are read where they
// are. Each `import.meta.url` (and `import.meta.dirname`/`filename`) in a bundled source is
// therefore rewritten to that source file's own URL, computed from the bundle's at run time, so
// `new URL('./migrations', import.meta.url)` or `createRequire(import.meta.url)` mean in the bundle
// what they mean under tsx. One exception: a worker whose source is a tsx shim (WORKERS) is built
// too, and its URL points at the built file, so the worker runs without tsx as well.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(root, 'apps/api/dist');

/** Worker shims (which register tsx, then import the TypeScript worker) → the worker built in their place. */
const WORKERS = [
  {
    shim: 'packages/career/src/parse/extract-worker.mjs',
    entry: 'packages/career/src/parse/extract-worker.ts',
    out: 'extract-worker',
  },
];
const builtWorker = new Map(WORKERS.map((w) => [path.join(root, w.shim), `./${w.out}.js`]));

/** Packages bundled from their sources; every other bare import stays external. */
const BUNDLED_PACKAGES = /^@masar\//;

const toPosix = (p) => p.split(path.sep).join('/');

/** Bare imports stay external, provided they resolve from apps/api/dist to the same file as from their importer. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, async (args) => {
      if (args.pluginData?.checking || BUNDLED_PACKAGES.test(args.path)) return undefined;
      if (args.path.startsWith('node:')) return { external: true };
      const resolve = (resolveDir) =>
        b.resolve(args.path, { kind: args.kind, resolveDir, pluginData: { checking: true } }).then(
          (result) => (result.errors.length ? undefined : result.path),
          () => undefined,
        );
      const fromSource = await resolve(args.resolveDir);
      if (fromSource && !fromSource.startsWith(root)) return { external: true }; // a Node.js built-in
      const fromBundle = fromSource && (await resolve(outdir));
      if (fromSource && fromBundle !== fromSource) {
        return {
          errors: [
            {
              text: `"${args.path}" resolves to ${fromSource} from ${args.importer} but to ${fromBundle ?? 'nothing'} from apps/api/dist: hoist it to the root node_modules (add it to apps/api/package.json)`,
            },
          ],
        };
      }
      return { external: true };
    });
  },
};

/** Rewrites import.meta.url/dirname/filename in each bundled source to that source's own location. */
const sourceLocations = {
  name: 'source-locations',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      let contents = readFileSync(args.path, 'utf8');
      if (!contents.includes('import.meta.')) return undefined;
      const here = `new URL(${JSON.stringify(toPosix(path.relative(outdir, args.path)))}, import.meta.url)`;
      const fileOf = '__masarFileURLToPath';
      contents = contents.replace(
        /new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)|import\.meta\.(url|dirname|filename)\b/g,
        (_whole, quote, target, property) => {
          if (target !== undefined) {
            const built = builtWorker.get(path.resolve(path.dirname(args.path), target));
            return built
              ? `new URL(${JSON.stringify(built)}, import.meta.url)`
              : `new URL(${quote}${target}${quote}, ${here})`;
          }
          if (property === 'url') return `${here}.href`;
          if (property === 'filename') return `${fileOf}(${here})`;
          return `${fileOf}(new URL(".", ${here})).replace(/\\/$/, "")`;
        },
      );
      // on the first line, so that the source map's line numbers stay right
      if (contents.includes(fileOf)) contents = `import { fileURLToPath as ${fileOf} } from "node:url"; ${contents}`;
      return { contents, loader: path.extname(args.path).includes('t') ? 'ts' : 'js' };
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true }); // resolved from (externalPackages)
const result = await build({
  entryPoints: [
    { in: path.join(root, 'apps/api/src/server.ts'), out: 'server' },
    ...WORKERS.map((w) => ({ in: path.join(root, w.entry), out: w.out })),
  ],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages, sourceLocations],
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, { bytes: size }]) => `${path.basename(file)} ${(size / 1024).toFixed(0)} kB`);
console.log(`API built into apps/api/dist (${bytes.join(', ')}) in ${Date.now() - started} ms`);
