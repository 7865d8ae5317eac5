// ESLint flat config: Next.js rules, typescript-eslint type-checked rules, and the import
// direction of DESIGN.md ("a lower layer never imports a higher one").
import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

/** Layers in import order; a later layer may import any earlier one. */
const LAYERS = [
  ['config', 'src/config'],
  ['engine', 'src/engine'],
  ['domain', 'src/domain'],
  ['machines', 'src/machines'],
  ['services', 'src/services'],
  ['ui', 'src/ui'],
  ['features', 'src/features'],
  ['block-kit', 'src/block-kit'],
  ['blocks', 'src/blocks'],
  ['page-runtime', 'src/page-runtime'],
  ['shell', 'src/shell'],
  ['server', 'src/server'],
  ['studio', 'src/studio'],
  ['app', 'src/app'],
];
/** Layers at the same height: each may import what lies before both, never the other. */
const SIBLINGS = [['server', 'studio']];
const isSibling = (a, b) => a !== b && SIBLINGS.some((pair) => pair.includes(a) && pair.includes(b));
const allowedFrom = (index) =>
  LAYERS.slice(0, index + 1)
    .map(([type]) => type)
    .filter((type) => !isSibling(type, LAYERS[index][0]));

/**
 * Renders read cookies with the page store's own parser (src/services/http/page-cookies.ts), so a
 * stored page is keyed by the cookies its render read. Every no-restricted-imports entry carries
 * this path: a later entry replaces an earlier one for the files both match.
 */
const cookiesRead = {
  name: 'next/headers',
  importNames: ['cookies'],
  message: 'Read cookies through src/services/http/page-cookies.ts (the page store keys by that parser and declaration).',
};
const restrictModules = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { paths: [cookiesRead], patterns: [{ group: patterns, message }] }],
  },
});

export default tseslint.config(
  { ignores: ['.next/**', 'node_modules/**', '.bench/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/**'] },
  ...nextVitals,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  // Playwright fixtures call their `use` callback, which the React hooks rule mistakes for React's use().
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Environment variables are read in one place only.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read environment variables through src/config/env.ts only.',
        },
      ],
    },
  },
  // The layer order of docs/architecture.md, "Layers": every file of src/ belongs to exactly one
  // layer, and a layer imports only the layers before it (files of one layer may import one another). Tests and scripts sit outside the order.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        ...LAYERS.map(([type, pattern]) => ({ type, pattern, partialMatch: false })),
        // Next's entry files (proxy, instrumentation) must sit in src/ itself; they belong with app.
        // Element patterns match folders unless the descriptor says `mode: 'file'`, which v7 still
        // honours but calls legacy (hence the warning switched off below).
        { type: 'app', pattern: 'src/*.ts', mode: 'file' },
      ],
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'A layer imports only the layers before it (see docs/architecture.md, "Layers").',
          policies: LAYERS.map(([type], index) => ({
            from: { element: { type } },
            allow: { to: { element: { types: { anyOf: allowedFrom(index) } } } },
          })),
        },
      ],
      // No import/no-cycle here: `npm run lint` checks circles once, with dependency-cruiser
      // (check-circles.mjs), which also follows type-only and dynamic imports; the ESLint rule
      // saw fewer circles and cost a quarter of the lint's time.
    },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: [cookiesRead] }] } },
  // The pure layers also keep to their own kind of code.
  restrictModules(['src/config/**', 'src/engine/**', 'src/domain/**'], ['next', 'next/*', 'react', 'react-dom', 'xstate', '@xstate/*'], 'config, engine and domain are pure: no framework, no machines.'),
  restrictModules(['src/machines/**'], ['next', 'next/*', 'react', 'react-dom', 'elkjs', 'elkjs/*', 'xstate/graph'], 'Machines are pure definitions: effects arrive through .provide(); diagrams and model paths live in src/studio.'),
  // A block is a leaf: its folder imports its own files and lower layers, never another block (what
  // blocks share lives in src/block-kit or below), so adding or removing a block touches one folder.
  restrictModules(['src/blocks/**'], ['@/blocks/*', '../*'], 'A block imports no other block: move what blocks share to src/block-kit (or ui/features).'),
);
