// Agent names cannot pass for the person (issue 27): a client that calls itself "You" (as a call the person started
// is shown), "Interlock", or hides bidi controls in its name is shown as what it is on the card, in the agent list
// and in the audit History reads, over HTTP in both protocol eras.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, startAttackCenter, type AttackCenter } from './test-support/attack-center.ts';

const MODERN = '2026-07-28';
let center: AttackCenter;

beforeAll(async () => {
  center = await startAttackCenter();
}, 120_000);
afterAll(async () => center?.close());

describe('what the person sees of an agent that names itself like them', () => {
  const names = [
    { sent: 'You, from the Online view', shown: 'agent named "You, from the Online view"' },
    { sent: 'Іnterlock' /* Cyrillic І */, shown: 'agent named "Іnterlock"' },
    { sent: 'claude\u202Eedoc-', shown: 'claude<U+202E>edoc-' },
  ];
  for (const era of ['2025 session', '2026-07-28 stateless'] as const) {
    for (const { sent, shown } of names) {
      it(`HTTP, ${era}: ${JSON.stringify(sent)} is shown as ${shown}`, async () => {
        const agent = await center.connect(sent, era === '2025 session' ? {} : { versionNegotiation: { mode: { pin: MODERN } } });
        const main = join(center.openplc, 'pous', 'programs', 'main.st');
        const hash = ok<{ content_hash: string }>(await call(agent, 'read_pou', { project_path: center.openplc, pou_name: 'main' })).content_hash;
        const before = await readFile(main, 'utf8');
        const detach = center.cc.core.gate.attachUi();
        try {
          const pending = call(agent, 'patch_pou', { project_path: center.openplc, pou_name: 'main', expected_content_hash: hash, edits: [{ old: 'PT := T#3s', new: 'PT := T#4s' }] });
          await expect.poll(() => center.cc.core.store.state.approvals.length, { timeout: 20_000 }).toBe(1);
          const card = center.cc.core.store.state.approvals[0]!;
          expect(card.agentName).toBe(shown);
          expect(center.cc.core.store.state.agents[card.agentId]?.clientName).toBe(shown);
          await center.cc.core.gate.resolve(card.id, 'deny');
          expect((await pending).isError).toBe(true);
        } finally {
          detach();
        }
        expect(await readFile(main, 'utf8')).toBe(before);
        await center.cc.core.audit.flush();
        const { entries } = await center.cc.core.audit.read();
        const entry = entries.filter((e) => e.tool === 'patch_pou').at(-1);
        expect(entry?.agent.name).toBe(shown);
        expect(JSON.stringify(entries)).not.toContain('\u202E');
      }, 60_000);
    }
  }
});
