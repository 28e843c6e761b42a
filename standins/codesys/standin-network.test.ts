// The stand-in's network (lib/standin_network.py) through the API the device templates use: the gateway's scan and
// its cache, which runtimes accept a login, simulation mode, and the live user management on the PLC.
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runProgram, STANDIN } from './standin-script.ts';


let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-standin-network-'));
  await copyFile(join(import.meta.dirname, 'Templates', 'Standard.project'), join(dir, 'Plant.project'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

/** Runs a headless script with the project open; the script prints one JSON value last. */
async function run(body: string, env: Record<string, string> = {}): Promise<{ value: unknown; stdout: string }> {
  const script = join(dir, `s-${Math.random().toString(36).slice(2)}.py`);
  await writeFile(
    script,
    `
import json
p = projects.open(${JSON.stringify(join(dir, 'Plant.project'))})
dev = p.find('Device', True)[0]
app = p.active_application
def target(t):
    return [t.device_name, t.type_name, t.device_id.type, t.device_id.id, t.address]
${body}
`,
  );
  const { stdout } = await runProgram(STANDIN, ['--noUI', `--runscript=${script}`], { env: { ...process.env, CODESYS_STANDIN_PLC_DIR: join(dir, 'plc'), ...env } });
  return { value: JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null'), stdout };
}

describe('CODESYS stand-in: the network', () => {
  it('scans through its gateway, caches the result, finds an address by IP, and loses a switched-off PLC', async () => {
    const { value } = await run(`
gw = online.gateways.find_with_name('Gateway-1')[0]
cached_before = list(gw.get_cached_network_scan_result())
found = [target(t) for t in gw.perform_network_scan()]
cached = [target(t) for t in gw.get_cached_network_scan_result()]
try:
    online.gateways['Gateway-1']
    by_name = None
except TypeError as e:
    by_name = 'TypeError'
missing = online.gateways.find_with_name('Gateway-9')
try:
    gw.find_address_by_ip('192.168.10.21', 1217)
    wrong_port = None
except Exception as e:
    wrong_port = type(e).__name__ + ': ' + str(e)
by_ip = [gw.find_address_by_ip('192.168.10.21'), wrong_port]
print(json.dumps([len(online.gateways), online.gateways[0] is gw, by_name, cached_before, found, cached == found, missing, by_ip]))
`, { CODESYS_STANDIN_PLC_ADDRESS: '0301.C0A8.0A15' });
    expect(value).toEqual([
      1,
      true,
      'TypeError',
      [],
      [
        ['LINE1-PLC', 'CODESYS Control Win V3 x64', 4096, '0000 0004', '0301.C0A8.0A15'],
        ['LINE2-PLC', 'CODESYS Control Win V3 x64', 4096, '0000 0004', '0301.C0A8.0A16'],
        ['PANEL-7', 'CODESYS HMI SL', 4112, '0000 0010', '0301.C0A8.0A1E'],
      ],
      true,
      [],
      ['0301.C0A8.0A15', 'TimeoutException: No device replied at 192.168.10.21:1217'],
    ]);
    const absent = await run(`print(json.dumps([t.device_name for t in online.gateways[0].perform_network_scan()]))`, { CODESYS_STANDIN_PLC_ABSENT: '1' });
    expect(absent.value).toEqual(['LINE2-PLC', 'PANEL-7']);
  });

  it('logs in to any runtime of the project device type, refuses another type, and keeps each PLC apart', async () => {
    const { value } = await run(`
oa = online.create_online_application(app)
out = []
dev.set_gateway_and_address(online.gateways[0], '0301.C0A8.0A1E')
try:
    oa.login(OnlineChangeOption.Try, False)
except Exception as e:
    out.append(str(e))
dev.set_gateway_and_address(online.gateways[0], '0301.C0A8.0A16')
oa.login(OnlineChangeOption.Try, False)
out.append(str(oa.application_state))
print(json.dumps(out))
`);
    expect(value).toEqual([expect.stringMatching(/The device at 0301\.C0A8\.0A1E is a CODESYS HMI SL \(target ID 4112 0000 0010\)/), 'stop']);
    expect(await readdir(join(dir, 'plc'))).toEqual(['plc-0301_C0A8_0A16.json']);
  });

  it('logs in to the simulation in simulation mode, and refuses to switch it while logged in', async () => {
    const { value } = await run(`
oa = online.create_online_application(app)
dev.set_simulation_mode(True)
dev.set_gateway_and_address(online.gateways[0], '0000.0099')
oa.login(OnlineChangeOption.Try, False)
oa.start()
try:
    dev.set_simulation_mode(False)
    refused = None
except Exception as e:
    refused = str(e)
print(json.dumps([dev.get_simulation_mode(), str(oa.application_state), refused]))
`);
    expect(value).toEqual([true, 'run', expect.stringMatching(/cannot be changed while logged in/)]);
    expect(await readdir(join(dir, 'plc')).catch(() => [])).toEqual([]);
  });

  it('keeps device users on the PLC with their flags and a hash of the password, and refuses an existing name', async () => {
    const { value, stdout } = await run(`
od = online.create_online_device(dev)
try:
    od.create_live_user_management()
    unconnected = None
except Exception as e:
    unconnected = str(e)
online.set_default_credentials('admin', 'pw')
od.connect()
um = od.create_live_user_management()
um.add_user('operator', 'Secret-Pass-1', True, True)
try:
    um.add_user('OPERATOR', 'x')
    twice = None
except Exception as e:
    twice = str(e)
um.upload()
# A plain list (scriptDoc.txt): no name indexer, and a user's name is read-only.
wrong = []
for attempt in (lambda: um.users['operator'], lambda: setattr(um.users[1], 'name', 'x')):
    try:
        attempt()
        wrong.append(None)
    except Exception as e:
        wrong.append(type(e).__name__)
print(json.dumps([unconnected, twice, [[u.name, str(u.flags)] for u in um.users], um.users[1].name, str(um.users.flags), list(um.groups), wrong]))
`, { CODESYS_STANDIN_PLC_USER: 'admin:pw' });
    expect(value).toEqual([
      'The device is not connected',
      'The user OPERATOR already exists on the device',
      [
        ['admin', 'Administrator'],
        ['operator', 'ChangePasswordAllowed, ChangePasswordRequired'],
      ],
      'operator',
      'None',
      [],
      ['TypeError', 'AttributeError'],
    ]);
    expect(stdout).not.toContain('Secret-Pass-1');
    expect(await readFile(join(dir, 'plc', 'plc-0000_0001.json'), 'utf8')).not.toContain('Secret-Pass-1');
  });
});
