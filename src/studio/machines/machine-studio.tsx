'use client';

import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  activeStateIds,
  delayOfEvent,
  describeEvent,
  MACHINE_CATALOGUE,
  MachineRun,
  pathEvents,
  shortestPathsOf,
  systemEvents,
  vertexOf,
  type MachineEntry,
} from '@/studio/machines';
import { fitView, type Size, type View } from './diagram-view';
import styles from './machine-studio.module.css';

/** The shortest event path from the start to one state (fewest events over every vertex of that state). */
type StatePath = { readonly state: string; readonly events: readonly AnyEventObject[] };

const stateName = (snapshot: AnyMachineSnapshot): string => activeStateIds(snapshot).at(-1)?.replace(/^[^.]+\./, '') ?? '(root)';

function pathsToStates(entry: MachineEntry, startIndex: number): readonly StatePath[] {
  const best = new Map<string, StatePath>();
  for (const path of shortestPathsOf(entry, startIndex)) {
    const state = stateName(path.state);
    const events = pathEvents(path);
    const known = best.get(state);
    if (known === undefined || events.length < known.events.length) best.set(state, { state, events });
  }
  return [...best.values()].sort((a, b) => a.events.length - b.events.length || a.state.localeCompare(b.state));
}

/** Events the current state accepts (delays are fired by their own button instead). */
function enabledEvents(entry: MachineEntry, snapshot: AnyMachineSnapshot, machine: MachineRun['machine']): readonly AnyEventObject[] {
  const seen = new Set<string>();
  return [...entry.events(snapshot), ...systemEvents(snapshot, entry.outputs, entry.errors)].filter((event) => {
    if (delayOfEvent(machine, event.type) !== undefined || !snapshot.can(event)) return false;
    const name = describeEvent(machine, event);
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

const cssString = (value: string) => JSON.stringify(value);

/**
 * The machine studio: every machine of the catalogue drawn from its live definition (the same
 * code as `npm run machines:export`, loaded on demand with ELK), and stepped on the fake effects
 * the model-based tests use.
 */
export function MachineStudio() {
  const [selected, setSelected] = useState(MACHINE_CATALOGUE[0]?.id ?? '');
  const entry = MACHINE_CATALOGUE.find((candidate) => candidate.id === selected);
  return (
    <div className={styles.studio}>
      <nav aria-label="Machines" className={styles.machineList}>
        <h2 className={styles.listHeading}>Machines ({MACHINE_CATALOGUE.length})</h2>
        <ul>
          {MACHINE_CATALOGUE.map((candidate) => (
            <li key={candidate.id}>
              <button
                type="button"
                className={styles.machineButton}
                aria-current={candidate.id === selected ? 'true' : undefined}
                data-machine={candidate.id}
                onClick={() => setSelected(candidate.id)}
              >
                {candidate.title} <code>{candidate.id}</code>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {entry === undefined ? null : <MachinePanel key={entry.id} entry={entry} />}
    </div>
  );
}

function MachinePanel({ entry }: { readonly entry: MachineEntry }) {
  const [startIndex, setStartIndex] = useState(0);
  const [run, setRun] = useState(() => new MachineRun(entry, 0));
  const [, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const refresh = () => setVersion((version) => version + 1);

  useEffect(() => () => run.stop(), [run]);

  const snapshot = run.snapshot;
  const active = activeStateIds(snapshot);
  const events = enabledEvents(entry, snapshot, run.machine);
  const hasTimers = Object.keys(run.actor.system.getSnapshot()._scheduledEvents).length > 0;

  const restart = (index: number): MachineRun => {
    const next = new MachineRun(entry, index);
    setRun(next);
    return next;
  };

  const send = async (event: AnyEventObject) => {
    setBusy(true);
    try {
      await run.send(event);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const replay = async (path: StatePath) => {
    const fresh = restart(startIndex);
    setBusy(true);
    try {
      for (const event of path.events) await fresh.send(event);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`studio-${entry.id}-heading`}>
      <h2 id={`studio-${entry.id}-heading`}>
        {entry.title} <code>{entry.id}</code>
      </h2>
      <p>
        {entry.summary} Source: <code>src/machines/{entry.file}</code>
      </p>
      <Diagram entry={entry} active={active} />
      <div className={styles.controls}>
        <section aria-labelledby={`studio-${entry.id}-state`} className={styles.box}>
          <h3 id={`studio-${entry.id}-state`}>Current state</h3>
          {entry.starts.length > 1 ? (
            <label className={styles.start}>
              Start{' '}
              <select
                value={startIndex}
                onChange={(event) => {
                  const index = Number(event.target.value);
                  setStartIndex(index);
                  restart(index);
                }}
              >
                {entry.starts.map((start, index) => (
                  <option key={start.label} value={index}>
                    {start.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <p>
            Active: <output data-testid="active-states">{active.join(', ')}</output>
          </p>
          <div className={styles.buttons}>
            <button type="button" onClick={() => restart(startIndex)}>
              Reset
            </button>
            <button
              type="button"
              disabled={!hasTimers || busy}
              onClick={() => {
                run.advanceDelays();
                refresh();
              }}
            >
              Advance delays
            </button>
          </div>
          <h4>Enabled events</h4>
          {events.length === 0 ? (
            <p>None: this state accepts no event.</p>
          ) : (
            <ul className={styles.events} aria-label="Enabled events">
              {events.map((event) => {
                const name = describeEvent(run.machine, event);
                return (
                  <li key={name}>
                    <button type="button" disabled={busy} data-event={event.type} onClick={() => void send(event)}>
                      {name}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section aria-labelledby={`studio-${entry.id}-context`} className={styles.box}>
          <h3 id={`studio-${entry.id}-context`}>Context</h3>
          <pre className={styles.json} tabIndex={0} aria-label="Context as JSON">
            {JSON.stringify(snapshot.context, (_, value: unknown) => (typeof value === 'function' ? '[function]' : value), 2)}
          </pre>
        </section>
        <section aria-labelledby={`studio-${entry.id}-log`} className={styles.box}>
          <h3 id={`studio-${entry.id}-log`}>Event log</h3>
          <ol className={styles.log} data-testid="event-log" tabIndex={0} aria-label="Event log">
            {run.log.map((line, index) => (
              <li key={index} data-kind={line.kind}>
                <span className={styles.logKind}>{line.kind}</span> {line.text}
              </li>
            ))}
          </ol>
        </section>
        <PathsPanel entry={entry} startIndex={startIndex} onReplay={(path) => void replay(path)} busy={busy} currentVertex={vertexOf(entry, snapshot)} />
      </div>
    </section>
  );
}

function PathsPanel(props: {
  readonly entry: MachineEntry;
  readonly startIndex: number;
  readonly busy: boolean;
  readonly currentVertex: string;
  readonly onReplay: (path: StatePath) => void;
}) {
  const { entry, startIndex } = props;
  const paths = useMemo(() => pathsToStates(entry, startIndex), [entry, startIndex]);
  return (
    <section aria-labelledby={`studio-${entry.id}-paths`} className={styles.box}>
      <h3 id={`studio-${entry.id}-paths`}>Paths</h3>
      <p>The shortest event path to every state; choose one to replay it from the start.</p>
      <ul className={styles.paths}>
        {paths.map((path) => (
          <li key={path.state}>
            <button type="button" disabled={props.busy} data-path={path.state} onClick={() => props.onReplay(path)}>
              <strong>{path.state}</strong>{' '}
              <span>{path.events.length === 0 ? '(start)' : path.events.map((event) => describeEvent(entry.machine, event)).join(' → ')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.2;
const MAX_SCALE = 4;

function Diagram({ entry, active }: { readonly entry: MachineEntry; readonly active: readonly string[] }) {
  const [drawn, setDrawn] = useState<{ readonly svg: string; readonly size: Size } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const viewportRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    let current = true;
    // ELK is large: loaded with the drawing code only when a machine is shown.
    import('./diagram')
      .then(({ drawMachine }) => drawMachine(entry.machine))
      .then(({ svg, layout }) => {
        if (current) setDrawn({ svg, size: { width: layout.width, height: layout.height } });
      })
      .catch((error: unknown) => {
        if (current) setFailure(error instanceof Error ? error.message : String(error));
      });
    return () => {
      current = false;
    };
  }, [entry]);

  const fit = () => {
    const viewport = viewportRef.current;
    if (drawn === null || viewport === null) return;
    setView(fitView(drawn.size, { width: viewport.clientWidth, height: viewport.clientHeight }));
  };
  // A machine opens fitted, so the whole of it is seen first; Fit brings that view back.
  useEffect(fit, [drawn]);

  const zoom = (factor: number) => setView((v) => ({ ...v, scale: Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor)) }));
  const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [40, 0], ArrowRight: [-40, 0], ArrowUp: [0, 40], ArrowDown: [0, -40] };
    const move = moves[event.key];
    if (move !== undefined) pan(...move);
    else if (event.key === '+' || event.key === '=') zoom(ZOOM_STEP);
    else if (event.key === '-') zoom(1 / ZOOM_STEP);
    else if (event.key === '0') fit();
    else if (event.key === '1') setView({ scale: 1, x: 0, y: 0 });
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (from === null) return;
    drag.current = { x: event.clientX, y: event.clientY };
    pan(event.clientX - from.x, event.clientY - from.y);
  };
  const endDrag = () => {
    drag.current = null;
  };

  const highlight = active
    .map((id) => `[data-studio-diagram] [data-state=${cssString(id)}] > rect:first-of-type { fill: #fff1c2; stroke: #9a3412; stroke-width: 3; }`)
    .join('\n');

  return (
    <figure className={styles.figure}>
      <div className={styles.zoom}>
        <button type="button" onClick={() => zoom(ZOOM_STEP)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoom(1 / ZOOM_STEP)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={fit}>
          Fit
        </button>
        <button type="button" onClick={() => setView({ scale: 1, x: 0, y: 0 })}>
          100%
        </button>
        <span aria-live="polite">{Math.round(view.scale * 100)}%</span>
      </div>
      <style>{highlight}</style>
      <div
        className={styles.viewport}
        tabIndex={0}
        role="group"
        aria-label={`Diagram of ${entry.title}: arrow keys pan, + and − zoom, 0 fits, 1 shows 100%`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        data-testid="diagram"
        ref={viewportRef}
        // As tall as the fitted drawing needs (a wide machine leaves no empty band), within bounds.
        style={drawn === null ? undefined : { aspectRatio: `${drawn.size.width} / ${drawn.size.height}`, width: '100%', minWidth: 0, height: 'auto', minHeight: '12rem', maxHeight: 'min(32rem, 70vh)' }}
      >
        {failure !== null ? (
          <p role="alert">The diagram could not be drawn: {failure}</p>
        ) : drawn === null ? (
          <p>Drawing…</p>
        ) : (
          <div
            data-studio-diagram=""
            className={styles.canvas}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            // The SVG is generated from the machine definition by our own renderer (text escaped there).
            dangerouslySetInnerHTML={{ __html: drawn.svg }}
          />
        )}
      </div>
      <figcaption>
        Drawn from the live definition of <code>{entry.id}</code>; active states are outlined in orange.
      </figcaption>
    </figure>
  );
}
