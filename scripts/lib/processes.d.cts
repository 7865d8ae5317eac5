// Types of processes.cjs (TypeScript callers: the tsx scripts and the Playwright specs).
import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/** Next's command-line entry in node_modules. */
export declare const nextBin: string;

/** A loopback port nothing listens on right now, chosen by the OS. */
export declare function freePort(): Promise<number>;

/** The first free loopback port in [from, to]. */
export declare function freePortIn(from: number, to: number): Promise<number>;

export type RunOptions = {
  readonly cwd?: string;
  /** Added to this process's environment. */
  readonly env?: Readonly<Record<string, string>>;
};

/** Runs a command with inherited output; resolves with its exit code (never rejects on failure). */
export declare function run(command: string, args: readonly string[], options?: RunOptions): Promise<number>;

export type StartNextOptions = {
  /**
   * A Next app other than the site (the benches' bare app), relative to the repository root or
   * absolute: served from its own folder without the front-door gate, polled on `/`.
   */
  readonly dir?: string;
  /** Default: a free port. */
  readonly port?: number;
  /** `next start -H`: the address to listen on (default: every address). */
  readonly hostname?: string;
  /** Added to this process's environment for the server. */
  readonly env?: Readonly<Record<string, string>>;
  /** How long the server may take to answer 200; default 60 s. */
  readonly timeoutMs?: number;
  /** Its own process group: stop() and kill9() signal every process in it. */
  readonly detached?: boolean;
  /** Also copy the server's stderr to this process's stderr as it arrives. */
  readonly showStderr?: boolean;
  /** Names the server in errors. */
  readonly label?: string;
};

export type StartedNext = {
  readonly port: number;
  /** `http://localhost:<port>`. */
  readonly origin: string;
  readonly child: ChildProcessByStdio<null, Readable, Readable>;
  /** Everything the server wrote to stdout and stderr so far. */
  readonly log: () => string;
  /** SIGTERM; resolves when the server has exited. */
  readonly stop: () => Promise<void>;
  /** SIGKILL: no shutdown, no flush, like a power cut to the process. */
  readonly kill9: () => Promise<void>;
};

/**
 * `next start` of a production build, waited for until it answers 200 (the site on /api/health,
 * an app in `dir` on `/`); throws with the server's output when it exits or times out first.
 */
export declare function startNext(options?: StartNextOptions): Promise<StartedNext>;
