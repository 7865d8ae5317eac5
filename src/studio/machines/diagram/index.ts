import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { layoutMachine, type MachineLayout } from './layout';
import { machineGraph } from './machine-graph';
import { renderMachineSvg } from './svg';

export { type MachineLayout } from './layout';
export { machineGraph } from './machine-graph';
export { renderMachineMarkdown } from './markdown';

/**
 * Draws a machine from its live definition: graph → ELK layout → SVG. One function for the
 * export script, its staleness test and the studio, so all three show the same picture. This
 * module holds ELK (some hundreds of kB): import it dynamically from client code.
 */
export async function drawMachine(machine: AnyStateMachine): Promise<{ readonly svg: string; readonly layout: MachineLayout }> {
  const layout = await layoutMachine(new ELK(), machineGraph(machine));
  return { svg: renderMachineSvg(layout), layout };
}
