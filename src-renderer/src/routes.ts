// The views and their addresses. The hash keeps routing working from file:// (Electron) and from the host, and
// lets the shell open the window on one approval (`#/approvals/<id>`).
import { useSyncExternalStore } from 'react';

export const VIEWS = [
  { id: 'overview', label: 'Overview' },
  { id: 'approvals', label: 'Approvals' },
  { id: 'queue', label: 'Queue' },
  { id: 'agents', label: 'Agents' },
  { id: 'diagnostics', label: 'Diagnostics' },
  { id: 'online', label: 'Online' },
  { id: 'history', label: 'History' },
  { id: 'settings', label: 'Settings' },
] as const;

export type ViewId = (typeof VIEWS)[number]['id'];

export interface Route {
  view: ViewId;
  /** An item to bring into focus, e.g. an approval id. */
  focus?: string;
}

export function parseRoute(hash: string): Route {
  const [view, ...rest] = hash.replace(/^#\/?/, '').split('/');
  const known = VIEWS.find((v) => v.id === view);
  if (!known) return { view: 'overview' };
  const focus = rest.join('/');
  return focus ? { view: known.id, focus: decodeURIComponent(focus) } : { view: known.id };
}

export function routeHref(view: ViewId, focus?: string): string {
  return focus ? `#/${view}/${encodeURIComponent(focus)}` : `#/${view}`;
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash);
  return parseRoute(hash);
}

export function navigate(view: ViewId, focus?: string): void {
  window.location.hash = routeHref(view, focus);
}
