import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EDGE_SECURITY_HEADERS, FILE_CSP, IMAGE_CSP, NON_DOCUMENT_CSP } from '@/server/security/edge-headers';
import nextConfig from '../../../../next.config';

type Written = { status?: number; headers?: Record<string, unknown> };

/**
 * Runs front-door-gate.cjs in a sandbox of its own, on a fake `node:http`: requiring it here would
 * hold every HTTP request of the test process. Returns what it exports and its gated `emit`.
 */
function loadGate(): { exports: { EDGE_HEADERS: Record<string, string> }; emit: (event: string, ...args: unknown[]) => boolean } {
  const source = fs.readFileSync(path.join(__dirname, '../../../../front-door-gate.cjs'), 'utf8');
  class FakeServer {
    emit(..._args: unknown[]): boolean {
      return true;
    }
  }
  const gateModule = { exports: {} as { EDGE_HEADERS: Record<string, string> } };
  const context = vm.createContext({
    Buffer,
    console,
    // The gate's 20 s give-up timer must not run (or hold the test process).
    setTimeout: () => ({ unref: () => undefined }),
    clearTimeout: () => undefined,
  });
  const run = vm.runInContext(`(function (require, module, exports) {\n${source}\n})`, context) as (require: (id: string) => unknown, module: object, exports: object) => void;
  run((id) => (id === 'node:http' ? { Server: FakeServer } : undefined), gateModule, gateModule.exports);
  const server = new FakeServer();
  // The gate has replaced the prototype's emit with its own.
  return { exports: gateModule.exports, emit: (event, ...args) => server.emit(event, ...args) };
}

describe('edge security headers', () => {
  it('geolocation is allowed to the site itself (the locator and its same-origin frame) and every other powerful feature stays off', () => {
    const policy = EDGE_SECURITY_HEADERS['permissions-policy'].split(', ');
    expect(policy).toContain('geolocation=(self)');
    for (const off of ['camera=()', 'microphone=()', 'payment=()', 'usb=()']) expect(policy).toContain(off);
  });

  it('the gate’s copy equals the edge security headers and the non-document CSP', () => {
    expect({ ...loadGate().exports.EDGE_HEADERS }).toEqual({ ...EDGE_SECURITY_HEADERS, 'content-security-policy': NON_DOCUMENT_CSP });
  });

  it('the gate’s 503 carries them', () => {
    const gate = loadGate();
    const request = { resume: () => undefined };
    const response = (written: Written) => ({ writeHead: (status: number, headers: Record<string, unknown>) => Object.assign(written, { status, headers }), end: () => undefined });
    // The 1001st request arriving before the front door is answered 503 at once (the first 1000 are held).
    for (let i = 0; i < 1000; i += 1) gate.emit('request', request, response({}));
    const written: Written = {};
    gate.emit('request', request, response(written));
    expect(written.status).toBe(503);
    expect(written.headers).toMatchObject({ ...EDGE_SECURITY_HEADERS, 'content-security-policy': NON_DOCUMENT_CSP });
  });

  it('next.config.ts sends them on every path, and its CSPs forbid framing', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const everyPath = rules.find((rule) => rule.source === '/:path*' && rule.has === undefined)?.headers ?? [];
    expect(Object.fromEntries(everyPath.map(({ key, value }) => [key.toLowerCase(), value]))).toEqual(EDGE_SECURITY_HEADERS);
    for (const csp of [NON_DOCUMENT_CSP, FILE_CSP, IMAGE_CSP]) expect(csp).toContain("frame-ancestors 'none'");
  });

  it('image optimizer answers (/_next/image) carry a CSP that forbids framing and scripts', () => {
    const csp = nextConfig.images?.contentSecurityPolicy ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src(?! 'none')/);
    expect(csp).toContain('sandbox');
  });
});
