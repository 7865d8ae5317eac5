import { describe, expect, it } from 'vitest';
import { decodeUtf8, readBodyBytes } from '@/server/http';

const URL_ = 'http://localhost/api/x';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

describe('reading a body with a byte limit', () => {
  it('a body within the limit is read whole', async () => {
    const result = await readBodyBytes(new Request(URL_, { method: 'POST', body: 'hello' }), 10);
    expect(result).toEqual({ ok: true, bytes: new TextEncoder().encode('hello') });
  });

  it('a declared Content-Length over the limit is refused with 413 before reading', async () => {
    const request = new Request(URL_, { method: 'POST', body: 'x', headers: { 'content-length': '999999' } });
    expect(await readBodyBytes(request, 10)).toMatchObject({ ok: false, status: 413 });
    expect(request.bodyUsed).toBe(false);
  });

  it('a body larger than an understated Content-Length is still cut off at the limit', async () => {
    const request = new Request(URL_, {
      method: 'POST',
      body: streamOf([new Uint8Array(6), new Uint8Array(6)]),
      headers: { 'content-length': '3' },
      duplex: 'half',
    } as RequestInit);
    expect(await readBodyBytes(request, 10)).toMatchObject({ ok: false, status: 413 });
  });

  it('a streamed body without Content-Length is cut off at the limit', async () => {
    const request = new Request(URL_, {
      method: 'POST',
      body: streamOf(Array.from({ length: 100 }, () => new Uint8Array(1024))),
      duplex: 'half',
    } as RequestInit);
    const result = await readBodyBytes(request, 4096);
    expect(result).toMatchObject({ ok: false, status: 413, error: 'The request body is larger than 4 kB.' });
  });

  it('a broken stream is answered with 400', async () => {
    const request = new Request(URL_, {
      method: 'POST',
      body: new ReadableStream({ pull: (c) => c.error(new Error('reset')) }),
      duplex: 'half',
    } as RequestInit);
    expect(await readBodyBytes(request, 100)).toMatchObject({ ok: false, status: 400 });
  });

  it('malformed UTF-8 is refused rather than replaced', () => {
    expect(decodeUtf8(new Uint8Array([0x68, 0xff, 0x69]))).toBeNull();
    expect(decodeUtf8(new TextEncoder().encode('héllo'))).toBe('héllo');
  });
});

describe('a body that never arrives', () => {
  it('a Content-Length larger than what is sent answers 408 at the deadline instead of holding the route', async () => {
    // A stream that sends 2 bytes and then nothing, like a client that declared 5,000.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([123, 125]));
      },
    });
    const request = new Request('http://localhost/x', { method: 'POST', body, duplex: 'half', headers: { 'content-length': '3000' } } as RequestInit);
    const result = await readBodyBytes(request, 4096, 50);
    expect(result).toMatchObject({ ok: false, status: 408 });
  });
});
