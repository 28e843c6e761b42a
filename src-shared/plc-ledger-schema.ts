// The ledger's facts as the status tools return them (`codesys_list_forced`, `get_interlock_status`): one zod
// schema, so both tools' output schemas say the same thing.
import { z } from 'zod';

// Who did it through Interlock: the agent, the card (call id), who approved it, when.
const actor = z.object({ agent: z.string(), card: z.string(), approver: z.string(), at: z.string() });
const force = z.object({
  expression: z.string(),
  value: z.string().nullable(),
  address: z.string().nullable(),
  safety: z.array(z.string()).describe('Why safety-relevant; empty: not'),
  status: z
    .enum(['confirmed', 'unknown', 'added-elsewhere'])
    .describe('unknown: not read since the IDE ended; added-elsewhere: not by Interlock'),
  forced_by: actor.nullable(),
});
const deed = z.object({
  action: z.string(),
  outcome: z.enum(['done', 'failed', 'unknown', 'pending']),
  by: actor,
  expressions: z.array(z.string()).optional(),
});

export const ledgerFactsSchema = z.object({
  plc: z.string(),
  project: z.string(),
  device: z.string().nullable(),
  gateway: z.string().nullable(),
  address: z.string().nullable(),
  application: z.string(),
  read_live: z.boolean().describe('False: forces known from the ledger only'),
  last_read_at: z.string().nullable(),
  unknown_since: z.object({ at: z.string(), why: z.string() }).nullable(),
  forces: z.array(force),
  reconciliation: z
    .object({ at: z.string(), confirmed: z.array(z.string()), released_elsewhere: z.array(force), added_elsewhere: z.array(z.string()) })
    .nullable()
    .describe("The last read of the PLC's forced list against the ledger"),
  last_download: deed.nullable(),
  last_change: deed.nullable(),
});
