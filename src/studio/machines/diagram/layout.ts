import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { transitionLabel, type DiagramState, type DiagramTransition, type MachineGraph } from './machine-graph';

/** Monospace text at these sizes has a fixed advance, so boxes are sized without measuring text. */
export const FONT = { size: 11, advance: 6.7, line: 14, titleSize: 12, titleAdvance: 7.4 } as const;

/** A state's box, in diagram coordinates, with the transitions it lists inside (see {@link stateLines}). */
type StateBox = {
  readonly state: DiagramState;
  readonly internal: readonly DiagramTransition[];
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly depth: number;
};

/** A transition's route and label, in diagram coordinates. */
type TransitionRoute = {
  readonly transition: DiagramTransition;
  readonly points: readonly { readonly x: number; readonly y: number }[];
  readonly label: { readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly lines: readonly string[] };
};

/** The marker of a compound state's initial state: a dot with an arrow to it. */
type InitialMarker = {
  readonly parent: string;
  readonly x: number;
  readonly y: number;
  readonly points: readonly { readonly x: number; readonly y: number }[];
};

export type MachineLayout = {
  readonly graph: MachineGraph;
  readonly width: number;
  readonly height: number;
  readonly states: readonly StateBox[];
  /** The transitions drawn as edges; the internal ones are listed in their state's box instead. */
  readonly transitions: readonly TransitionRoute[];
  readonly initials: readonly InitialMarker[];
};

const PAD = 14;
const INITIAL_SIZE = 10;
const MARGIN = 16;

/**
 * The lines written inside a state under its name: tags, entry and exit actions, invoked actors,
 * then its internal transitions (an event that only runs actions, the state staying), written
 * `event [guard] / actions` as statecharts list them. Drawn as loops those ran round the whole
 * state and across the diagram; listed, they read in place.
 */
export function stateLines(state: DiagramState, internal: readonly DiagramTransition[]): readonly string[] {
  const lines: string[] = [];
  if (state.tags.length > 0) lines.push(`tags: ${state.tags.join(', ')}`);
  if (state.entry.length > 0) lines.push(`entry / ${state.entry.join(', ')}`);
  if (state.exit.length > 0) lines.push(`exit / ${state.exit.join(', ')}`);
  for (const src of state.invokes) lines.push(`invoke ${src}`);
  for (const transition of internal) lines.push(transitionLabel(transition));
  return lines;
}

/** A transition's label in lines: the event and guard, then the actions. */
function labelLines(transition: DiagramTransition): readonly string[] {
  const head = `${transition.event}${transition.guard === undefined ? '' : ` [${transition.guard}]`}`;
  return transition.actions.length === 0 ? [head] : [head, `/ ${transition.actions.join(', ')}`];
}

const textWidth = (lines: readonly string[]) => Math.max(0, ...lines.map((line) => line.length)) * FONT.advance;

function elkNode(state: DiagramState, internal: InternalByState): ElkNode {
  const details = stateLines(state, internal.get(state.id) ?? []);
  const titleWidth = state.label.length * FONT.titleAdvance;
  const header = FONT.line + 10 + details.length * FONT.line;
  if (state.children.length === 0) {
    return {
      id: state.id,
      width: Math.ceil(Math.max(titleWidth, textWidth(details)) + 2 * PAD),
      height: Math.ceil(header + 10),
    };
  }
  const initial = state.children.find((child) => child.initial);
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${Math.ceil(header + 8)},left=${PAD},bottom=${PAD},right=${PAD}]`,
    },
    children: [
      ...(initial === undefined ? [] : [{ id: `${state.id}::initial`, width: INITIAL_SIZE, height: INITIAL_SIZE }]),
      ...state.children.map((child) => elkNode(child, internal)),
    ],
  };
}

type InternalByState = ReadonlyMap<string, readonly DiagramTransition[]>;

function initialEdges(state: DiagramState): ElkExtendedEdge[] {
  const initial = state.children.find((child) => child.initial);
  return [
    ...(initial === undefined ? [] : [{ id: `${state.id}::initial-edge`, sources: [`${state.id}::initial`], targets: [initial.id] }]),
    ...state.children.flatMap(initialEdges),
  ];
}

/**
 * Lays a machine out with ELK's layered algorithm: states as nested boxes (hierarchy included, so
 * transitions may cross box borders), each transition an edge with its label, and a dot marking
 * each initial state. ELK is deterministic for the same graph, so the same machine always gets the
 * same picture. `elk` is passed in so callers choose how it loads (the studio loads it on demand).
 */
export async function layoutMachine(elk: ELK, graph: MachineGraph): Promise<MachineLayout> {
  const internal = new Map<string, DiagramTransition[]>();
  for (const transition of graph.transitions) if (transition.targetless) internal.set(transition.source, [...(internal.get(transition.source) ?? []), transition]);
  const routed = graph.transitions.filter((transition) => !transition.targetless);
  const root = elkNode(graph.root, internal);
  const edges: ElkExtendedEdge[] = [
    ...initialEdges(graph.root),
    ...routed.map((transition) => {
      const lines = labelLines(transition);
      return {
        id: transition.id,
        sources: [transition.source],
        targets: [transition.target],
        labels: [{ id: `${transition.id}::label`, text: transitionLabel(transition), width: Math.ceil(textWidth(lines) + 8), height: lines.length * FONT.line + 4 }],
      };
    }),
  ];
  // The machine's root is a box like any state (root-level transitions start from it), so the
  // graph ELK lays out is a plain container around it.
  const container: ElkNode = { id: '::diagram', children: [root], edges };
  const laid = await elk.layout(
    container,
    {
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.direction': 'DOWN',
        // Right-angled routes that ELK keeps clear of the boxes they pass (its layered default, said
        // here because the drawing relies on it: edges are drawn as polylines through its bend points).
        'elk.edgeRouting': 'ORTHOGONAL',
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
        'elk.json.edgeCoords': 'ROOT',
        'elk.json.shapeCoords': 'ROOT',
        'elk.spacing.nodeNode': '28',
        'elk.layered.spacing.nodeNodeBetweenLayers': '40',
        'elk.spacing.edgeLabel': '4',
        'elk.spacing.edgeNode': '16',
        'elk.edgeLabels.placement': 'CENTER',
        'elk.randomSeed': '1',
      },
    },
  );

  const byId = new Map<string, DiagramState>();
  const index = (state: DiagramState) => {
    byId.set(state.id, state);
    state.children.forEach(index);
  };
  index(graph.root);

  const states: StateBox[] = [];
  const initials: { parent: string; x: number; y: number }[] = [];
  const walk = (node: ElkNode, depth: number) => {
    const state = byId.get(node.id);
    if (state !== undefined) states.push({ state, internal: internal.get(state.id) ?? [], x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0, depth });
    else if (node.id.endsWith('::initial')) initials.push({ parent: node.id.slice(0, -'::initial'.length), x: (node.x ?? 0) + INITIAL_SIZE / 2, y: (node.y ?? 0) + INITIAL_SIZE / 2 });
    for (const child of node.children ?? []) walk(child, depth + 1);
  };
  for (const child of laid.children ?? []) walk(child, 0);

  const routeOf = (edge: ElkExtendedEdge) =>
    (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]).map((point) => ({ x: point.x, y: point.y }));
  const laidEdges = new Map((laid.edges ?? []).map((edge) => [edge.id, edge]));
  const transitions = routed.map((transition): TransitionRoute => {
    const edge = laidEdges.get(transition.id);
    const label = edge?.labels?.[0];
    return {
      transition,
      points: edge === undefined ? [] : routeOf(edge),
      label: { x: label?.x ?? 0, y: label?.y ?? 0, width: label?.width ?? 0, height: label?.height ?? 0, lines: labelLines(transition) },
    };
  });
  const markers = initials.map((marker): InitialMarker => {
    const edge = laidEdges.get(`${marker.parent}::initial-edge`);
    return { ...marker, points: edge === undefined ? [] : routeOf(edge) };
  });
  // Routes from the machine's root box leave it and come back in, and ELK may bend them outside
  // the graph's own bounds: the drawing is framed on everything drawn, so no line is cut off.
  const xs = [
    ...states.flatMap((box) => [box.x, box.x + box.width]),
    ...transitions.flatMap((route) => [...route.points.map((p) => p.x), route.label.x, route.label.x + route.label.width]),
    ...markers.flatMap((marker) => [marker.x - INITIAL_SIZE, marker.x + INITIAL_SIZE, ...marker.points.map((p) => p.x)]),
  ];
  const ys = [
    ...states.flatMap((box) => [box.y, box.y + box.height]),
    ...transitions.flatMap((route) => [...route.points.map((p) => p.y), route.label.y, route.label.y + route.label.height]),
    ...markers.flatMap((marker) => [marker.y - INITIAL_SIZE, marker.y + INITIAL_SIZE, ...marker.points.map((p) => p.y)]),
  ];
  const left = Math.min(0, ...xs);
  const top = Math.min(0, ...ys);
  const shift = <T extends { readonly x: number; readonly y: number }>(item: T): T => ({ ...item, x: item.x - left, y: item.y - top });
  return {
    graph,
    width: Math.ceil(Math.max(laid.width ?? 0, ...xs) - left + 2 * MARGIN),
    height: Math.ceil(Math.max(laid.height ?? 0, ...ys) - top + 2 * MARGIN),
    states: states.map(shift),
    transitions: transitions.map((route) => ({ ...route, points: route.points.map(shift), label: shift(route.label) })),
    initials: markers.map((marker) => ({ ...shift(marker), points: marker.points.map(shift) })),
  };
}

/** Space around the drawing, added by the renderer. */
export const DIAGRAM_MARGIN = MARGIN;
