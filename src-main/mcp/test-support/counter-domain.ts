// A tiny domain for transport and gate tests: a counter stands in for a project. `peek` reads it, `bump` changes
// it (and so needs approval), `slow_peek` reads it slowly while reporting progress and honouring cancel.
import { z } from 'zod';
import type { DomainFactory } from '../domain-module.ts';
import { inToolset } from '../toolsets.ts';
import { ToolCancelledError, ToolError } from '../../core/index.ts';
import { ADDITIVE, defineTool, argsPlan, READ_ONLY, type AnyToolDefinition } from '../tool-definition.ts';

export interface Counter {
  value: number;
}

export function counterTools(counter: Counter = { value: 0 }): AnyToolDefinition[] {
  return [
    defineTool({
      name: 'peek',
      title: 'Peek',
      description: 'Reads the counter',
      input: z.object({}),
      output: z.object({ value: z.number() }),
      annotations: READ_ONLY,
      mutates: false,
      prepare: (args) => argsPlan({ key: 'counter' }, args),
      handler: async () => ({ value: counter.value }),
    }),
    defineTool({
      name: 'bump',
      title: 'Bump',
      description: 'Adds to the counter',
      input: z.object({ by: z.number().int() }),
      output: z.object({ value: z.number() }),
      annotations: ADDITIVE,
      mutates: true,
      prepare: (args) => argsPlan({ key: 'counter' }, args),
      preview: async ({ args }) => ({ kind: 'text', title: 'Counter', text: `${counter.value} → ${counter.value + args.by}` }),
      handler: async ({ args }) => {
        if (args.by === 0) throw new ToolError('by must not be 0');
        counter.value += args.by;
        return { value: counter.value };
      },
    }),
    defineTool({
      name: 'slow_peek',
      title: 'Slow peek',
      description: 'Reads the counter in steps, reporting progress',
      input: z.object({ steps: z.number().int().min(1).max(100), step_ms: z.number().int().min(1).max(1000) }),
      output: z.object({ value: z.number() }),
      annotations: READ_ONLY,
      mutates: false,
      prepare: (args) => argsPlan({ key: 'counter' }, args),
      handler: async ({ args }, execution) => {
        for (let step = 1; step <= args.steps; step++) {
          await new Promise((r) => setTimeout(r, args.step_ms));
          if (execution.signal.aborted) throw new ToolCancelledError();
          execution.progress({ message: `step ${step}`, progress: step, total: args.steps });
        }
        return { value: counter.value };
      },
    }),
  ];
}

/** The counter's rows as a domain, in the always-configured everyday toolset `openplc`. */
export function counterDomain(counter: Counter): DomainFactory {
  return async () => ({ tools: inToolset('openplc', counterTools(counter)), dispose: async () => undefined });
}
