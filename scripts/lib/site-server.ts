/**
 * The site's production server for the fuzz and durability commands: `next start` (which needs
 * `next build` first) with a temporary data directory and a bot-check secret of its own, listening
 * on loopback only, in its own process group so kill9() stops every process of it at once; plus a
 * raw HTTP/1.1 exchange over a socket, for requests a normal client refuses to send (odd methods,
 * unnormalized paths, a Content-Length that lies).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startNext, type StartedNext } from './processes.cjs';

export type StartedServer = StartedNext & {
  /** LOCAL_CHALLENGE_SECRET: bot-check tokens signed with it pass. */
  readonly secret: string;
  /** DATA_DIR: the server's SQLite database lives here. */
  readonly dataDir: string;
};

export type StartOptions = {
  readonly port: number;
  readonly dataDir?: string;
  readonly secret?: string;
  /** Extra environment for the server (scripts configure the server they start through it). */
  readonly env?: Readonly<Record<string, string>>;
};

export async function startServer(options: StartOptions): Promise<StartedServer> {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'next-start-'));
  try {
    const server = await startNext({
      port: options.port,
      hostname: 'localhost',
      detached: true,
      env: { LOCAL_CHALLENGE_SECRET: secret, DATA_DIR: dataDir, ...options.env },
    });
    return { ...server, secret, dataDir };
  } catch (error) {
    // A directory made here and never used by a server is not left behind.
    if (options.dataDir === undefined) fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export type RawAnswer = { readonly status: number; readonly headers: string; readonly body: string; readonly ms: number };

/**
 * One request written byte for byte (`Connection: close`), read to the end. `null` status 0 means
 * the server closed without an answer; a timeout answers status -1.
 */
export function rawRequest(port: number, head: string, body: Buffer | string = '', timeoutMs = 15_000): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (status?: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const headers = split === -1 ? text : text.slice(0, split);
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(headers);
      resolve({ status: status ?? (match ? Number(match[1]) : 0), headers, body: split === -1 ? '' : text.slice(split + 4), ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(-1), timeoutMs);
    socket.on('connect', () => {
      socket.write(head);
      if (body.length > 0) socket.write(body);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => finish());
    socket.on('error', () => finish());
  });
}
