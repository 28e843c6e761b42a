// The person's watch list through the UI contract, as the Online panel changes it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchInvoke } from '../../api/index.ts';
import { startControlCenter, type ControlCenter } from '../../control-center/index.ts';
import { createCodesysDomain } from '../index.ts';

let dataDir: string;
let cc: ControlCenter | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-watch-contract-'));
});
afterEach(async () => {
  await cc?.close();
  cc = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

describe('online:watch-add and online:watch-remove', () => {
  it('change the person\'s watch list of the CODESYS target, and refuse what is not a variable expression or not a target', async () => {
    cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [createCodesysDomain] });
    const ui = { kind: 'window' } as const;
    const invoke = (channel: 'online:watch-add' | 'online:watch-remove', request: unknown) => dispatchInvoke(cc!.handlers, channel, request, ui);

    expect(await invoke('online:watch-add', { target: 'codesys', expression: 'PLC_PRG.counter' })).toEqual({ ok: true, value: { watch: ['PLC_PRG.counter'] } });
    expect(await invoke('online:watch-add', { target: 'codesys', expression: ' GVL.axes[2].pos ' })).toEqual({ ok: true, value: { watch: ['PLC_PRG.counter', 'GVL.axes[2].pos'] } });
    expect(cc.core.store.state.online.codesys?.watch.map((w) => [w.expression, w.source, w.value])).toEqual([
      ['PLC_PRG.counter', 'person', null],
      ['GVL.axes[2].pos', 'person', null],
    ]);

    const bad = await invoke('online:watch-add', { target: 'codesys', expression: 'PLC_PRG.x := 5' });
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/expression must be a variable expression/) });
    expect(await invoke('online:watch-add', { target: 'openplc:/x', expression: 'a' })).toMatchObject({ ok: false, error: expect.stringMatching(/not a PLC target Interlock can be online with/) });
    expect(cc.core.store.state.online.codesys?.watch).toHaveLength(2);

    expect(await invoke('online:watch-remove', { target: 'codesys', expression: 'plc_prg.COUNTER' })).toEqual({ ok: true, value: { watch: ['GVL.axes[2].pos'] } });
    expect(cc.core.store.state.online.codesys?.watch.map((w) => w.expression)).toEqual(['GVL.axes[2].pos']);
  });
});
