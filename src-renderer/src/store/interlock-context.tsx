// React's access to the bridge and the projection: one provider at the root, small hooks for the views.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppState } from '../../../src-shared/app-state.ts';
import type { ProjectionBridge } from '../bridge/projection-bridge.ts';
import type { Projection, ProjectionState } from './projection.ts';

interface InterlockContextValue {
  bridge: ProjectionBridge;
  projection: Projection;
}

const InterlockContext = createContext<InterlockContextValue | null>(null);

export function InterlockProvider({ bridge, projection, children }: InterlockContextValue & { children: ReactNode }) {
  useEffect(() => {
    projection.start();
    return () => projection.stop();
  }, [projection]);
  return <InterlockContext value={{ bridge, projection }}>{children}</InterlockContext>;
}

function useInterlock(): InterlockContextValue {
  const value = useContext(InterlockContext);
  if (!value) throw new Error('useInterlock outside InterlockProvider');
  return value;
}

export function useBridge(): ProjectionBridge {
  return useInterlock().bridge;
}

export function useProjection<T>(select: (state: ProjectionState) => T): T {
  return useStore(useInterlock().projection.store, select);
}

/** The live app state; views render only once the first snapshot arrived, so it is never null there. */
export function useApp<T>(select: (app: AppState) => T): T {
  return useProjection((state) => select(state.app!));
}

/** How the person sees a queue target: an open target's label, else its key (e.g. `openplc:<path>`), all the log knows. */
export function useTargetLabel(key: string): string {
  return useApp((app) => app.targets[key]?.label ?? key);
}
