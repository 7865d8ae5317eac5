import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * zod costs a page about 30 kB of first-load JavaScript (23 kB of it its core, which zod/mini
 * brings too), more than half of a route's budget over a bare Next page. The quiz and the listing
 * islands run in the browser on data the server has already parsed, so nothing they import at
 * first load may import zod: engine/runtime.ts, product-vocabulary.ts and the other zod-free
 * modules exist for them. The Product Quiz block loads its checking code (quiz-setup.ts) on mount. This follows every static, non-type import from each entry; a dynamic
 * import() is a chunk of its own and is not followed.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const ENTRIES = [
  'src/features/quiz/quiz-flow.tsx',
  'src/features/quiz/quiz-results.tsx',
  'src/blocks/product-quiz/product-quiz.tsx',
  'src/blocks/product-listing/product-listing.tsx',
  'src/blocks/product-listing-v2/product-listing-v2.tsx',
  'src/blocks/vet-product-listing/vet-product-listing.tsx',
  'src/blocks/highlight-product-cards/highlight-product-cards.tsx',
  'src/blocks/plp-carousel-list/plp-carousel-list.tsx',
];

function resolveModule(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('@fixtures/')) return undefined;
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return specifier;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The modules a file imports for their values (type-only imports and exports are erased). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly ||
        (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifier = statement.moduleSpecifier;
    }
    if (specifier === undefined || !ts.isStringLiteral(specifier)) continue;
    const resolved = resolveModule(file, specifier.text);
    if (resolved !== undefined) out.push(resolved);
  }
  return out;
}

/** The chain of imports from the entry to zod, or undefined when there is none. */
function pathToZod(entry: string): string[] | undefined {
  const previous = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (file === 'zod' || file.startsWith('zod/')) {
      const chain: string[] = [];
      for (let at: string | null | undefined = file; at; at = previous.get(at)) chain.unshift(path.relative(root, at) || at);
      return chain;
    }
    if (!path.isAbsolute(file)) continue;
    for (const next of valueImports(file)) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

describe('browser first loads carry no zod', () => {
  it.each(ENTRIES)('%s reaches no zod module through its static imports', (entry) => {
    expect(pathToZod(path.join(root, entry))).toBeUndefined();
  });

  it('the scan finds zod where a browser module does reach it (the Product Quiz block\'s setup, loaded on mount, parses with it)', () => {
    expect(pathToZod(path.join(root, 'src/blocks/product-quiz/quiz-setup.ts'))).toEqual(expect.arrayContaining(['zod']));
  });
});
