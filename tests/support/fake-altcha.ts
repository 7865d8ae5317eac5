/**
 * A stand-in for the `altcha` package in component tests: happy-dom is no secure context and has
 * no Web Workers, so the real widget cannot solve there. This element keeps the widget's contract
 * the app relies on: it fetches its `challenge` URL (so fetch stubs see GET /api/challenge),
 * fires `load`, then `verified` with a base64 JSON payload, and `statechange` { state: 'error' }
 * when the challenge cannot be fetched. Real solving is covered by the unit and e2e tests.
 */
class FakeAltchaWidget extends HTMLElement {
  connectedCallback() {
    queueMicrotask(() => this.dispatchEvent(new CustomEvent('load')));
  }

  configure(): Promise<void> {
    return Promise.resolve();
  }

  async verify(): Promise<{ payload: string } | null> {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verifying', payload: null } }));
    try {
      const response = await fetch(this.getAttribute('challenge') ?? '');
      if (!response.ok) throw new Error(`Server responded with ${response.status}.`);
      const challenge: unknown = await response.json();
      const payload = btoa(JSON.stringify({ challenge, solution: { counter: 0, derivedKey: '00' } }));
      this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
      this.dispatchEvent(new CustomEvent('verified', { detail: { payload } }));
      return { payload };
    } catch {
      this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'error', payload: null } }));
      return null;
    }
  }
}

if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltchaWidget);

export {};
