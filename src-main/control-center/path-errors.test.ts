// A name or path longer than the OS takes gets "name too long", not "outside the roots" (issue 27): the agent is told
// what to fix, through the real HTTP endpoint, and nothing runs.
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, resultText, startAttackCenter, type AttackCenter } from './test-support/attack-center.ts';

let center: AttackCenter;
let agent: Client;

beforeAll(async () => {
  center = await startAttackCenter();
  agent = await center.connect('long-names');
}, 120_000);
afterAll(async () => center?.close());

describe('names and paths over the OS limit', () => {
  it('are refused as too long by OpenPLC and CODESYS tools, for a project to read and a file to create', async () => {
    const long = 'x'.repeat(256);
    const results = [
      await call(agent, 'read_pou', { project_path: join(center.world.workspace, long), pou_name: 'main' }),
      // Under the 4,096 characters the schema takes, over the 4,095 bytes Linux and macOS take (Windows takes 32,767
      // characters, more than the schema lets through: project-roots.test.ts checks that limit).
      ...(process.platform === 'win32' ? [] : [await call(agent, 'list_pous', { project_path: join(center.openplc, ...Array.from({ length: 21 }, () => 'ü'.repeat(100))) })]),
      await call(agent, 'codesys_export_plcopenxml', { project_path: center.codesys, object_paths: ['PLC_PRG'], output_path: `${long}.xml` }),
    ];
    for (const result of results) {
      expect(result.isError).toBe(true);
      expect(resultText(result)).toMatch(/name too long/);
      expect(resultText(result)).not.toMatch(/outside/);
    }
    // Nothing reached the queue's running stage or CODESYS.
    expect(center.cc.core.store.state.queue.filter((e) => e.status === 'succeeded')).toEqual([]);
  }, 60_000);
});
