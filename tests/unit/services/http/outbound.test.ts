import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundFetch } from '@/services/http/outbound';
import { createActionUrlSubmitter } from '@/services/forms';

// A real local server, so the checks run against Node's own fetch (undici), not a mock of it.
let server: http.Server;
let origin: string;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url === '/redirect') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    } else if (request.url === '/huge') {
      response.writeHead(200, { 'content-type': 'application/json' });
      // No Content-Length: the cap must hold while streaming.
      response.write('['.padEnd(600_000, ' '));
      response.end('1]');
    } else if (request.url === '/slow') {
      setTimeout(() => response.end('{}'), 2_000);
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const base = { allowedHosts: [] as string[], protocols: ['http:'] as ('http:' | 'https:')[], timeoutMs: 1_000, maxBytes: 100_000 };

describe('outbound requests', () => {
  it('a redirect is refused with a message naming where it pointed, and never followed', async () => {
    const result = await outboundFetch(`${origin}/redirect`, {}, { ...base, allowedOrigins: [origin] });
    expect(result).toMatchObject({ ok: false, reason: 'redirect', status: 302 });
    expect(!result.ok && result.message).toContain('169.254.169.254');
    expect(hits.filter((h) => h.includes('meta-data'))).toEqual([]);
  });

  it('a host off the allowlist is never contacted', async () => {
    const before = hits.length;
    const result = await outboundFetch(`${origin}/ok`, {}, base);
    expect(result).toMatchObject({ ok: false, reason: 'disallowed-host' });
    expect(hits.length).toBe(before);
  });

  it('an answer over the size cap is cut off while streaming', async () => {
    expect(await outboundFetch(`${origin}/huge`, {}, { ...base, allowedOrigins: [origin] })).toMatchObject({ ok: false, reason: 'too-large' });
  });

  it('a slow answer fails at the deadline', async () => {
    expect(await outboundFetch(`${origin}/slow`, {}, { ...base, allowedOrigins: [origin], timeoutMs: 200 })).toMatchObject({
      ok: false,
      reason: 'timeout',
    });
  });

  it('credentials in the URL are refused even for an allowed host', async () => {
    expect(await outboundFetch(`http://user:pw@127.0.0.1/`, {}, { ...base, allowedHosts: ['127.0.0.1'] })).toMatchObject({
      ok: false,
      reason: 'disallowed-host',
    });
  });

  it('an allowed host answers its body', async () => {
    const result = await outboundFetch(`${origin}/ok`, {}, { ...base, allowedHosts: ['127.0.0.1'] });
    expect(result.ok && JSON.parse(result.answer.text)).toEqual({ ok: true });
  });
});

describe('a form action that redirects', () => {
  it('is refused: the submission is not delivered elsewhere and the visitor gets a clear 502', async () => {
    const logged: unknown[] = [];
    const redirecting = () => Promise.resolve(new Response(null, { status: 307, headers: { location: 'https://elsewhere.example/steal' } }));
    const submitter = createActionUrlSubmitter({
      url: 'https://forms.example.com/hook',
      allowedHosts: ['forms.example.com'],
      fetch: redirecting,
      logError: (message, detail) => logged.push([message, detail]),
    });
    const outcome = await submitter.submit({ formName: 'contact', values: { a: 1 } });
    expect(outcome).toMatchObject({ ok: false, status: 502 });
    expect(JSON.stringify(outcome.body)).toContain('redirect');
    expect(JSON.stringify(logged)).toContain('elsewhere.example');
  });
});
