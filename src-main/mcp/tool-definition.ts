// The shape of one row in the tool table. Every MCP tool Interlock offers is exactly one of these; the MCP
// server registers them in a loop, the ApprovalGate reads `mutates`, the approval card shows `preview`.
//
// A call goes through the row's stages in order: `prepare` (once: checks, resolved paths, the queue target, the
// base of an edit) → `preview` (mutating tools: what the person approves) → `handler`. Every stage after `prepare`
// gets the same plan, so nothing is resolved, read or checked twice. Safety against a change between prepare and
// handler stays in the writes themselves: they are conditional on the hash the plan was based on.
import type { z } from 'zod';
import type { ApprovalPreview } from '../../src-shared/app-state.ts';
import type { ToolsetId } from '../../src-shared/toolsets.ts';
import type { PrepareContext, PreviewExecution, ToolExecution, ToolPlan, ToolTarget } from '../core/index.ts';
import type { ContentBlock } from './catalog-definition.ts';

export interface ToolAnnotationsHonest {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  /**
   * Interlock's tools touch the person's own projects, programs and PLCs: false, except where CODESYS itself reaches
   * out to the internet (codesys_download_missing_libraries: the CODESYS Store).
   */
  openWorldHint: boolean;
}

export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject, P extends ToolPlan = ToolPlan> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: ToolAnnotationsHonest;
  /**
   * The toolset the row belongs to (src-shared/toolsets.ts): what the person and clients choose by. Set where the
   * domain assembles its toolsets (`inToolset`); every row of the control center's table has one.
   */
  toolset?: ToolsetId;
  /**
   * Listed only on a connection that named its toolsets (list_toolsets, enable_toolset): one that lists everything
   * the person allows has nothing to enable.
   */
  onlyWhenNarrowed?: boolean;
  /** Our own classification: true means the person must approve every call (unless they chose a policy). */
  mutates: boolean;
  /**
   * The call changes a running PLC (download, start, stop, reset, write, force...): the person approves each call on
   * its own card; "always" and session approvals do not apply unless Settings allows them for such calls.
   */
  changesRunningPlc?: boolean;
  /**
   * The call changes code or a code-bearing file (a POU, a GVL, a type, an import, a file the project compiles) or
   * what decides which code runs on what (libraries, tasks, devices and the IO mapping). Every mutating row is
   * classified in code-changing-tools.test.ts, so a new one cannot skip this by being left out.
   * Fail closed: a standing approval lets it through only when its preview carries a complete impact analysis
   * (src-shared/impact.ts) that finds nothing safety-relevant; without one, only the person's answer on its card.
   */
  changesCode?: boolean;
  /**
   * Resolves the validated arguments into the plan, once per call: the queue target and everything later stages
   * need. Throws a ToolError for bad input (a path outside the project roots, a stale content hash, ...). It runs
   * as the call arrives, before it is queued, so it must not drive a shared external program (CODESYS): work that
   * needs that program goes into a `sharedStep` of the plan, which the preview or the handler runs.
   */
  prepare(args: z.infer<I>, context: PrepareContext): P | Promise<P>;
  /** What the approval card shows. */
  preview?(plan: P, execution: PreviewExecution): Promise<ApprovalPreview | undefined>;
  /** The slower part of the card (a code edit's simulated behaviour): shown when done, the rest of the card at once. */
  previewFollowUp?(plan: P, preview: ApprovalPreview, execution: PreviewExecution): Promise<ApprovalPreview | undefined>;
  /**
   * An edit whose target changed while its card waited, prepared again on the content as it is now (a find/replace
   * whose old text is still there exactly once): the person can review and approve it there. Throws a ToolError
   * when the edit no longer applies. Only for edits that say what to change, never for a whole new content.
   */
  rebase?(plan: P, context: PrepareContext): Promise<P>;
  handler(plan: P, execution: ToolExecution): Promise<z.infer<O>>;
  /** One line for the queue list and the audit log. */
  summarize?(result: z.infer<O>): string;
  /**
   * The content blocks the agent reads (an image, a resource) in place of the result as JSON text. The result
   * still goes out as `structuredContent`, checked against `output`.
   */
  content?(result: z.infer<O>): ContentBlock[];
}

/** A row of the table with its types erased, so rows with different schemas fit in one array. */
export type AnyToolDefinition = ToolDefinition<z.ZodObject, z.ZodObject, ToolPlan>;

/** Checks a row against its own schemas and plan at compile time, then erases the types for the table. */
export function defineTool<I extends z.ZodObject, O extends z.ZodObject, P extends ToolPlan>(definition: ToolDefinition<I, O, P>): AnyToolDefinition {
  return definition as unknown as AnyToolDefinition;
}

/** The plan of a tool that needs nothing but its arguments and a fixed target. */
export interface ArgsPlan<A> extends ToolPlan {
  readonly args: A;
}

/** The plan of a tool whose target does not depend on its arguments. */
export function argsPlan<A>(target: ToolTarget, args: A): ArgsPlan<A> {
  return { target, args };
}

/**
 * A step of a plan that cannot run while preparing (e.g. reading what CODESYS holds now) and that several stages
 * share: it runs at most once, with the execution of the first stage that needs it; later stages get its result.
 */
export function sharedStep<T, E = PreviewExecution>(step: (execution: E) => Promise<T>): (execution: E) => Promise<T> {
  let result: Promise<T> | undefined;
  return (execution) => (result ??= step(execution));
}

export const READ_ONLY: ToolAnnotationsHonest = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
/** Changes something but never destroys what was there (creating a POU, compiling). */
export const ADDITIVE: ToolAnnotationsHonest = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
/** Replaces or removes content the person wrote (edits, deletes, renames). */
export const DESTRUCTIVE: ToolAnnotationsHonest = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false };
