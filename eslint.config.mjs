// ESLint flat config: Next.js rules, typescript-eslint type-checked rules, and the import
// direction of DESIGN.md ("a lower layer never imports a higher one").
import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

const layer = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
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
  layer(['src/config/**'], ['@/*', '../*'], 'config imports nothing of the app.'),
  layer(
    ['src/engine/**'],
    ['@/app/*', '@/blocks/*', '@/shell/*', '@/services/*', '@/machines/*', '@/routing/*', '@/security/*', 'next', 'next/*', 'react'],
    'The engine is pure: it may import only @/config constants and its own files.',
  ),
  layer(
    ['src/machines/**'],
    ['@/app/*', '@/blocks/*', '@/shell/*', '@/services/*', 'next/*'],
    'Machines are pure definitions: effects arrive through .provide().',
  ),
  layer(['src/services/**'], ['@/app/*', '@/blocks/*', '@/shell/*'], 'Services import no components or routes.'),
);
