// Inside Electron the preload exposes `window.interlock`; in a browser the page talks to the host that served it.
import type { InterlockBridge } from '../../../src-shared/contract.ts';
import type { ProjectionBridge } from './projection-bridge.ts';
import { createWebBridge } from './web-bridge.ts';

declare global {
  interface Window {
    interlock?: InterlockBridge;
  }
}

export function selectBridge(): ProjectionBridge {
  if (window.interlock) return window.interlock;
  return createWebBridge({
    // Wrapped: a bare `fetch` called as `deps.fetch(...)` throws "Illegal invocation" in browsers.
    fetch: (input, init) => fetch(input, init),
    openEventStream: (url) => new EventSource(url),
  });
}
