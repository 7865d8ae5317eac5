import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The SDK's `builder` as far as initBuilderSdk touches it: init() switches tracking on before it
 * stores the key, as @builder.io/sdk does, and switching tracking on reads sessionStorage, which a
 * browser that blocks the frame's storage answers with SecurityError.
 */
const sdk = vi.hoisted(() => {
  const state = { storageBlocked: false, apiKey: null as string | null, canTrack: false };
  const builder = {
    get apiKey() {
      return state.apiKey;
    },
    set apiKey(key: string | null) {
      state.apiKey = key;
    },
    get canTrack() {
      return state.canTrack;
    },
    set canTrack(value: boolean) {
      state.canTrack = value;
      if (value && state.storageBlocked) throw new DOMException("Failed to read the 'sessionStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
    },
    init(key: string, canTrack: boolean) {
      this.canTrack = canTrack;
      this.apiKey = key;
      return this;
    },
  };
  return { state, builder, Builder: { isEditing: true, isPreviewing: true } };
});
vi.mock('@builder.io/react', () => ({ builder: sdk.builder, Builder: sdk.Builder }));

describe('initialising the Builder SDK', () => {
  beforeEach(() => {
    vi.resetModules();
    Object.assign(sdk.state, { storageBlocked: false, apiKey: null, canTrack: false });
    vi.restoreAllMocks();
  });

  it('with a key, the SDK gets the key and tracking', async () => {
    const { initBuilderSdk } = await import('@/page-runtime/editor/sdk-setup');
    initBuilderSdk('space-key');
    expect(sdk.state).toMatchObject({ apiKey: 'space-key', canTrack: true });
  });

  it("in a frame whose storage the browser blocks (Builder's editor on another site), the SDK still gets the key, tracking stays off, and it is logged", async () => {
    sdk.state.storageBlocked = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { initBuilderSdk } = await import('@/page-runtime/editor/sdk-setup');
    expect(() => initBuilderSdk('space-key')).not.toThrow();
    expect(sdk.state).toMatchObject({ apiKey: 'space-key', canTrack: false });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
