import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

type WithZodConfig = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

afterEach(() => {
  vi.unstubAllGlobals();
  z.config({ jitless: false });
});

describe('zod in the browser runs without eval', () => {
  it('the layout module switches zod to jitless through the global zod reads (a browser only; the server keeps the JIT)', async () => {
    expect(z.config().jitless).not.toBe(true);
    // The module decides on `window`; make this node test look like a browser for its import.
    vi.stubGlobal('window', globalThis);
    vi.resetModules();
    await import('@/shell/zod-browser-config');
    expect((globalThis as WithZodConfig).__zod_globalConfig?.jitless).toBe(true);
    expect(z.config().jitless).toBe(true);
  });

  it('with jitless on, parsing an object never constructs a Function (the CSP eval probe)', () => {
    z.config({ jitless: true });
    const constructed = vi.fn();
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct(target, args: string[]) {
          constructed(args);
          return Reflect.construct(target, args);
        },
      }),
    );
    expect(z.object({ email: z.string(), weight: z.number() }).parse({ email: 'a@b.co', weight: 5 })).toEqual({ email: 'a@b.co', weight: 5 });
    expect(constructed).not.toHaveBeenCalled();
  });
});
