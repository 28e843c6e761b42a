// Calls the person starts in a UI (releasing a force from the Online view): a row of the tool table run through the
// same runner as an agent's call, so it takes its turn in the queue, waits for the person's answer on its card and
// is audited with the person as the actor. Nothing here is reachable with the agents' token: only the UI contract
// starts these.
import type { Core, PersonCaller, ToolCallRequest } from '../core/index.ts';
import { PERSON_AGENT_ID } from '../core/index.ts';
import type { AnyToolDefinition } from './tool-definition.ts';

/** Starts the call; resolves with its queue entry once it has one (the call goes on: Queue and History follow it). */
export type PersonCallStarter = (request: ToolCallRequest, person: PersonCaller) => Promise<{ entryId: string }>;

export function personCalls(core: Core, table: readonly AnyToolDefinition[]): PersonCallStarter {
  return async ({ tool: name, args: raw }, person) => {
    const tool = table.find((row) => row.name === name);
    if (!tool) throw new Error(`${name} is not available (is its program configured in Settings?)`);
    const parsed = tool.input.safeParse(raw);
    if (!parsed.success) throw new Error(`Invalid arguments for ${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`);
    const args = parsed.data as Record<string, unknown>;
    let entered!: (entryId: string) => void;
    const entry = new Promise<string>((resolve) => (entered = resolve));
    const outcome = core.runner.run({
      agentId: PERSON_AGENT_ID,
      person,
      tool: { name: tool.name, title: tool.title, mutates: tool.mutates, ...(tool.changesRunningPlc ? { changesRunningPlc: true } : {}), ...(tool.changesCode ? { changesCode: true } : {}) },
      args,
      prepare: (context) => tool.prepare(args, context),
      ...(tool.preview ? { preview: tool.preview.bind(tool) } : {}),
      ...(tool.previewFollowUp ? { previewFollowUp: tool.previewFollowUp.bind(tool) } : {}),
      ...(tool.rebase ? { rebase: tool.rebase.bind(tool) } : {}),
      execute: (plan, execution) => tool.handler(plan, execution),
      ...(tool.summarize ? { summarize: tool.summarize } : {}),
      onStatus: (_status, entryId) => entered(entryId),
    });
    // Every call gets an entry, a failed preparation too: the UI follows it there (waiting, carded, done or failed).
    return { entryId: await Promise.race([entry, outcome.then((done) => done.entryId)]) };
  };
}
