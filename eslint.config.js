import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

// Module boundaries (ADR 027). Every import in app/, server/, shared/ and content/ is relative with
// its extension, so the plain Node resolver finds every file: no tsconfig paths to read.

/** The feature folders of app/features; a new one is covered as soon as it exists. */
const features = readdirSync(join(import.meta.dirname, 'app/features'), { withFileTypes: true });
const featureDirs = features.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
/** Loose modules directly in app/features (seo.ts): shared by the features, nobody's internals. */
const featureRootFiles = features.filter((entry) => entry.isFile()).map((entry) => `./${entry.name}`);
const publicEntries = featureDirs.map((name) => `./${name}/index.ts`);

/**
 * import-x's no-cycle skips `import type` edges, but both cycles we had ran through one (a type
 * import one way, a value import back). An architectural cycle is one whichever way it is erased, so
 * this rule is import-x's no-cycle seeing every import as a value import: in the file being linted
 * (its visitor gets value-kind copies of the nodes) and in the files it walks (parsed by a parser that
 * rewrites the import kinds). Only this rule reads modules through import-x's parser.
 */
function asValueEdge(node) {
  return {
    ...node,
    ...(node.importKind ? { importKind: 'value' } : {}),
    ...(node.exportKind ? { exportKind: 'value' } : {}),
    ...(node.specifiers
      ? {
          specifiers: node.specifiers.map((s) => ({
            ...s,
            ...(s.importKind ? { importKind: 'value' } : {}),
            ...(s.exportKind ? { exportKind: 'value' } : {}),
          })),
        }
      : {}),
  };
}
const EDGE_NODES = [
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'TSImportEqualsDeclaration',
];
const valueEdgeParser = {
  meta: { name: 'value-edges-parser' },
  parseForESLint(code, options) {
    const result = tseslint.parser.parseForESLint(code, options);
    result.ast.body = result.ast.body.map((node) =>
      EDGE_NODES.includes(node.type) ? asValueEdge(node) : node,
    );
    return result;
  },
};
const importXNoCycle = importX.rules['no-cycle'];
const noCycle = {
  meta: importXNoCycle.meta,
  create(context) {
    const languageOptions = { ...context.languageOptions, parser: valueEdgeParser };
    const visitor = importXNoCycle.create(
      new Proxy(context, {
        get: (target, key) => (key === 'languageOptions' ? languageOptions : target[key]),
      }),
    );
    const wrapped = { ...visitor };
    for (const type of EDGE_NODES) {
      if (visitor[type]) wrapped[type] = (node) => visitor[type](asValueEdge(node));
    }
    return wrapped;
  },
};

/** React Router's internals (`UNSAFE_*` exports) change without notice: only its public API. */
const noRouterInternals = {
  group: ['react-router', 'react-router/*', '@react-router/*'],
  importNamePattern: '^UNSAFE_',
  message: "React Router's UNSAFE_ exports are internals: use its public API.",
};

/** The browser bundle never imports server code (type-only imports are erased and allowed). */
const noServerCode = {
  group: ['**/server/**'],
  message: 'Server code stays out of the browser bundle.',
  allowTypeImports: true,
};

/** Links come from app/components/site-link.tsx: React Router's, without their server-side cost. */
const siteLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message:
    "Import Link and NavLink from app/components/site-link.tsx (React Router's, cheaper on the server).",
  allowTypeImports: true,
};

const featureMessage =
  'A feature uses another feature only through its public entry (app/features/<name>/index.ts); ' +
  'move a piece several features share to app/components/ or app/hooks/.';

export default tseslint.config(
  { ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noRouterInternals] }],
    },
  },
  {
    // The browser bundle never imports server code (type-only imports are erased and allowed).
    files: ['app/**/*.{ts,tsx}', 'shared/**/*.ts', 'content/**/*.ts'],
    ignores: ['app/entry.server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [noServerCode, noRouterInternals],
          paths: [siteLinks],
        },
      ],
    },
  },
  {
    // The one module that wraps React Router's links.
    files: ['app/components/site-link.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noServerCode, noRouterInternals] }],
    },
  },
  {
    // The one module that copies React Router's ServerRouter with its route tables kept (issue 32):
    // held to the installed release by tests/unit/server-router.test.ts.
    files: ['app/server-router.server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noServerCode] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'content/**/*.ts'],
    plugins: { 'import-x': importX, boundaries: { rules: { 'no-cycle': noCycle } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      // No import cycles, type-only imports included (see noCycle above).
      'boundaries/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './server',
              from: './app',
              message:
                'server/ does not import app/, not even types: shared types live in server/ or shared/.',
            },
            {
              target: './shared',
              from: ['./app', './content'],
              message: 'shared/ is the bottom layer: app/ and content/ import it, never the other way round.',
            },
            {
              // Generic UI and hooks know no feature (the layout, below, composes them).
              target: ['./app/components/*', './app/components/!(layout)/**', './app/hooks/**'],
              from: './app/features',
              message: 'app/components/ and app/hooks/ know no feature: pass what they need as props.',
            },
            {
              // The page shell (header, footer) is composed by root.tsx, like a route.
              target: './app/components/layout',
              from: './app/features',
              except: [...publicEntries, ...featureRootFiles],
              message:
                'The layout uses a feature only through its public entry (app/features/<name>/index.ts).',
            },
            ...featureDirs.map((name) => ({
              target: `./app/features/${name}`,
              from: './app/features',
              except: [`./${name}`, ...publicEntries, ...featureRootFiles],
              message: featureMessage,
            })),
          ],
        },
      ],
    },
  },
  {
    // content/ holds the company's data: no logic, no packages, nothing but shared/ types and data.
    files: ['content/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'FunctionDeclaration, FunctionExpression, ArrowFunctionExpression, ClassDeclaration, ClassExpression',
          message: 'content/ holds data only: put functions in shared/ or app/ and let them read this data.',
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[^/]+$|\\.\\./shared/)',
              message: 'content/ imports only other content and shared/ (no packages, no app/ or server/).',
            },
          ],
        },
      ],
    },
  },
  {
    // content/fr/ is the same data in French (issue 29): it takes the English file's types and the values
    // no one translates (ids, numbers, addresses) from content/, one folder up.
    files: ['content/fr/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[^/]+$|\\.\\./[^/]+$|\\.\\./\\.\\./shared/)',
              message: 'content/fr/ imports only content and shared/ (no packages, no app/ or server/).',
            },
          ],
        },
      ],
    },
  },
);
