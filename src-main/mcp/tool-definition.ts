// The shape of one row in the tool table. Every MCP tool Interlock offers is exactly one of these; the MCP
// server registers them in a loop, the ApprovalGate reads `mutates`, the approval card shows `preview`.
import type { z } from 'zod';
import type { ApprovalPreview } from '../../src-shared/app-state.ts';
import type { ToolExecution, ToolTarget } from '../core/index.ts';

export interface ToolAnnotationsHonest {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  /** Interlock's tools only touch the person's own projects and programs. */
  openWorldHint: false;
}

export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: ToolAnnotationsHonest;
  /** Our own classification: true means the person must approve every call (unless they chose a policy). */
  mutates: boolean;
  /** The queue target; may throw a ToolError for a path outside the project roots and the like. */
  target(args: z.infer<I>): ToolTarget | Promise<ToolTarget>;
  /** What the approval card shows, computed against the state the call will run on. */
  preview?(args: z.infer<I>, execution: Pick<ToolExecution, 'signal' | 'agent'>): Promise<ApprovalPreview | undefined>;
  handler(args: z.infer<I>, execution: ToolExecution): Promise<z.infer<O>>;
  /** One line for the queue list and the audit log. */
  summarize?(result: z.infer<O>): string;
}

/** A row of the table with its types erased, so rows with different schemas fit in one array. */
export type AnyToolDefinition = ToolDefinition<z.ZodObject, z.ZodObject>;

/** Checks a row against its own schemas at compile time, then erases the types for the table. */
export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(definition: ToolDefinition<I, O>): AnyToolDefinition {
  return definition as unknown as AnyToolDefinition;
}

export const READ_ONLY: ToolAnnotationsHonest = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
/** Changes something but never destroys what was there (creating a POU, compiling). */
export const ADDITIVE: ToolAnnotationsHonest = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
/** Replaces or removes content the person wrote (edits, deletes, renames). */
export const DESTRUCTIVE: ToolAnnotationsHonest = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false };
