// Part of `npm run lint`: no import circle anywhere in src/, counting type-only imports and
// dynamic `import()` (ESLint's import/no-cycle follows neither). The check must also reject the
// fixture circles in tests/lint-fixtures/import-circles, so a configuration change that stops it
// seeing those kinds of import fails lint instead of passing silently.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const FIXTURE = 'tests/lint-fixtures/import-circles';
/** The fixture's two circles: one closes by `import type`, the other by `import()`. Each must be reported. */
const FIXTURE_CIRCLES = [
  ['type-only/vet.ts', 'type-only/owner.ts'],
  ['dynamic/island-map.ts', 'dynamic/island.ts'],
].map((files) => files.map((file) => `${FIXTURE}/${file}`));

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig('tsconfig.json');

async function circlesIn(path) {
  const result = await cruise([path], { ...options, validate: true }, undefined, { tsConfig });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, expected its JSON result');
  return result.output.summary.violations.filter((v) => v.rule.name === 'no-circular');
}

const filesOf = (v) => [v.from, ...(v.cycle ?? []).map((step) => step.name ?? step)];
const describe = (v) => filesOf(v).join(' → ');

const inSource = await circlesIn('src');
const inFixture = await circlesIn(FIXTURE);
const unseen = FIXTURE_CIRCLES.filter((circle) => !inFixture.some((v) => circle.every((file) => filesOf(v).includes(file))));
let failed = false;

if (inSource.length > 0) {
  failed = true;
  console.error(`${inSource.length} file(s) of src/ sit on an import circle (type-only and dynamic imports count):`);
  for (const v of inSource) console.error(`  ${describe(v)}`);
}
if (unseen.length > 0) {
  failed = true;
  console.error(`The circle check no longer rejects its fixture: ${unseen.map((c) => c.join(' ⇄ ')).join(', ')} not reported. Check .dependency-cruiser.cjs (tsPreCompilationDeps, dynamic imports).`);
}
if (failed) process.exit(1);
console.log(`import circles: 0 in src/ (the fixture's ${FIXTURE_CIRCLES.length} circles are rejected, as they must be)`);
