import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBody, parseContentType } from '@/server/http';

const schema = z.strictObject({ name: z.string().max(5), tags: z.array(z.string()).max(2).optional() });
const post = (body: BodyInit, contentType?: string) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} });

async function errorOf(result: Awaited<ReturnType<typeof parseBody>>): Promise<{ status: number; error: string }> {
  if (result.ok) throw new Error('expected a refusal');
  const body = (await result.response.json()) as { error: string };
  return { status: result.response.status, error: body.error };
}

describe('parsing request bodies', () => {
  it('reads media type and charset case-insensitively', () => {
    expect(parseContentType('Application/JSON; Charset="UTF-8"')).toEqual({ type: 'application/json', charset: 'utf-8' });
    expect(parseContentType('not a type')).toBeNull();
    expect(parseContentType(null)).toBeNull();
  });

  it('a valid JSON body is parsed and validated', async () => {
    const result = await parseBody(post('{"name":"Pat"}', 'application/json'), schema, { maxBytes: 100, accept: ['json'] });
    expect(result).toEqual({ ok: true, data: { name: 'Pat' } });
  });

  it('a wrong or missing content type answers 415', async () => {
    expect(await errorOf(await parseBody(post('{}', 'text/plain'), schema, { maxBytes: 100, accept: ['json'] }))).toEqual({
      status: 415,
      error: 'Send the body as application/json.',
    });
    expect((await errorOf(await parseBody(post('{}'), schema, { maxBytes: 100, accept: ['json'] }))).status).toBe(415);
  });

  it('a charset other than UTF-8 answers 415', async () => {
    const result = await parseBody(post('{}', 'application/json; charset=latin1'), schema, { maxBytes: 100, accept: ['json'] });
    expect((await errorOf(result)).status).toBe(415);
  });

  it('malformed JSON answers 400 with a message for people', async () => {
    const result = await parseBody(post('{"name":', 'application/json'), schema, { maxBytes: 100, accept: ['json'] });
    expect(await errorOf(result)).toEqual({ status: 400, error: 'The request body is not valid JSON.' });
  });

  it('an unknown field answers 400 naming it', async () => {
    const result = await parseBody(post('{"name":"a","admin":true}', 'application/json'), schema, { maxBytes: 100, accept: ['json'] });
    expect(await errorOf(result)).toEqual({ status: 400, error: 'Unknown field "admin".' });
  });

  it('a wrong type, a missing field and an over-long string each name the field', async () => {
    const opts = { maxBytes: 100, accept: ['json'] as const };
    expect((await errorOf(await parseBody(post('{"name":5}', 'application/json'), schema, opts))).error).toBe('"name" must be text.');
    expect((await errorOf(await parseBody(post('{}', 'application/json'), schema, opts))).error).toBe('"name" is required.');
    expect((await errorOf(await parseBody(post('{"name":"toolong"}', 'application/json'), schema, opts))).error).toBe(
      '"name" must be at most 5 characters.',
    );
    expect((await errorOf(await parseBody(post('[]', 'application/json'), schema, opts))).error).toBe('The body must be an object.');
  });

  it('a message override replaces the text for its path', async () => {
    const result = await parseBody(post('{"name":5}', 'application/json'), schema, {
      maxBytes: 100,
      accept: ['json'],
      messageFor: (path) => (path[0] === 'name' ? 'Bad name.' : undefined),
    });
    expect((await errorOf(result)).error).toBe('Bad name.');
  });

  it('a URL-encoded body becomes an object whose repeated keys hold arrays', async () => {
    const result = await parseBody(post('name=Pat&tags=a&tags=b', 'application/x-www-form-urlencoded'), schema, {
      maxBytes: 100,
      accept: ['json', 'urlencoded'],
    });
    expect(result).toEqual({ ok: true, data: { name: 'Pat', tags: ['a', 'b'] } });
  });

  it('a "__proto__" form field stays an ordinary field', async () => {
    const loose = z.unknown();
    const result = await parseBody(post('__proto__=x&a=b', 'application/x-www-form-urlencoded'), loose, { maxBytes: 100, accept: ['urlencoded'] });
    expect(result.ok && Object.hasOwn(result.data as object, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('a multipart body with text fields is accepted and a file is refused', async () => {
    const form = new FormData();
    form.append('name', 'Pat');
    const ok = await parseBody(new Request('http://localhost/x', { method: 'POST', body: form }), schema, {
      maxBytes: 1000,
      accept: ['multipart'],
    });
    expect(ok).toEqual({ ok: true, data: { name: 'Pat' } });

    const withFile = new FormData();
    withFile.append('name', new Blob(['data']), 'a.txt');
    const refused = await parseBody(new Request('http://localhost/x', { method: 'POST', body: withFile }), schema, {
      maxBytes: 1000,
      accept: ['multipart'],
    });
    expect(await errorOf(refused)).toEqual({ status: 400, error: 'File uploads are not accepted.' });
  });

  it('a multipart body without a boundary answers 400', async () => {
    const result = await parseBody(post('garbage', 'multipart/form-data'), schema, { maxBytes: 100, accept: ['multipart'] });
    expect((await errorOf(result)).status).toBe(400);
  });
});
