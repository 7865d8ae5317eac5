import { DIAGRAM_MARGIN, FONT, stateLines, type MachineLayout } from './layout';
import type { DiagramTransition } from './machine-graph';

/** Fixed precision keeps the output byte-identical from one export to the next. */
const n = (value: number): string => {
  const fixed = value.toFixed(1);
  return fixed.endsWith('.0') ? fixed.slice(0, -2) : fixed;
};

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const EDGE_COLOURS: Readonly<Record<DiagramTransition['kind'], string>> = {
  event: '#27457a',
  always: '#5b5b5b',
  after: '#7a4d00',
  done: '#1d6b34',
  error: '#a3201a',
};

/** A safe id fragment for this machine (marker ids must be unique when several diagrams share a page). */
const diagramIdOf = (machineId: string): string => `machine-${machineId.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * The SVG of a laid-out machine. States carry `data-state` and transitions `data-transition`,
 * `data-event`, so the studio can highlight the active states and the enabled transitions with CSS
 * on the very same drawing the export writes.
 */
export function renderMachineSvg(layout: MachineLayout): string {
  const id = diagramIdOf(layout.graph.id);
  const arrow = (kind: DiagramTransition['kind']) => `${id}-arrow-${kind}`;
  const stateCount = layout.states.length - 1;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="machine-diagram" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" role="img" aria-labelledby="${id}-title" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" font-size="${FONT.size}">`,
    `<title id="${id}-title">State machine ${escapeXml(layout.graph.id)}: ${stateCount} states, ${layout.graph.transitions.length} transitions</title>`,
    '<defs>',
    ...Object.entries(EDGE_COLOURS).map(
      ([kind, colour]) =>
        `<marker id="${arrow(kind as DiagramTransition['kind'])}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="${colour}"/></marker>`,
    ),
    '</defs>',
    `<rect width="${layout.width}" height="${layout.height}" fill="#ffffff"/>`,
    `<g transform="translate(${DIAGRAM_MARGIN} ${DIAGRAM_MARGIN})">`,
  );

  const ordered = [...layout.states].sort((a, b) => a.depth - b.depth || a.state.id.localeCompare(b.state.id));
  for (const box of ordered) {
    const { state } = box;
    const root = box.depth === 0;
    const fill = root ? '#fbfbfd' : box.depth % 2 === 1 ? '#ffffff' : '#f3f5fa';
    out.push(`<g class="machine-state" data-state="${escapeXml(state.id)}" data-kind="${state.kind}">`);
    out.push(
      `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="8" fill="${fill}" stroke="${root ? '#9aa3b5' : '#3d4a63'}" stroke-width="${state.initial ? 2 : 1.2}"${root ? ' stroke-dasharray="4 3"' : ''}/>`,
    );
    if (state.kind === 'final') out.push(`<rect x="${n(box.x + 3)}" y="${n(box.y + 3)}" width="${n(box.width - 6)}" height="${n(box.height - 6)}" rx="6" fill="none" stroke="#3d4a63"/>`);
    out.push('</g>');
  }
  for (const marker of layout.initials) {
    const [first, ...rest] = marker.points;
    out.push(`<g class="machine-initial" data-initial-of="${escapeXml(marker.parent)}">`);
    out.push(`<circle cx="${n(marker.x)}" cy="${n(marker.y)}" r="5" fill="#14213d"/>`);
    if (first !== undefined)
      out.push(
        `<path d="M${n(first.x)},${n(first.y)}${rest.map((p) => `L${n(p.x)},${n(p.y)}`).join('')}" fill="none" stroke="#14213d" stroke-width="1.4" marker-end="url(#${arrow('event')})"/>`,
      );
    out.push('</g>');
  }

  for (const route of layout.transitions) {
    const { transition, points, label } = route;
    const colour = EDGE_COLOURS[transition.kind];
    const [first, ...rest] = points;
    out.push(
      `<g class="machine-transition" data-transition="${escapeXml(transition.id)}" data-event="${escapeXml(transition.eventType)}" data-source="${escapeXml(transition.source)}" data-kind="${transition.kind}">`,
    );
    if (first !== undefined) {
      const dashed = transition.kind === 'always' || transition.kind === 'after' ? ' stroke-dasharray="5 3"' : '';
      out.push(
        `<path d="M${n(first.x)},${n(first.y)}${rest.map((p) => `L${n(p.x)},${n(p.y)}`).join('')}" fill="none" stroke="${colour}" stroke-width="1.4"${dashed} marker-end="url(#${arrow(transition.kind)})"/>`,
      );
    }
    out.push(`<rect x="${n(label.x)}" y="${n(label.y)}" width="${n(label.width)}" height="${n(label.height)}" rx="3" fill="#ffffff" fill-opacity="0.92"/>`);
    label.lines.forEach((line, index) => {
      out.push(`<text x="${n(label.x + 4)}" y="${n(label.y + FONT.line * (index + 1) - 2)}" fill="${colour}">${escapeXml(line)}</text>`);
    });
    out.push('</g>');
  }
  // Names and the lines under them are written last, over any route that enters a compound state
  // through its heading, on a backing of the box's own fill, so a line never strikes text through.
  for (const box of ordered) {
    const { state } = box;
    const lines = stateLines(state, box.internal);
    const fromInternal = lines.length - box.internal.length;
    const fill = box.depth === 0 ? '#fbfbfd' : box.depth % 2 === 1 ? '#ffffff' : '#f3f5fa';
    const title = `${state.label}${state.kind === 'final' ? ' (final)' : ''}`;
    const width = Math.max(title.length * FONT.titleAdvance, ...lines.map((line) => line.length * FONT.advance)) + 8;
    out.push(`<g class="machine-state-text" data-state-text="${escapeXml(state.id)}">`);
    if (state.children.length > 0) out.push(`<rect x="${n(box.x + 8)}" y="${n(box.y + 3)}" width="${n(width)}" height="${n(FONT.line * (lines.length + 1) + 6)}" fill="${fill}"/>`);
    out.push(`<text x="${n(box.x + 12)}" y="${n(box.y + FONT.line + 3)}" font-size="${FONT.titleSize}" font-weight="700" fill="#14213d">${escapeXml(title)}</text>`);
    lines.forEach((line, index) => {
      const transition = index >= fromInternal ? box.internal[index - fromInternal] : undefined;
      const attributes =
        transition === undefined
          ? 'fill="#3b4252"'
          : `fill="${EDGE_COLOURS[transition.kind]}" class="machine-transition" data-transition="${escapeXml(transition.id)}" data-event="${escapeXml(transition.eventType)}" data-source="${escapeXml(transition.source)}" data-kind="${transition.kind}" data-internal=""`;
      out.push(`<text x="${n(box.x + 12)}" y="${n(box.y + FONT.line * (index + 2) + 4)}" ${attributes}>${escapeXml(line)}</text>`);
    });
    out.push('</g>');
  }
  out.push('</g>', '</svg>');
  return `${out.join('\n')}\n`;
}
