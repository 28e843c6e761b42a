// What a PLC domain (OpenPLC, CODESYS) gives the control center: its rows of the tool table and a way to stop.
import type { Settings } from '../../src-shared/settings-schema.ts';
import type { Core } from '../core/index.ts';
import type { AnyToolDefinition } from '../mcp/tool-definition.ts';

export interface DomainModule {
  tools: AnyToolDefinition[];
  /** Stops watchers, child processes and timers; called once when the control center shuts down. */
  dispose(): Promise<void>;
  /** Settings of this domain that cannot work on this machine, by field path, for the Settings view. */
  checkSettings?(settings: Settings): Promise<Record<string, string>>;
}

export type DomainFactory = (core: Core) => Promise<DomainModule>;
