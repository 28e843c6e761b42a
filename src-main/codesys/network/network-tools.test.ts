// The device network tools end to end through MCP on the stand-in: a scan of its simulated network, a PLC that
// rebooted onto a new address found and rebound, simulation mode, enable/disable, and a device user whose password
// never leaves the call.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PendingApproval, PlcChangePreview } from '../../../src-shared/app-state.ts';
import { packageRoot } from '../../files/index.ts';
import { errorText, makeStandinWorld, startCodesysHarness, structured, type CodesysHarness, type StandinWorld } from '../test-support/standin.ts';

const NETWORK_ENV = ['CODESYS_STANDIN_PLC_DIR', 'CODESYS_STANDIN_PLC_ADDRESS', 'CODESYS_STANDIN_PLC_ABSENT', 'CODESYS_STANDIN_PLC_USER', 'CODESYS_STANDIN_SCAN_MS'];
const MOVED_TO = '0301.C0A8.0A15';

interface Device {
  path: string;
  gateway: string | null;
  address: string | null;
  simulation: boolean;
  enabled: boolean;
  address_hash: string;
  state_hash: string;
}
interface Target {
  device_name: string;
  address: string;
  at_project_address: boolean;
  project_device_type: boolean;
}
interface Reachable {
  device: Device;
  reachable: boolean;
  address_stale: boolean | null;
  matches: Target[];
  advice: string;
}

const cardText = (preview: unknown) => (preview as { text: string }).text;

describe('CODESYS device network tools', () => {
  let world: StandinWorld;
  let h: CodesysHarness | undefined;
  let project: string;
  let plcDir: string;

  beforeEach(async () => {
    world = await makeStandinWorld();
    plcDir = await mkdtemp(join(tmpdir(), 'interlock-plc-'));
    process.env.CODESYS_STANDIN_PLC_DIR = plcDir;
    project = join(world.workspace, 'Plant.project');
    await writeFile(project, await readFile(join(packageRoot(), 'standins', 'codesys', 'Templates', 'Standard.project')));
  });
  afterEach(async () => {
    await h?.close();
    h = undefined;
    for (const name of NETWORK_ENV) delete process.env[name];
    await world.cleanup();
    await rm(plcDir, { recursive: true, force: true });
  });

  async function started(overrides: Parameters<typeof startCodesysHarness>[1] = {}): Promise<CodesysHarness> {
    h = await startCodesysHarness(world, overrides);
    structured(await h.harness.call('codesys_open_project', { project_path: project }));
    return h;
  }
  const call = async <T>(name: string, args: Record<string, unknown> = {}) => structured<T>(await h!.harness.call(name, { project_path: project, ...args }));
  const device = async () => (await call<{ device: Device }>('codesys_scan_network', { use_cache: true })).device;

  it('finds a PLC that rebooted onto a new address, rebinds the project to it (approved), then logs in; History reverts it', async () => {
    process.env.CODESYS_STANDIN_PLC_ADDRESS = MOVED_TO;
    await started();

    const scan = await call<{ device: Device; gateways: Array<{ name: string; source: string; targets: Target[]; truncated: boolean }> }>('codesys_scan_network');
    expect(scan.device).toMatchObject({ path: 'Device', gateway: 'Gateway-1', address: '0000.0001', simulation: false, enabled: true });
    expect(scan.gateways).toHaveLength(1);
    expect(scan.gateways[0]).toMatchObject({ name: 'Gateway-1', source: 'live', truncated: false });
    expect(scan.gateways[0]!.targets.map((t) => [t.device_name, t.address, t.at_project_address, t.project_device_type])).toEqual([
      ['LINE1-PLC', MOVED_TO, false, true],
      ['LINE2-PLC', '0301.C0A8.0A16', false, true],
      ['PANEL-7', '0301.C0A8.0A1E', false, false],
    ]);

    const checked = await call<Reachable>('codesys_verify_device_reachable');
    expect(checked).toMatchObject({ reachable: false, address_stale: true });
    expect(checked.matches.map((m) => m.device_name)).toEqual(['LINE1-PLC', 'LINE2-PLC']);
    expect(checked.advice).toMatch(/stale; 2 devices of the project's type answer[^]*match_name/);
    // Logging in now fails the way CODESYS does when nothing answers at the address.
    expect(errorText((await h!.approve('codesys_online_login', { project_path: project })).result)).toMatch(/No device is responding at address 0000\.0001/);

    // Two PLCs of the project's type: matching by device id alone is ambiguous, and a panel is of another type.
    const ambiguous = await h!.harness.call('codesys_set_device_address', { project_path: project, match_device_id: '0000 0004' });
    expect(errorText(ambiguous)).toMatch(/2 scanned devices match device id 0000 0004: LINE1-PLC[^]*LINE2-PLC[^]*nothing was changed/);
    expect(errorText(await h!.harness.call('codesys_set_device_address', { project_path: project, match_name: 'PANEL-7' }))).toMatch(/is not of the type of Device[^]*Nothing was changed/);
    expect(errorText(await h!.harness.call('codesys_set_device_address', { project_path: project, match_name: 'LINE9' }))).toMatch(/No scanned device matches name LINE9[^]*LINE1-PLC/);
    expect(errorText(await h!.harness.call('codesys_set_device_address', { project_path: project, match_name: 'LINE1-PLC', expected_content_hash: 'sha256:' + '0'.repeat(64) }))).toMatch(
      /communication settings of Device changed since its address_hash was taken \(now sha256:/,
    );
    expect((await device()).address).toBe('0000.0001');

    const rebound = await h!.approve('codesys_set_device_address', { project_path: project, match_name: 'line1-plc', expected_content_hash: checked.device.address_hash });
    expect(cardText(rebound.preview)).toBe(
      [
        'Set the communication settings of Device:',
        '  gateway  Gateway-1  →  Gateway-1',
        `  address  0000.0001  →  ${MOVED_TO}   (changed)`,
        `Matched scan result (the gateway's last scan): LINE1-PLC, CODESYS Control Win V3 x64 (4096 0000 0004 3.5.21.50) at ${MOVED_TO}.`,
        `The next login goes to ${MOVED_TO} through Gateway-1.`,
        'Only the project changes; nothing on any PLC changes. Revertible from History.',
      ].join('\n'),
    );
    expect(structured<{ before: Device; device: Device }>(rebound.result)).toMatchObject({ before: { address: '0000.0001' }, device: { address: MOVED_TO, gateway: 'Gateway-1' } });
    expect(await call<Reachable>('codesys_verify_device_reachable')).toMatchObject({ reachable: true, address_stale: false, advice: `Device (Gateway-1, ${MOVED_TO}) answers.` });

    const login = await h!.approve('codesys_online_login', { project_path: project });
    expect(structured(login.result)).toMatchObject({ logged_in: true, happened: 'download', device: { address: MOVED_TO } });
    expect((login.preview as PlcChangePreview).device).toBe(`Device (Gateway-1, ${MOVED_TO})`);
    await call('codesys_online_logout');

    await h!.harness.core.audit.flush();
    const { entries } = await h!.harness.core.audit.read();
    const change = entries.find((e) => e.tool === 'codesys_set_device_address' && e.outcome === 'succeeded')!;
    expect(await h!.harness.core.reverter.revertable(entries)).toContain(change.id);
    await h!.harness.core.reverter.revert(change.id);
    expect((await device()).address).toBe('0000.0001');
  });

  it('changes nothing when the person denies a new address, and sets one given directly or found by IP', async () => {
    await started();
    const before = await device();
    const pending = h!.harness.call('codesys_set_device_address', { project_path: project, address: '0301.C0A8.0A16' });
    const card = await h!.harness.answerNextApproval('deny');
    expect(cardText(card.preview)).toMatch(/address {2}0000\.0001 {2}→ {2}0301\.C0A8\.0A16 {3}\(changed\)/);
    expect(errorText(await pending)).toMatch(/Denied/);
    expect(await device()).toEqual(before);

    expect(errorText(await h!.harness.call('codesys_set_device_address', { project_path: project, address: '0000.0001' }))).toMatch(/already uses gateway Gateway-1, address 0000\.0001/);
    expect(errorText(await h!.harness.call('codesys_set_device_address', { project_path: project, address: 'not an address' }))).toMatch(/CODESYS device address/);
    expect(errorText(await h!.harness.call('codesys_set_device_address', { project_path: project, address: '0000.0002', gateway: 'Gateway-9' }))).toMatch(/no gateway Gateway-9 in CODESYS \(gateways: Gateway-1\)\. Nothing was changed/);
    expect(errorText(await h!.harness.call('codesys_set_device_address', { project_path: project, address: '0000.0002', ip_address: '192.168.10.22' }))).toMatch(/Give one of/);
    expect(errorText(await h!.harness.call('codesys_set_device_address', { project_path: project, ip_address: '192.168.10.99' }))).toMatch(
      /No runtime answered at 192\.168\.10\.99, port 11740, through Gateway-1[^]*Nothing was changed/,
    );
    expect(await device()).toEqual(before);
    // By IP, as an engineer knows the PLC: the gateway finds its CODESYS address.
    const byIp = h!.harness.call('codesys_set_device_address', { project_path: project, ip_address: '192.168.10.22' });
    const ipCard = cardText((await h!.harness.answerNextApproval('deny')).preview);
    expect(ipCard).toMatch(/address {2}0000\.0001 {2}→ {2}0301\.C0A8\.0A16 {3}\(changed\)\nGateway-1 found the runtime at 192\.168\.10\.22, port 11740 under this address\./);
    expect(errorText(await byIp)).toMatch(/Denied/);
    expect(await device()).toEqual(before);
    // LINE2-PLC has the project's device type: a login there works and keeps its own PLC state.
    await h!.approve('codesys_set_device_address', { project_path: project, ip_address: '192.168.10.22' });
    expect((await device()).address).toBe('0301.C0A8.0A16');
    expect(structured((await h!.approve('codesys_online_login', { project_path: project })).result)).toMatchObject({ logged_in: true, happened: 'download' });
    expect((await readdir(plcDir)).sort()).toEqual(['plc-0301_C0A8_0A16.json']);
  });

  it('waits out a command that runs longer than a silent watcher may stay silent: running a command is not hanging', async () => {
    // The watcher cannot beat while a command runs; it took the command's file, which tells Interlock it is busy.
    process.env.CODESYS_STANDIN_SCAN_MS = '3500';
    await started({ heartbeatStaleSeconds: 2, healthIntervalMs: 100, commandTimeoutSeconds: 30 });
    const scanStarted = Date.now();
    const scan = await call<{ gateways: Array<{ targets: Target[] }> }>('codesys_scan_network');
    expect(scan.gateways[0]!.targets.length).toBeGreaterThan(0);
    expect(Date.now() - scanStarted).toBeGreaterThan(3000);
    expect(h!.harness.core.store.state.targets.codesys?.status).toBe('ready');
    expect(h!.harness.core.store.state.notices.filter((n) => n.source === 'codesys' && n.level === 'warning')).toEqual([]);
  });

  it('switches simulation on, logs in to the simulated PLC without touching the real one, and says what the next login does', async () => {
    process.env.CODESYS_STANDIN_PLC_ABSENT = '1';
    await started();
    // Switched off: nothing answers at its address; the one device of its type is another PLC.
    const absent = await call<Reachable>('codesys_verify_device_reachable');
    expect(absent).toMatchObject({ reachable: false, address_stale: true });
    expect(absent.matches.map((m) => m.device_name)).toEqual(['LINE2-PLC']);
    expect(absent.advice).toMatch(/^The address is stale; one device of the project's type answers: LINE2-PLC[^]*If it is this project's PLC, rebind/);

    const denied = h!.harness.call('codesys_set_device_state', { project_path: project, action: 'simulation_on' });
    expect(cardText((await h!.harness.answerNextApproval('deny')).preview)).toMatch(/^Switch Device to simulation mode\. The next login goes to the PLC simulated inside CODESYS[^]*The real PLC at Gateway-1, 0000\.0001 is not touched/);
    expect(errorText(await denied)).toMatch(/Denied/);
    expect((await device()).simulation).toBe(false);

    const on = await h!.approve('codesys_set_device_state', { project_path: project, action: 'simulation_on', expected_content_hash: (await device()).state_hash });
    expect(structured(on.result)).toMatchObject({ before: { simulation: false }, device: { simulation: true } });
    expect(errorText(await h!.harness.call('codesys_set_device_state', { project_path: project, action: 'simulation_on' }))).toMatch(/already in simulation mode on/);
    expect(await call<Reachable>('codesys_verify_device_reachable')).toMatchObject({ reachable: true, address_stale: null, advice: expect.stringMatching(/^Simulation mode is on/) });

    const simulated = await h!.approve('codesys_online_login', { project_path: project });
    // The running-PLC card says where the login goes.
    expect((simulated.preview as PlcChangePreview).device).toBe('Device (simulation in CODESYS, not the real PLC)');
    const login = structured<{ logged_in: boolean; happened: string; run_state: string }>(simulated.result);
    expect(login).toMatchObject({ logged_in: true, happened: 'download', run_state: 'stop' });
    expect((await h!.approve('codesys_start', { project_path: project })).result).toMatchObject({ structuredContent: { run_state: 'run' } });
    // Nothing reached a real PLC: no PLC state file was written.
    expect(await readdir(plcDir).catch(() => [])).toEqual([]);
    // CODESYS refuses switching simulation while logged in; nothing changes.
    expect(errorText((await h!.approve('codesys_set_device_state', { project_path: project, action: 'simulation_off' })).result)).toMatch(/cannot be changed while logged in/);
    expect((await device()).simulation).toBe(true);
    await call('codesys_online_logout');

    // History switches it off again.
    await h!.harness.core.audit.flush();
    const { entries } = await h!.harness.core.audit.read();
    const change = entries.find((e) => e.tool === 'codesys_set_device_state' && e.outcome === 'succeeded')!;
    await h!.harness.core.reverter.revert(change.id);
    expect((await device()).simulation).toBe(false);
  });

  it('disables and enables the PLC device: a login through a disabled device is refused', async () => {
    await started();
    const off = await h!.approve('codesys_set_device_state', { project_path: project, action: 'disable' });
    expect(cardText(off.preview)).toMatch(/^Disable Device: it is left out of the build and the download, and a login through it is refused/);
    expect((await device()).enabled).toBe(false);
    expect(errorText((await h!.approve('codesys_online_login', { project_path: project })).result)).toMatch(/Device is disabled/);
    expect((await call<Reachable>('codesys_verify_device_reachable')).advice).toMatch(/disabled: enable it/);
    await h!.approve('codesys_set_device_state', { project_path: project, action: 'enable' });
    expect(structured((await h!.approve('codesys_online_login', { project_path: project })).result)).toMatchObject({ logged_in: true });
  });

  it('adds a device user through a once-only card, refuses a duplicate cleanly, and keeps the password out of every file and event', async () => {
    const password = 'Pump-Station-7!x';
    process.env.CODESYS_STANDIN_PLC_USER = 'admin:admin-pass';
    h = await startCodesysHarness(world, { deviceUser: 'admin' });
    await h.harness.core.settings.setDevicePassword('admin-pass');
    structured(await h.harness.call('codesys_open_project', { project_path: project }));
    const events: string[] = [];
    const off = h.harness.core.store.subscribe((event) => events.push(JSON.stringify(event)));

    const args = { project_path: project, user_name: 'operator', password, must_change_password: true };
    const denied = h.harness.call('codesys_add_device_user', args);
    const deniedCard = await h.harness.answerNextApproval('deny');
    expect(errorText(await denied)).toMatch(/Denied/);

    const pending = h.harness.call('codesys_add_device_user', args);
    const card: PendingApproval = await h.harness.nextApproval();
    expect(card.onceOnly).toBeTruthy();
    expect(card.args).toMatchObject({ user_name: 'operator', password: '[redacted]' });
    const preview = card.preview as PlcChangePreview;
    expect(preview).toMatchObject({ kind: 'plc', title: 'Add a PLC device user', device: 'Device (Gateway-1, 0000.0001)' });
    expect(preview.effect).toBe(
      `Adds the user "operator" to the user management on the PLC: password: set (${password.length} characters); can change password: yes; must change it at the next login: yes.`,
    );
    expect(preview.note).toMatch(/^Users on the PLC now: admin\./);
    expect(deniedCard.preview).toEqual(card.preview);
    await h.harness.answerNextApproval('approve-once');
    const added = structured<{ added: { name: string; flags: string[] }; users: Array<{ name: string }> }>(await pending);
    expect(added.added).toEqual({ name: 'operator', flags: ['ChangePasswordAllowed', 'ChangePasswordRequired'] });
    expect(added.users.map((u) => u.name)).toEqual(['admin', 'operator']);

    // The same name again (any case) is refused before a card, and nothing changes on the PLC.
    const twice = await h.harness.call('codesys_add_device_user', { ...args, user_name: 'OPERATOR' });
    expect(errorText(twice)).toMatch(/already has a user operator\. Nothing was changed/);
    const plcState = JSON.parse(await readFile(join(plcDir, 'plc-0000_0001.json'), 'utf8')) as { users: Array<{ name: string }> };
    expect(plcState.users.map((u) => u.name)).toEqual(['admin', 'operator']);

    await h.harness.core.audit.flush();
    off();
    for (const event of events) expect(event).not.toContain(password);
    expect(events.some((e) => e.includes('operator'))).toBe(true);
    for (const file of await filesBelow(h.harness.dataDir)) expect(await readFile(file, 'utf8'), file).not.toContain(password);
    expect((await filesBelow(h.harness.dataDir)).length).toBeGreaterThan(0);
    // The PLC keeps a hash of it, not the password.
    expect(await readFile(join(plcDir, 'plc-0000_0001.json'), 'utf8')).not.toContain(password);
  });
});

async function filesBelow(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesBelow(path)));
    else if ((await stat(path)).isFile()) found.push(path);
  }
  return found;
}
