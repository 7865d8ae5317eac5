/**
 * A content's initial state as Builder's Gen-1 React SDK builds it, worked out on the server before
 * the first render, without eval. The SDK (BuilderComponent's onContentLoaded) first gives every
 * content input with a `defaultValue` that value where the content's state has none, merges the
 * content's own state (with what the page adds: data URL results, locale, theme, a symbol's
 * inputs) over it, and then runs the page code (`data.jsCode`) with `state`, `context`, `Builder`
 * and `builder` in scope: page code runs last, so what it assigns wins. It runs on the server
 * (`Builder.isServer`) and again in the browser (`Builder.isBrowser`) when the component mounts.
 *
 * Here page code goes through the safe interpreter. The server runs it with server semantics for
 * the HTML, and once more with browser semantics to learn, before shipping anything, whether the
 * browser's run would change the state or define functions: only then does the state island get
 * the compiled program, and only a changed state makes content without actions get an island at
 * all. Page code that is refused or fails leaves the state as it was, logged once per content.
 */
import 'server-only';
import { compilePageCode } from '../expressions/compile';
import { displayJson, ExpressionError, runPageCode, type Budget, type PageFunctions } from '../expressions/interpret';
import type { Program } from '../expressions/program';
import { warnOnce } from './bindings';

type Data = Readonly<Record<string, unknown>>;

const SERVER_SIDE = { isServer: true, isBrowser: false, isEditing: false, isPreviewing: false } as const;
const BROWSER_SIDE = { isServer: false, isBrowser: true, isEditing: false, isPreviewing: false } as const;

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The props the content's state island starts from. */
type IslandState = {
  /** The state the island's page code starts from, or (without page code) the state itself. */
  readonly initialState: Data;
  /** Page code for the island to run on mount with browser semantics; absent when that run could change nothing. */
  readonly pageCode?: Program;
  /** Whether that run leaves a state other than the server's: the island then redraws once it has hydrated. */
  readonly redraw?: boolean;
};

export type PreparedState = {
  /** The state the server renders with. */
  readonly state: Data;
  /** The functions the server's run of page code put on state and context, for bindings to call. */
  readonly functions: PageFunctions | undefined;
  /** Whether page code's browser part changes what the state is: such content needs its island even without actions. */
  readonly changesInBrowser: boolean;
  readonly island: IslandState;
};

/** Content inputs' default values by input name (`data.inputs[].defaultValue`). */
export function inputDefaults(inputs: unknown): Data {
  if (!Array.isArray(inputs)) return {};
  const out: Record<string, unknown> = {};
  for (const input of inputs) {
    if (isRecord(input) && typeof input.name === 'string' && input.name !== '' && input.defaultValue !== undefined && !(input.name in out)) {
      out[input.name] = input.defaultValue;
    }
  }
  return out;
}

/** Page code's state after one run on one side, or undefined (logged) when it is refused or fails. */
function attempt(program: Program, base: Data, content: Data, side: typeof SERVER_SIDE | typeof BROWSER_SIDE, label: string, budget: Budget | undefined) {
  try {
    return runPageCode(program, { state: base, context: {}, Builder: side, builder: side, content }, budget);
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    warnOnce(`[content] Page code (data.jsCode) of ${label} ${side.isServer ? 'on the server' : 'in the browser'} is not run, the state stays as it was: ${error.message}`);
    return undefined;
  }
}

/**
 * Whether two states hold the same data (they are plain JSON values from the same code). Written as
 * the interpreter sizes JSON, so a state too large to write (shared references expand) counts as
 * changed: the island then runs the code itself instead of the server writing gigabytes.
 */
function sameData(a: Data, b: Data): boolean {
  try {
    return displayJson(a) === displayJson(b);
  } catch (error) {
    if (error instanceof ExpressionError) return false;
    throw error;
  }
}

/**
 * The content's initial state: inputs' defaults, then `state` (the content's own, with what the
 * page adds), then page code. `content` is what the code reads as `content` (the content's data,
 * without blocks); `label` names the content in the log; `budget` is the page render's, which both
 * runs of the code spend from.
 */
export function prepareContentState(state: Data, data: Data, content: Data, label: string, budget?: Budget): PreparedState {
  const defaults = inputDefaults(data.inputs);
  const base = Object.keys(defaults).length === 0 ? state : { ...defaults, ...state };
  const plain: PreparedState = { state: base, functions: undefined, changesInBrowser: false, island: { initialState: base } };
  const code = data.jsCode;
  if (typeof code !== 'string' || code.trim() === '') return plain;
  const compiled = compilePageCode(code);
  if (!compiled.ok) {
    warnOnce(`[content] Page code (data.jsCode) of ${label} is not run, the state stays as it was: ${compiled.reason}`);
    return plain;
  }
  const server = attempt(compiled.program, base, content, SERVER_SIDE, label, budget);
  if (!server) return plain;
  const browser = attempt(compiled.program, base, content, BROWSER_SIDE, label, budget);
  if (!browser) return { state: server.state, functions: server.functions, changesInBrowser: false, island: { initialState: server.state } };
  const changesInBrowser = !sameData(server.state, browser.state);
  // The island runs page code only when its browser run changes the state or makes functions actions may call.
  const island: IslandState =
    changesInBrowser || browser.functions.size > 0 ? { initialState: base, pageCode: compiled.program, redraw: changesInBrowser } : { initialState: server.state };
  return { state: server.state, functions: server.functions, changesInBrowser, island };
}
