// What a PLC domain (OpenPLC, CODESYS) gives the control center: its rows of the tool table and a way to stop.
import type { Core } from '../core/index.ts';
import type { AnyToolDefinition } from '../mcp/tool-definition.ts';

export interface DomainModule {
  tools: AnyToolDefinition[];
  /** Stops watchers, child processes and timers; called once when the control center shuts down. */
  dispose(): Promise<void>;
}

export type DomainFactory = (core: Core) => Promise<DomainModule>;
