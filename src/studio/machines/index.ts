export { catalogueEntry, MACHINE_CATALOGUE } from './entries';
export { effectNames } from './fake-effects';
export {
  
  activeStateIds,
  allTransitions,
  delayOfEvent,
  describeEvent,
  
  
  
  
  stateNodesOf,
  systemEvents,
  
  transitionKey,
  
} from './definition';
export { MachineRun } from './machine-run';
export { modelOf, pathEvents, shortestPathsOf, vertexOf } from './model-paths';
export type { MachineEntry } from './types';
