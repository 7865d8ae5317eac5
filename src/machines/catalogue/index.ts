export { catalogueEntry, MACHINE_CATALOGUE } from './entries';
export { actorNames, effectNames, fakeEffects } from './fake-effects';
export {
  actionLabels,
  activeStateIds,
  allTransitions,
  delayOfEvent,
  describeEvent,
  eventLabel,
  guardLabel,
  isSystemEvent,
  namedDelays,
  stateNodesOf,
  systemEvents,
  targetIds,
  transitionKey,
  transitionsOf,
} from './definition';
export { MachineRun, runEvents, type RunLogLine } from './machine-run';
export { adjacencyOf, modelOf, pathEvents, shortestPathsOf, vertexOf, type MachineModel, type ModelPath } from './model-paths';
export type { EffectCall, MachineEntry, MachineImplementations, MachineStart, PendingActors } from './types';
