// The contract between the control center and a PLC domain (OpenPLC, CODESYS): what a domain gets from the core,
// and what it gives back. It sits beside the tool table because a domain's main product is its rows of that table.
import type { AppEventBody } from '../../src-shared/app-events.ts';
import type { AppState } from '../../src-shared/app-state.ts';
import type { Settings } from '../../src-shared/settings-schema.ts';
import type { ApprovalGate, EditKindReverter, EditReverter, OnlineWatchControl, UnsavedChangesControl } from '../core/index.ts';
import type { ProjectRoots } from '../files/index.ts';
import type { McpCatalog } from './catalog-definition.ts';
import type { AnyToolDefinition } from './tool-definition.ts';

/**
 * The part of the core a domain may use: the project-root sandbox, the settings as they are now, the UI state it
 * publishes (its targets, diagnostics, notices), one method each of the approval gate (`markStale`) and the edit
 * reverter (`onBeforeRevert`), and the data directory. The queue, the runner, the audit log and the gate's deciding
 * half are not here: every call reaches a domain's tools through them, never the other way round.
 */
export interface DomainServices {
  readonly roots: Pick<ProjectRoots, 'resolveExisting' | 'resolveForCreate' | 'contains'>;
  /** Read `current` at each use, so a settings change applies to the next command. */
  readonly settings: { readonly current: Settings; readonly devicePassword: string };
  readonly store: { emit(event: AppEventBody): void; readonly state: Pick<AppState, 'uiClients'> };
  /** Tells cards waiting on a target that it changed on disk (they say so and offer a fresh preview). */
  readonly gate: Pick<ApprovalGate, 'markStale'>;
  /** Announces the person's reverts before they write, so a file watcher knows those writes are Interlock's own. */
  readonly reverter: Pick<EditReverter, 'onBeforeRevert'>;
  /** Interlock's data directory: where a domain keeps what it remembers between runs (owner-only). */
  readonly dataDir: string;
}

export interface DomainModule {
  tools: AnyToolDefinition[];
  /** Read-only resources, resource templates and prompts this domain adds to the MCP catalog. */
  catalog?: McpCatalog;
  /** How the person reverts this domain's edits from the History view, per `EditRecord.kind`. */
  reverters?: Record<string, EditKindReverter>;
  /** Stops watchers, child processes and timers; called once when the control center shuts down. */
  dispose(): Promise<void>;
  /** Settings of this domain that cannot work on this machine, by field path, for the Settings view. */
  checkSettings?(settings: Settings): Promise<Record<string, string>>;
  /**
   * Tools of this domain that cannot work with the installation in Settings, each with why (CODESYS: the last
   * self-test found their API missing). They are refused before any card; a tool list may leave them out.
   */
  unavailableTools?(): ReadonlyMap<string, string>;
  /** Present when this domain can be online with a PLC. */
  online?: OnlineWatchControl;
  /** Present when this domain keeps a list of approved changes not in their project file (AppState.unsavedChanges). */
  unsavedChanges?: UnsavedChangesControl;
}

export type DomainFactory = (services: DomainServices) => Promise<DomainModule>;
