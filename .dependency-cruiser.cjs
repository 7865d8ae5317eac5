/**
 * The import-circle check that runs in `npm run lint` (scripts/check/check-circles.mjs).
 * ESLint's import/no-cycle does not follow type-only or dynamic imports, and a circle that closes
 * through them still couples the files on it: TypeScript's type imports (`tsPreCompilationDeps`)
 * and `import()` both count here.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files on an import circle cannot be understood, tested or moved one at a time.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
