import { MACHINE_CATALOGUE } from '../entries';
import { drawMachine, machineGraph, renderMachineMarkdown } from './index';

/** The files `npm run machines:export` writes under docs/machines, by name; the staleness test compares them. */
export async function machineExportFiles(): Promise<ReadonlyMap<string, string>> {
  const files = new Map<string, string>();
  for (const entry of MACHINE_CATALOGUE) {
    const { svg } = await drawMachine(entry.machine);
    files.set(`${entry.id}.svg`, svg);
    files.set(`${entry.id}.md`, renderMachineMarkdown(machineGraph(entry.machine), entry));
  }
  const index = [
    '# State machines',
    '',
    'Drawn from the live definitions in `src/machines` by `npm run machines:export` (a test fails when these files are stale). Step through them at `/studio/machines`.',
    '',
    ...MACHINE_CATALOGUE.map((entry) => `- [${entry.title}](./${entry.id}.md) (\`${entry.id}\`): ${entry.summary}`),
    '',
  ].join('\n');
  files.set('README.md', index);
  return files;
}
