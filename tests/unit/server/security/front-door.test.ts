import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { FRONT_DOOR_HEADERS, screenRequest, stampSocketHeaders } from '@/server/security/front-door';
import { installRequestPipeline } from '@/server/http/request-pipeline';

describe('requests refused before routing', () => {
  it('TRACE, TRACK and CONNECT answer 405 naming the allowed methods, on any path', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND']) {
      const refusal = screenRequest(method, '/api/health');
      expect(refusal).toMatchObject({ status: 405, headers: { allow: expect.stringContaining('GET') as unknown } });
    }
  });

  it('a path with a malformed percent-escape answers 400', () => {
    for (const target of ['/api/forms/%FF', '/products/%C0%AE', '/%E0%A4%A', '/blog/%', '/api/search/1/indexes/%ZZ/query']) {
      expect(screenRequest('GET', target)?.status).toBe(400);
    }
  });

  it('an image url that leaves the site through a backslash or a second slash answers 400', () => {
    expect(screenRequest('GET', '/_next/image?url=/%5C127.0.0.1:6379/x&w=64&q=75')?.status).toBe(400);
    expect(screenRequest('GET', '/_next/image?url=//evil.example/x.png&w=64&q=75')?.status).toBe(400);
    expect(screenRequest('GET', '/_next/image?url=/images/dog.webp&w=64&q=75')).toBeNull();
  });

  it('an image url outside the image folders, or one the site would redirect, answers 400', () => {
    for (const source of ['/en-us', '/contact/', '/media//x.webp', '/media/x.webp/', '/media/../contact', '/media/%2e%2e/contact', '/media/a%2Fb.webp', '/api/health', '/']) {
      expect(screenRequest('GET', `/_next/image?url=${encodeURIComponent(source)}&w=64&q=75`)?.status, source).toBe(400);
    }
    for (const source of ['/media/catalog/chicken.webp', '/images/hero%20dog.webp', '/flags/us.svg', '/_next/static/media/logo.1a2b.png']) {
      expect(screenRequest('GET', `/_next/image?url=${encodeURIComponent(source)}&w=64&q=75`), source).toBeNull();
    }
  });

  it('a malformed Next-Router-State-Tree header answers 400; a valid one goes on', () => {
    for (const header of ['x', '%E0%A4%A', '[1,2]', '{"children":1}', encodeURIComponent('["",{"children":5}]'), 'a'.repeat(40_001)]) {
      expect(screenRequest('GET', '/contact', { routerStateTree: header })?.status, header.slice(0, 40)).toBe(400);
    }
    const valid = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}, null, null] }, null, null]));
    expect(screenRequest('GET', '/contact', { routerStateTree: valid })).toBeNull();
    expect(screenRequest('GET', '/contact', { routerStateTree: ['a', 'b'] })?.status).toBe(400);
  });

  it('well-formed requests of every served method go on', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(screenRequest(method, '/api/forms/contact?x=%FF')).toBeNull();
    expect(screenRequest('GET', '/en-gb/blog/caf%C3%A9')).toBeNull();
  });
});

function fakeRequest(headers: Record<string, string>, socket: { remoteAddress?: string; localPort?: number; encrypted?: boolean }): IncomingMessage {
  return { headers: { ...headers }, socket } as unknown as IncomingMessage;
}

describe('headers only the socket vouches for', () => {
  it('a forged peer, port or proto header is replaced by the socket values', () => {
    const request = fakeRequest(
      { [FRONT_DOOR_HEADERS.peer]: '203.0.113.9', [FRONT_DOOR_HEADERS.localPort]: '6379', [FRONT_DOOR_HEADERS.proto]: 'https' },
      { remoteAddress: '127.0.0.1', localPort: 3215 },
    );
    stampSocketHeaders(request, 0);
    expect(request.headers[FRONT_DOOR_HEADERS.peer]).toBe('127.0.0.1');
    expect(request.headers[FRONT_DOOR_HEADERS.localPort]).toBe('3215');
    expect(request.headers[FRONT_DOOR_HEADERS.proto]).toBe('http');
  });

  it('without a trusted proxy the visitor’s X-Forwarded-* headers are dropped; behind one they stay', () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-host': '127.0.0.1:6379', 'x-real-ip': '198.51.100.2' };
    const direct = fakeRequest(forwarded, { remoteAddress: '127.0.0.1', localPort: 3215 });
    stampSocketHeaders(direct, 0);
    expect(direct.headers['x-forwarded-for']).toBeUndefined();
    expect(direct.headers['x-forwarded-host']).toBeUndefined();
    expect(direct.headers['x-real-ip']).toBeUndefined();
    const proxied = fakeRequest(forwarded, { remoteAddress: '10.0.0.2', localPort: 3215 });
    stampSocketHeaders(proxied, 1);
    expect(proxied.headers['x-forwarded-for']).toBe('198.51.100.1');
  });
});

describe('the front door, first step of the installed request pipeline', () => {
  it('answers a refused request itself, logs one line, and never reaches the server’s listeners', () => {
    class FakeServer extends EventEmitter {}
    const lines: string[] = [];
    installRequestPipeline(FakeServer.prototype, { trustedProxyHops: 0, log: (line) => lines.push(line) });
    const server = new FakeServer();
    let reached = 0;
    server.on('request', () => (reached += 1));
    const written: { status?: number; body?: string } = {};
    const response = {
      writeHead: (status: number) => (written.status = status),
      end: (body: string) => (written.body = body),
    };
    const request = { method: 'TRACE', url: '/', headers: {}, socket: {}, resume: () => undefined };
    server.emit('request', request, response);
    expect(written.status).toBe(405);
    expect(JSON.parse(written.body ?? '{}')).toEqual({ error: 'Method TRACE is not allowed.' });
    expect(reached).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/\n\s+at /);

    server.emit('request', { method: 'GET', url: '/', headers: {}, socket: { remoteAddress: '127.0.0.1', localPort: 1 } }, { ...response, getHeader: () => undefined, setHeader: () => undefined, removeHeader: () => undefined, getHeaderNames: () => [] });
    expect(reached).toBe(1);
  });
});

describe('pages are never posted to', () => {
  it('POST, PUT, PATCH and DELETE to a page answer 405; to an API route they go on', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(screenRequest(method, '/en-gb/contact')?.status).toBe(405);
      expect(screenRequest(method, '/api/forms/contact')).toBeNull();
    }
    expect(screenRequest('GET', '/en-gb/contact')).toBeNull();
  });

  it('a path that climbs out of /api with dot segments is the page it resolves to: POST answers 405', () => {
    for (const target of ['/api/forms/../../../../etc/passwd', '/api/%2e%2e/contact', '/api/.\\..\\contact']) {
      expect(screenRequest('POST', target)?.status, target).toBe(405);
    }
    expect(screenRequest('POST', '/api/forms/../forms/contact')).toBeNull();
  });

  it('framework assets under /_next are only read: a POST there answers 405 instead of a server-action lookup', () => {
    expect(screenRequest('POST', '/_next/anything')?.status).toBe(405);
    expect(screenRequest('GET', '/_next/static/chunks/x.js')).toBeNull();
  });

  it('the development server’s own tools may be posted to in development only', () => {
    expect(screenRequest('POST', '/__nextjs_original-stack-frames', { devServer: true })).toBeNull();
    expect(screenRequest('POST', '/__nextjs_original-stack-frames')?.status).toBe(405);
  });

  it('OPTIONS to a page is answered before routing with 204 and the page methods, so its body is never read', () => {
    for (const target of ['/', '/search?q=x', '/en-gb/products/anything']) {
      expect(screenRequest('OPTIONS', target)).toEqual({ status: 204, headers: { allow: 'GET, HEAD, OPTIONS' } });
    }
    expect(screenRequest('OPTIONS', '/api/submit-klaviyo')).toBeNull();
  });
});
