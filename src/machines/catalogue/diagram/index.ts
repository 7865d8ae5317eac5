import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { layoutMachine, type MachineLayout } from './layout';
import { machineGraph } from './machine-graph';
import { renderMachineSvg } from './svg';

export { labelLines, layoutMachine, stateDetails, type MachineLayout, type StateBox, type TransitionRoute } from './layout';
export { machineGraph, transitionLabel, type DiagramState, type DiagramTransition, type MachineGraph } from './machine-graph';
export { renderMachineMarkdown } from './markdown';
export { diagramIdOf, renderMachineSvg } from './svg';

/**
 * Draws a machine from its live definition: graph → ELK layout → SVG. One function for the
 * export script, its staleness test and the studio, so all three show the same picture. This
 * module holds ELK (some hundreds of kB): import it dynamically from client code.
 */
export async function drawMachine(machine: AnyStateMachine): Promise<{ readonly svg: string; readonly layout: MachineLayout }> {
  const layout = await layoutMachine(new ELK(), machineGraph(machine));
  return { svg: renderMachineSvg(layout), layout };
}
