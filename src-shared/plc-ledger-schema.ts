// The ledger's facts as the status tools return them (`codesys_list_forced`, `get_interlock_status`): one zod
// schema, so both tools' output schemas say the same thing.
import { z } from 'zod';

const actor = z
  .object({ agent: z.string(), card: z.string().describe('The call id (queue entry and History record)'), approver: z.string(), at: z.string() })
  .describe('Who did it through Interlock: the agent, the card (call id), who approved it, when');
const force = z.object({
  expression: z.string(),
  value: z.string().nullable(),
  address: z.string().nullable().describe('The I/O address it is located at or mapped to, when known'),
  safety: z.array(z.string()).describe('What made it safety-relevant; empty when nothing matched'),
  status: z
    .enum(['confirmed', 'unknown', 'added-elsewhere'])
    .describe('confirmed: the PLC list showed it when last read; unknown: not read since the session ended; added-elsewhere: forced on the PLC, not by Interlock'),
  forced_by: actor.nullable(),
});
const deed = z.object({
  action: z.string(),
  outcome: z.enum(['done', 'failed', 'unknown', 'pending']).describe('unknown: the IDE or Interlock ended before the PLC answered'),
  by: actor,
  expressions: z.array(z.string()).optional(),
});

export const ledgerFactsSchema = z.object({
  plc: z.string().describe('gateway|address|application'),
  project: z.string(),
  device: z.string().nullable(),
  gateway: z.string().nullable(),
  address: z.string().nullable(),
  application: z.string(),
  read_live: z.boolean().describe('True while Interlock is logged in and reads the PLC; false: the forces below are known from the ledger only'),
  last_read_at: z.string().nullable(),
  unknown_since: z.object({ at: z.string(), why: z.string() }).nullable(),
  forces: z.array(force),
  reconciliation: z
    .object({ at: z.string(), confirmed: z.array(z.string()), released_elsewhere: z.array(force), added_elsewhere: z.array(z.string()) })
    .nullable()
    .describe("What the last fresh read of the PLC's own forced list found against the ledger"),
  last_download: deed.nullable(),
  last_change: deed.nullable(),
});
