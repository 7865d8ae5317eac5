import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_SECURITY_HEADERS, FILE_CSP, NON_DOCUMENT_CSP } from '@/server/security/edge-headers';
import { originFormTarget, screenRequest, scrubOutgoingHeaders } from '@/server/security/front-door';
import { installRequestPipeline } from '@/server/http/request-pipeline';

/**
 * The front door on a real Node HTTP server, with a handler that answers the way Next does (headers
 * set with setHeader, or passed to writeHead, then end): what a visitor receives is what counts.
 */

type Answer = { status: number; headers: Record<string, string>; body: string };

/** What the handler saw of the last request, and how it answers the next one. */
const handled: { url?: string; answer: (response: ServerResponse) => void } = { answer: (response) => response.end('ok') };

class EdgeServer extends http.Server {}
installRequestPipeline(EdgeServer.prototype, { trustedProxyHops: 0, log: () => undefined });
const server = new EdgeServer((request: IncomingMessage, response: ServerResponse) => {
  handled.url = request.url;
  handled.answer(response);
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `head` (request line and headers, without the blank line) as written, and reads the answer. */
function raw(head: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [top = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const get = (target: string, host = `localhost:${port}`) => raw(`GET ${target} HTTP/1.1\r\nHost: ${host}`);

function expectEdgeHeaders(answer: Answer, csp: string = NON_DOCUMENT_CSP): void {
  for (const [name, value] of Object.entries(EDGE_SECURITY_HEADERS)) expect(answer.headers[name], name).toBe(value);
  expect(answer.headers['content-security-policy']).toBe(csp);
}

describe('absolute-form request targets', () => {
  it('a target naming the Host is reduced to its path and query', () => {
    expect(originFormTarget('http://localhost:3000/en-us/about?a=1', 'localhost:3000')).toEqual({ target: '/en-us/about?a=1' });
    expect(originFormTarget('HTTPS://Brightbowl.example:443/x#part', 'brightbowl.example')).toEqual({ target: '/x' });
    expect(originFormTarget('http://localhost:3000?q=1', 'localhost:3000')).toEqual({ target: '/?q=1' });
    expect(originFormTarget('/en-gb/contact', undefined)).toEqual({ target: '/en-gb/contact' });
  });

  it('a target naming another host, or anything but a path or an http(s) URL, answers 400', () => {
    expect(originFormTarget('http://evil.example/en-us/about', 'localhost:3000')).toMatchObject({ status: 400 });
    expect(originFormTarget('http://localhost:3001/x', 'localhost:3000')).toMatchObject({ status: 400 });
    expect(originFormTarget('http://localhost:3000/x', undefined)).toMatchObject({ status: 400 });
    expect(originFormTarget('ftp://localhost:3000/x', 'localhost:3000')).toMatchObject({ status: 400 });
    expect(originFormTarget('evil.example/x', 'localhost:3000')).toMatchObject({ status: 400 });
  });

  it('GET http://evil.example/… is refused, never redirected to that host', async () => {
    handled.url = undefined;
    const answer = await get('http://evil.example/en-us/about');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request target names a host other than the Host header.' });
    expect(handled.url).toBeUndefined();
  });

  it('GET http://{own host}/… reaches the site as its plain path', async () => {
    // faq is a parameter every content page reads, so the page keeps it.
    const answer = await get(`http://localhost:${port}/en-us/about?faq=1`);
    expect(answer.status).toBe(200);
    expect(handled.url).toBe('/en-us/about?faq=1');
  });
});

describe('paths with an empty segment or a backslash', () => {
  it('redirect to the same path with single slashes, which stays on the site', () => {
    expect(screenRequest('GET', '//evil.example/x?a=1')).toEqual({ status: 308, location: '/evil.example/x?a=1' });
    expect(screenRequest('GET', '/\\evil.example/x')).toEqual({ status: 308, location: '/evil.example/x' });
    expect(screenRequest('GET', '/en-us//evil.example')).toEqual({ status: 308, location: '/en-us/evil.example' });
    expect(screenRequest('GET', '/en-gb/contact?next=//x')).toBeNull();
  });

  it('the redirect is answered before the site sees the request, with the edge security headers', async () => {
    handled.url = undefined;
    for (const target of ['//evil.example/x', '/\\evil.example/x', '/en-us//evil.example/about']) {
      const answer = await get(target);
      expect(answer.status, target).toBe(308);
      expect(answer.headers.location, target).toMatch(/^\/[^/\\]/);
      expectEdgeHeaders(answer);
    }
    expect(handled.url).toBeUndefined();
  });
});

describe('headers on the way out', () => {
  it('Next’s internal headers never reach the visitor, set before writeHead or passed to it', async () => {
    handled.answer = (response) => {
      response.setHeader('x-middleware-rewrite', '/main/en-us/about');
      response.setHeader('x-middleware-set-cookie', 'a=b');
      response.setHeader('x-nextjs-matched-path', '/main/en-us/about');
      response.setHeader('x-nextjs-stale-time', '300');
      response.end('page');
    };
    const set = await get('/about');
    expect(set.status).toBe(200);
    for (const name of ['x-middleware-rewrite', 'x-middleware-set-cookie', 'x-nextjs-matched-path']) expect(set.headers[name], name).toBeUndefined();
    // The app router's client reads this one on its RSC requests.
    expect(set.headers['x-nextjs-stale-time']).toBe('300');

    handled.answer = (response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'X-Middleware-Rewrite': '/main/en-us/about', 'x-nextjs-rewrite': '/main/en-us/about' });
      response.end('<p>page</p>');
    };
    const passed = await get('/about');
    expect(passed.headers['x-middleware-rewrite']).toBeUndefined();
    expect(passed.headers['x-nextjs-rewrite']).toBeUndefined();

    handled.answer = (response) => {
      response.writeHead(200, 'OK', ['Content-Type', 'text/plain', 'x-middleware-rewrite', '/main/en-us/about', 'X-Kept', 'yes']);
      response.end('page');
    };
    const listed = await get('/about');
    expect(listed.headers['x-middleware-rewrite']).toBeUndefined();
    expect(listed.headers['x-kept']).toBe('yes');
  });

  it('a redirect Next writes without headers() (a trailing slash, the locale prefix) gets the edge security headers', async () => {
    handled.answer = (response) => {
      response.statusCode = 308;
      response.setHeader('location', '/contact');
      response.end('/contact');
    };
    const answer = await get('/contact/');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/contact');
    expectEdgeHeaders(answer);
  });

  it('an HTML answer without a CSP of its own gets a file’s CSP; an answer’s own headers are kept', async () => {
    handled.answer = (response) => {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<p>missing</p>');
    };
    expectEdgeHeaders(await get('/images/missing.webp'), FILE_CSP);

    handled.answer = (response) => {
      response.setHeader('content-security-policy', "default-src 'self'");
      response.setHeader('referrer-policy', 'no-referrer');
      response.end('page');
    };
    const own = await get('/about');
    expect(own.headers['content-security-policy']).toBe("default-src 'self'");
    expect(own.headers['referrer-policy']).toBe('no-referrer');
    expect(own.headers['permissions-policy']).toBe(EDGE_SECURITY_HEADERS['permissions-policy']);
  });

  it('an answer written with ServerResponse.prototype.writeHead after scrubOutgoingHeaders carries no internal header', async () => {
    handled.answer = (response) => {
      response.setHeader('x-middleware-rewrite', '/main/en-us/about');
      const headers = scrubOutgoingHeaders(response, { 'content-type': 'text/html', 'x-middleware-rewrite': '/main/en-us/about' });
      http.ServerResponse.prototype.writeHead.call(response, 200, headers);
      response.end('stored page');
    };
    const answer = await get('/about');
    expect(answer.headers['x-middleware-rewrite']).toBeUndefined();
    expectEdgeHeaders(answer, FILE_CSP);
  });

  it('the front door’s own 400, 405 and 204 answers carry the edge security headers', async () => {
    expectEdgeHeaders(await get('/products/%C0%AE'));
    expectEdgeHeaders(await raw(`TRACE / HTTP/1.1\r\nHost: localhost:${port}`));
    const options = await raw(`OPTIONS /contact HTTP/1.1\r\nHost: localhost:${port}`);
    expect(options.status).toBe(204);
    expectEdgeHeaders(options);
  });
});
