// The project's PLC device on the network: scan what answers through its gateway, check that it answers where the
// project points (a PLC that rebooted may have a new address), set or rebind its address, switch simulation mode or
// enable/disable it, and add users to the PLC's own user management. Reads run at once; address and state are project
// changes (approval, before → after, revertible from History); a device user changes the PLC (asked every time).
import { z } from 'zod';
import type { ApprovalPreview } from '../../../src-shared/app-state.ts';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import { defineTool, DESTRUCTIVE, READ_ONLY, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { deviceSettings, gatewayScan, scanTarget } from './network-templates.ts';
import type { CodesysOnline } from '../online-session/codesys-online.ts';
import { auditedProjectOpenNow, objectPathField, plannedRead, projectPathField, projectPlan, resolveProjectPath, type ToolContext } from '../toolset-kit.ts';
import { plural } from '../../../src-shared/plural.ts';

export const DEVICE_ADDRESS_EDIT_KIND = 'codesys-device-address';
export const DEVICE_STATE_EDIT_KIND = 'codesys-device-state';
export const MAX_SCAN_RESULTS = 200;

type Device = z.infer<typeof deviceSettings>;
type Target = z.infer<typeof scanTarget>;
type Scan = z.infer<typeof gatewayScan>;
type StateAction = 'enable' | 'disable' | 'simulation_on' | 'simulation_off';

const text = (title: string, body: string): ApprovalPreview => ({ kind: 'text', title, text: body });
/** What an address change is checked against: the gateway and address the next login uses. */
const addressHash = (d: Pick<Device, 'gateway' | 'address'>) => contentHash(JSON.stringify({ gateway: d.gateway, address: d.address }));
const stateHash = (d: Pick<Device, 'enabled' | 'simulation'>) => contentHash(JSON.stringify({ enabled: d.enabled, simulation: d.simulation }));

const deviceField = objectPathField
  .optional()
  .describe('The device, e.g. "Device"; default: the active application\'s PLC');
const addressField = boundedString(64, 'address')
  .regex(/^[0-9A-Fa-f]{1,4}(\.[0-9A-Fa-f]{1,4}){0,15}$/, 'address is a CODESYS device address such as 0000.0001 or 0301.C0A8.0A15')
  .describe('Device address in CODESYS format (hex groups separated by dots), e.g. "0301.C0A8.0A15"');
const gatewayField = boundedString(INPUT_LIMITS.nameChars, 'gateway').min(1).regex(/^[^\n]+$/, 'gateway is one line').describe('Gateway name, e.g. "Gateway-1"');
const deviceOutput = deviceSettings.extend({
  address_hash: z.string().describe('Pass as expected_content_hash to codesys_set_device_address'),
  state_hash: z.string().describe('Pass as expected_content_hash to codesys_set_device_state'),
});
const annotatedTarget = scanTarget.extend({
  at_project_address: z.boolean().describe("Answers at the address the project's device holds"),
  project_device_type: z.boolean().describe("Has the project device's type (target ID): a login to it can work"),
});

function withHashes(device: Device) {
  return { ...device, address_hash: addressHash(device), state_hash: stateHash(device) };
}

const sameAddress = (a: string | null, b: string | null) => a !== null && b !== null && a.trim().toUpperCase() === b.trim().toUpperCase();
const normalId = (id: string) => id.replace(/\s+/g, '').toUpperCase();

function sameType(target: Target, device: Device): boolean {
  return !!target.device_id && !!device.identification && target.device_id.type === device.identification.type && normalId(target.device_id.id) === normalId(device.identification.id);
}

function annotate(targets: Target[], device: Device) {
  return targets.map((t) => ({ ...t, at_project_address: sameAddress(t.address, device.address), project_device_type: sameType(t, device) }));
}

function describeTarget(t: Target): string {
  const id = t.device_id ? ` (${t.device_id.type} ${t.device_id.id} ${t.device_id.version})` : '';
  return `${t.device_name}, ${t.type_name || 'unknown type'}${id} at ${t.address}`;
}

function deviceLabel(d: Device): string {
  return `${d.path}${d.simulation ? ' (simulation mode)' : ` (${d.gateway ?? 'no gateway'}, ${d.address ?? 'no address'})`}`;
}

/** What an agent can match a scan result by; all that are given must hold. */
interface Match {
  match_name?: string | undefined;
  match_device_id?: string | undefined;
  match_address?: string | undefined;
}

function matching(targets: Target[], match: Match): Target[] {
  return targets.filter(
    (t) =>
      (!match.match_name || t.device_name.toLowerCase() === match.match_name.toLowerCase()) &&
      (!match.match_device_id || (t.device_id && normalId(`${t.device_id.type}${t.device_id.id}`).endsWith(normalId(match.match_device_id)))) &&
      (!match.match_address || sameAddress(t.address, match.match_address)),
  );
}

function matchText(match: Match): string {
  return [match.match_name && `name ${match.match_name}`, match.match_device_id && `device id ${match.match_device_id}`, match.match_address && `address ${match.match_address}`].filter(Boolean).join(', ');
}

function addressCard(before: Device, gateway: string, address: string, matched: Target | null, source: Scan['source'] | null, foundAt: string | null, loggedIn: boolean): string {
  const row = (field: string, was: string | null, now: string) => `  ${field.padEnd(8)} ${was ?? '-'}  →  ${now}${was !== now ? '   (changed)' : ''}`;
  return [
    `Set the communication settings of ${before.path}:`,
    row('gateway', before.gateway, gateway),
    row('address', before.address, address),
    ...(matched ? [`Matched scan result (${source === 'cache' ? "the gateway's last scan" : 'scanned now'}): ${describeTarget(matched)}.`] : []),
    ...(foundAt ? [`${gateway} found the runtime at ${foundAt} under this address.`] : []),
    before.simulation
      ? 'The device is in simulation mode: logins keep going to the simulated PLC until simulation is switched off; then they go to this address.'
      : `The next login goes to ${address} through ${gateway}.`,
    ...(loggedIn ? ['Interlock is logged in through the old address; the change applies at the next login.'] : []),
    'Only the project changes; nothing on any PLC changes. Revertible from History.',
  ].join('\n');
}

const STATE_EFFECT: Record<StateAction, (d: Device, isPlc: boolean) => string> = {
  simulation_on: (d) =>
    `Switch ${d.path} to simulation mode. The next login goes to the PLC simulated inside CODESYS: no gateway and no real PLC; the application is downloaded into the simulation and its variables start at their initial values. ` +
    `The real PLC at ${d.gateway ?? 'no gateway'}, ${d.address ?? 'no address'} is not touched. CODESYS refuses the switch while logged in: log out first.`,
  simulation_off: (d) =>
    `Switch off simulation mode of ${d.path}. The next login goes to the real PLC at ${d.gateway ?? 'no gateway'}, ${d.address ?? 'no address'} again (a login that downloads asks you separately).`,
  disable: (d, isPlc) =>
    isPlc
      ? `Disable ${d.path}: it is left out of the build and the download, and a login through it is refused until it is enabled again.`
      : `Disable ${d.path}: it is left out of the build and the IO configuration; the next download no longer includes it.`,
  enable: (d, isPlc) =>
    isPlc ? `Enable ${d.path} again: it is built and downloaded, and logins through it work again.` : `Enable ${d.path} again: the next download includes it.`,
};

const INVERSE: Record<StateAction, StateAction> = { enable: 'disable', disable: 'enable', simulation_on: 'simulation_off', simulation_off: 'simulation_on' };

function stateAfter(before: Device, action: StateAction): Pick<Device, 'enabled' | 'simulation'> {
  if (action === 'enable' || action === 'disable') return { enabled: action === 'enable', simulation: before.simulation };
  return { enabled: before.enabled, simulation: action === 'simulation_on' };
}

function addressEditRecord(projectPath: string, before: Device, after: Device): EditRecord {
  return {
    kind: DEVICE_ADDRESS_EDIT_KIND,
    location: `${after.path} communication settings in ${projectPath}`,
    beforeHash: addressHash(before),
    afterHash: addressHash(after),
    revert: { project_path: projectPath, device_path: after.path, before: { gateway: before.gateway, address: before.address }, after: { gateway: after.gateway, address: after.address } },
  };
}

function stateEditRecord(projectPath: string, before: Device, after: Pick<Device, 'path' | 'enabled' | 'simulation'>, action: StateAction): EditRecord {
  return {
    kind: DEVICE_STATE_EDIT_KIND,
    location: `${after.path} in ${projectPath}`,
    beforeHash: stateHash(before),
    afterHash: stateHash(after),
    revert: { project_path: projectPath, device_path: after.path, action, undo: INVERSE[action], after: { enabled: after.enabled, simulation: after.simulation } },
  };
}

/** A hash the agent passed from a read must still hold: else nothing changes. */
function checkExpected(what: string, field: string, now: string, expected: string | undefined): void {
  if (expected && now !== expected) throw new ToolError(`${what} changed since its ${field} was taken (now ${now}). Nothing was changed; read it again.`);
}

function options(label: string, projectPath: string, execution?: CommandExecution) {
  return { label, projectPath, ...(execution ? { execution } : {}) };
}

/** What the deviceNetworkTools rows are made from. */
type DeviceNetworkToolsContext = ToolContext & { online: CodesysOnline };

const readSettings = ({ codesys }: DeviceNetworkToolsContext, projectPath: string, devicePath: string | undefined, label: string, execution?: CommandExecution) =>
  codesys.run('device_settings', { project_path: projectPath, ...(devicePath ? { device_path: devicePath } : {}) }, options(label, projectPath, execution));

const readDevice = async (toolContext: DeviceNetworkToolsContext, projectPath: string, devicePath: string | undefined, label: string, execution?: CommandExecution) =>
  (await readSettings(toolContext, projectPath, devicePath, label, execution)).device;

function scanNetworkRow({ services, codesys }: DeviceNetworkToolsContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_scan_network',
    title: 'Scan the PLC network',
    description: 'Scans the network through the project device\'s gateway (or every gateway): the runtimes that answer, marking those at the project\'s address or of its type.',
    input: z.object({
      project_path: projectPathField,
      device_path: deviceField,
      use_cache: z.boolean().default(false).describe("Use the gateway's last scan result when it has one"),
      max_results: z.number().int().min(1).max(MAX_SCAN_RESULTS).default(50).describe('At most this many devices per gateway'),
    }),
    output: z.object({
      device: deviceOutput,
      gateways: z.array(gatewayScan.omit({ targets: true }).extend({ targets: z.array(annotatedTarget), truncated: z.boolean() })),
    }),
    annotations: { ...READ_ONLY, openWorldHint: true },
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ projectPath, args }, execution) => {
      execution.progress({ message: 'Scanning the network' });
      const found = await codesys.run(
        'network_scan',
        { project_path: projectPath, ...(args.device_path ? { device_path: args.device_path } : {}), use_cache: args.use_cache, limit: args.max_results },
        options('codesys_scan_network', projectPath, execution),
      );
      return {
        device: withHashes(found.device),
        gateways: found.gateways.map((g) => ({ ...g, targets: annotate(g.targets, found.device), truncated: g.total > g.targets.length })),
      };
    },
    summarize: (r) => r.gateways.map((g) => `${g.name}: ${plural(g.total, 'device')}${g.error ? ` (${g.error})` : ''}`).join('; '),
  });
}

function verifyDeviceReachableRow({ services, online }: DeviceNetworkToolsContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_verify_device_reachable',
    title: 'Check that the PLC answers',
    description: 'Checks that the project\'s device answers at its gateway and address without logging in; if not, whether the address is stale and which scan results fit. Then use codesys_set_device_address.',
    input: z.object({ project_path: projectPathField, device_path: deviceField }),
    output: z.object({
      device: deviceOutput,
      reachable: z.boolean(),
      error: z.string().nullable().describe('Why the device did not answer'),
      address_stale: z.boolean().nullable().describe("True: nothing answers at the project's address; null in simulation mode"),
      matches: z.array(annotatedTarget).describe("Scan results with the project device's type"),
      scan_source: z.enum(['live', 'cache']).nullable(),
      advice: z.string(),
    }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ projectPath, args }, execution) => {
      const checked = await online.runOnDevice(
        'device_reachable',
        { project_path: projectPath, ...(args.device_path ? { device_path: args.device_path } : {}), limit: MAX_SCAN_RESULTS },
        'codesys_verify_device_reachable',
        execution,
      );
      const { device } = checked;
      const targets = annotate(checked.scan?.targets ?? [], device);
      const matches = targets.filter((t) => t.project_device_type);
      const atAddress = targets.find((t) => t.at_project_address) ?? null;
      const stale = device.simulation ? null : !checked.reachable && !atAddress;
      return {
        device: withHashes(device),
        reachable: checked.reachable,
        error: checked.error,
        address_stale: stale,
        matches,
        scan_source: checked.scan?.source ?? null,
        advice: reachabilityAdvice(device, checked.reachable, stale, atAddress, matches, checked.scan?.error ?? null),
      };
    },
    summarize: (r) => (r.reachable ? `${r.device.path} answers` : `${r.device.path} does not answer${r.address_stale ? ' (stale address)' : ''}`),
  });
}

function setDeviceAddressRow(toolContext: DeviceNetworkToolsContext): AnyToolDefinition {
  const { services, codesys, online } = toolContext;
  return defineTool({
    name: 'codesys_set_device_address',
    title: 'Set the PLC device address',
    description: 'Sets where the next login goes: address (and gateway), ip_address (and port), or a scan result (match_name, match_device_id, match_address). Only the project changes.',
    input: z
      .object({
        project_path: projectPathField,
        device_path: deviceField,
        address: addressField.optional(),
        gateway: gatewayField.optional(),
        match_name: boundedString(INPUT_LIMITS.nameChars, 'match_name').min(1).optional().describe('Device name as the scan shows it, e.g. "LINE1-PLC"'),
        match_device_id: boundedString(64, 'match_device_id').min(1).optional().describe('Device id as the scan shows it, e.g. "0000 0004"'),
        match_address: addressField.optional().describe('Address as the scan shows it'),
        ip_address: boundedString(15, 'ip_address')
          .regex(/^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/, 'ip_address is an IPv4 address such as 192.168.10.21')
          .optional()
          .describe('IPv4 address of the PLC; the gateway finds its CODESYS address'),
        port: z.number().int().min(1).max(65535).default(11740).describe('Port of the runtime at ip_address'),
        expected_content_hash: contentHashField('codesys_scan_network').optional().describe('address_hash from codesys_scan_network or codesys_verify_device_reachable'),
      })
      .refine((a) => [a.address !== undefined, a.ip_address !== undefined, a.match_name !== undefined || a.match_device_id !== undefined || a.match_address !== undefined].filter(Boolean).length === 1, {
        message: 'Give one of: address (with gateway), ip_address, or match_name / match_device_id / match_address; nothing was changed.',
      }),
    output: z.object({ before: deviceOutput, device: deviceOutput, matched: scanTarget.nullable() }),
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    prepare: (args) =>
      plannedRead(services, args, async (projectPath, execution: CommandExecution) => {
        const label = 'codesys_set_device_address';
        const { device: before, gateways } = await readSettings(toolContext, projectPath, args.device_path, label, execution);
        checkExpected(`The communication settings of ${before.path}`, 'address_hash', addressHash(before), args.expected_content_hash);
        let gateway = args.gateway ?? before.gateway;
        let address = args.address ?? null;
        let matched: Target | null = null;
        let source: Scan['source'] | null = null;
        let found: string | null = null;
        if (args.ip_address) {
          if (!gateway) throw new ToolError(`${before.path} names no gateway; give gateway. Nothing was changed.`);
          execution.progress?.({ message: `Asking ${gateway} for the runtime at ${args.ip_address}` });
          const byIp = await codesys.run(
            'address_by_ip',
            { project_path: projectPath, device_path: before.path, gateway, ip: args.ip_address, port: args.port },
            options(label, projectPath, execution),
          );
          address = byIp.address;
          found = `${args.ip_address}, port ${args.port}`;
        } else if (address === null) {
          const found = await codesys.run(
            'network_scan',
            { project_path: projectPath, device_path: before.path, use_cache: true, limit: MAX_SCAN_RESULTS },
            options(label, projectPath, execution),
          );
          const scans = found.gateways.filter((g) => !args.gateway || g.name === args.gateway);
          const candidates = scans.flatMap((g) => matching(g.targets, args).map((t) => ({ gateway: g, target: t })));
          const answered = scans.flatMap((g) => g.targets.map(describeTarget));
          if (candidates.length === 0) {
            throw new ToolError(`No scanned device matches ${matchText(args)}. What answers: ${answered.join('; ') || 'nothing'}. Nothing was changed.`);
          }
          if (candidates.length > 1) {
            throw new ToolError(`${candidates.length} scanned devices match ${matchText(args)}: ${candidates.map((c) => describeTarget(c.target)).join('; ')}. Add match_name or match_address to choose one; nothing was changed.`);
          }
          const [{ gateway: scan, target }] = candidates as [{ gateway: Scan; target: Target }];
          if (!sameType(target, before)) {
            const id = before.identification;
            throw new ToolError(
              `${describeTarget(target)} is not of the type of ${before.path} (${id ? `${id.type} ${id.id}` : 'unknown'}): a login to it would fail. Nothing was changed.`,
            );
          }
          ({ name: gateway, source } = scan);
          address = target.address;
          matched = target;
        }
        if (!gateway) throw new ToolError(`${before.path} names no gateway; give gateway. Nothing was changed.`);
        if (!gateways.includes(gateway)) throw new ToolError(`There is no gateway ${gateway} in CODESYS (gateways: ${gateways.join(', ') || 'none'}). Nothing was changed.`);
        if (before.gateway === gateway && sameAddress(before.address, address)) {
          throw new ToolError(`${before.path} already uses gateway ${gateway}, address ${address}. Nothing was changed.`);
        }
        return { before, gateway, address, matched, source, found };
      }),
    preview: async (plan, execution) => {
      const { before, gateway, address, matched, source, found } = await plan.read(execution);
      return text('Set device address', addressCard(before, gateway, address, matched, source, found, online.project !== null));
    },
    handler: async (plan, execution) => {
      const { before, gateway, address, matched } = await plan.read(execution);
      await execution.planEdit(addressEditRecord(plan.projectPath, before, { ...before, gateway, address }));
      const set = await codesys.run(
        'set_device_address',
        { project_path: plan.projectPath, device_path: before.path, gateway, address, expected: { gateway: before.gateway, address: before.address } },
        options('codesys_set_device_address', plan.projectPath, execution),
      );
      execution.recordEdit(addressEditRecord(plan.projectPath, set.before, set.device));
      return { before: withHashes(set.before), device: withHashes(set.device), matched };
    },
    summarize: (r) => `${r.device.path}: ${r.before.address} → ${r.device.address}`,
  });
}

function setDeviceStateRow(toolContext: DeviceNetworkToolsContext): AnyToolDefinition {
  const { services, codesys } = toolContext;
  return defineTool({
    name: 'codesys_set_device_state',
    title: 'Set device state (simulation, enabled)',
    description: 'Switches a device: simulation_on (logins go to the simulation inside CODESYS), simulation_off, enable or disable (left out of build and download). Not while logged in; only the project changes.',
    input: z.object({
      project_path: projectPathField,
      device_path: deviceField,
      action: z.enum(['enable', 'disable', 'simulation_on', 'simulation_off']).describe('What to switch (see the description)'),
      expected_content_hash: contentHashField('codesys_scan_network').optional().describe('state_hash from codesys_scan_network or codesys_verify_device_reachable'),
    }),
    output: z.object({ before: deviceOutput, device: deviceOutput }),
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    changesCode: true,
    prepare: (args) =>
      plannedRead(services, args, async (projectPath, execution: CommandExecution) => {
        const label = 'codesys_set_device_state';
        const before = await readDevice(toolContext, projectPath, args.device_path, label, execution);
        checkExpected(`The state of ${before.path}`, 'state_hash', stateHash(before), args.expected_content_hash);
        const after = stateAfter(before, args.action);
        if (after.enabled === before.enabled && after.simulation === before.simulation) {
          throw new ToolError(`${before.path} is already ${args.action.startsWith('simulation') ? `in simulation mode ${before.simulation ? 'on' : 'off'}` : args.action === 'enable' ? 'enabled' : 'disabled'}. Nothing was changed.`);
        }
        // The device the active application runs on is the PLC; any other is a field device below it.
        const plc = args.device_path ? (await readDevice(toolContext, projectPath, undefined, label, execution)).path === before.path : true;
        return { before, plc };
      }),
    preview: async (plan, execution) => {
      const { before, plc } = await plan.read(execution);
      return text('Set device state', `${STATE_EFFECT[plan.args.action](before, plc)}\nOnly the project changes. Revertible from History.`);
    },
    handler: async (plan, execution) => {
      const { before } = await plan.read(execution);
      const { action } = plan.args;
      await execution.planEdit(stateEditRecord(plan.projectPath, before, { path: before.path, ...stateAfter(before, action) }, action));
      const set = await codesys.run(
        'set_device_state',
        { project_path: plan.projectPath, device_path: before.path, action, expected: { enabled: before.enabled, simulation: before.simulation } },
        options('codesys_set_device_state', plan.projectPath, execution),
      );
      execution.recordEdit(stateEditRecord(plan.projectPath, set.before, set.device, action));
      return { before: withHashes(set.before), device: withHashes(set.device) };
    },
    summarize: (r) => `${r.device.path}: ${r.device.enabled ? 'enabled' : 'disabled'}, simulation ${r.device.simulation ? 'on' : 'off'}`,
  });
}

function addDeviceUserRow({ services, online }: DeviceNetworkToolsContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_add_device_user',
    title: 'Add a PLC device user',
    description: 'Adds a user to the live user management of the project\'s PLC (3.5.16+ runtimes). The password is passed as data and never shown or logged. Changes the PLC; not revertible.',
    input: z.object({
      project_path: projectPathField,
      device_path: deviceField,
      user_name: boundedString(64, 'user_name')
        .regex(/^[^\s\u0000-\u001f\u007f][^\u0000-\u001f\u007f]*$/, 'user_name is one line without control characters and does not start with a space')
        .describe('The new user, e.g. "operator"'),
      password: boundedString(128, 'password').min(1).describe('Password for the new user'),
      can_change_password: z.boolean().default(true).describe('The user may change the password'),
      must_change_password: z.boolean().default(false).describe('The user must change the password at the next login'),
    }),
    output: z.object({ device: z.string(), added: z.object({ name: z.string(), flags: z.array(z.string()) }), users: z.array(z.object({ name: z.string(), flags: z.array(z.string()) })) }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesRunningPlc: true,
    prepare: (args) =>
      plannedRead(services, args, async (projectPath, execution: CommandExecution) => {
        const listed = await online.runOnDevice(
          'device_users',
          { project_path: projectPath, ...(args.device_path ? { device_path: args.device_path } : {}) },
          'codesys_add_device_user (users)',
          execution,
        );
        const existing = listed.users.find((u) => u.name.toLowerCase() === args.user_name.toLowerCase());
        if (existing) throw new ToolError(`The PLC of ${listed.device.path} already has a user ${existing.name}. Nothing was changed.`);
        return listed;
      }),
    preview: async (plan, execution) => {
      const { users } = await plan.read(execution);
      const { args } = plan;
      return online.preview(
        plan.projectPath,
        'codesys_add_device_user (preview)',
        {
          title: 'Add a PLC device user',
          effect:
            `Adds the user "${args.user_name}" to the user management on the PLC: password: set (${args.password.length} characters); ` +
            `can change password: ${args.can_change_password ? 'yes' : 'no'}; must change it at the next login: ${args.must_change_password ? 'yes' : 'no'}.`,
          note: `Users on the PLC now: ${users.map((u) => u.name).join(', ') || 'none'}. Anyone with this name and password can log in to the PLC with that user's rights.`,
        },
        execution,
      );
    },
    handler: async (plan, execution) => {
      const { device } = await plan.read(execution);
      const { args } = plan;
      const added = await online.runOnDevice(
        'device_users',
        {
          project_path: plan.projectPath,
          device_path: device.path,
          add: { user_name: args.user_name, password: args.password, can_change_password: args.can_change_password, must_change_password: args.must_change_password },
        },
        'codesys_add_device_user',
        execution,
      );
      const user = added.users.find((u) => u.name.toLowerCase() === args.user_name.toLowerCase());
      if (!user) throw new ToolError(`CODESYS reported no error, but the PLC does not list the user ${args.user_name} afterwards.`);
      execution.recordEdit({ kind: 'plc-device-user', location: `${device.path} users`, beforeHash: null, afterHash: user.name, revert: { user: user.name, flags: user.flags } });
      return { device: device.path, added: user, users: added.users };
    },
    summarize: (r) => `added ${r.added.name} to ${r.device}`,
  });
}

export function deviceNetworkTools(toolContext: DeviceNetworkToolsContext): AnyToolDefinition[] {
  return [scanNetworkRow(toolContext), verifyDeviceReachableRow(toolContext), setDeviceAddressRow(toolContext), setDeviceStateRow(toolContext), addDeviceUserRow(toolContext)];
}

function reachabilityAdvice(device: Device, reachable: boolean, stale: boolean | null, atAddress: (Target & { project_device_type: boolean }) | null, matches: Target[], scanError: string | null): string {
  if (device.simulation) return reachable ? 'Simulation mode is on: logins go to the PLC simulated inside CODESYS; the gateway and address are not used.' : 'Simulation mode is on, but the simulation did not answer.';
  if (!device.enabled) return `${device.path} is disabled: enable it with codesys_set_device_state before going online.`;
  if (reachable) return `${deviceLabel(device)} answers.`;
  if (scanError) return `The scan failed too (${scanError}): check that the gateway runs.`;
  if (atAddress && !atAddress.project_device_type) return `A device of another type answers at ${device.address}: ${describeTarget(atAddress)}. Point the project at a device of its own type.`;
  if (matches.length === 1) {
    return `The address is stale; one device of the project's type answers: ${describeTarget(matches[0]!)}. If it is this project's PLC, rebind with codesys_set_device_address match_address "${matches[0]!.address}".`;
  }
  if (matches.length > 1) return `The address is stale; ${matches.length} devices of the project's type answer (${matches.map(describeTarget).join('; ')}). Choose one with codesys_set_device_address match_name.`;
  return stale ? `Nothing answers at ${device.address}, and no device of the project's type answers through ${device.gateway}: check that the PLC is on and connected.` : 'The device did not answer.';
}

/**
 * How the person reverts an address or state change from History: only while CODESYS runs with that project open
 * (listing never launches CODESYS or switches its project) and while the device still holds the change's result.
 */
export function deviceNetworkReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const projectPathOf = (edit: EditRecord) => {
    const path = edit.revert.project_path;
    if (typeof path !== 'string') throw new Error('The audit entry does not name a CODESYS project');
    return path;
  };
  const devicePathOf = (edit: EditRecord) => String(edit.revert.device_path);
  const read = (projectPath: string, edit: EditRecord) =>
    codesys.run('device_settings', { project_path: projectPath, device_path: devicePathOf(edit) }, { label: 'revert', projectPath }).then((r) => r.device);
  const current = (hash: (d: Device) => string) => async (edit: EditRecord) => {
    const path = await auditedProjectOpenNow(services, codesys, projectPathOf(edit));
    return path ? hash(await read(path, edit)) : null;
  };
  const revertible = async (edit: EditRecord, hash: (d: Device) => string, what: string) => {
    if (!codesys.readyWithoutLaunch) throw new Error('CODESYS is not running; launch it to revert this change');
    const projectPath = await resolveProjectPath(services, projectPathOf(edit));
    const now = await read(projectPath, edit);
    if (hash(now) !== edit.afterHash) throw new Error(`The ${what} of ${now.path} changed after this change; reverting would undo later work`);
    return { projectPath, now };
  };
  return {
    [DEVICE_ADDRESS_EDIT_KIND]: {
      currentHash: current(addressHash),
      async revert(edit) {
        const { projectPath, now } = await revertible(edit, addressHash, 'communication settings');
        const before = edit.revert.before as { gateway: string | null; address: string | null };
        if (!before.gateway || !before.address) throw new Error(`${now.path} had no gateway and address before this change; set them again instead`);
        const set = await codesys.run(
          'set_device_address',
          { project_path: projectPath, device_path: now.path, gateway: before.gateway, address: before.address, expected: { gateway: now.gateway, address: now.address } },
          { label: 'revert', projectPath },
        );
        return addressHash(set.device);
      },
    },
    [DEVICE_STATE_EDIT_KIND]: {
      currentHash: current(stateHash),
      async revert(edit) {
        const { projectPath, now } = await revertible(edit, stateHash, 'state');
        const set = await codesys.run(
          'set_device_state',
          { project_path: projectPath, device_path: now.path, action: edit.revert.undo as StateAction, expected: { enabled: now.enabled, simulation: now.simulation } },
          { label: 'revert', projectPath },
        );
        return stateHash(set.device);
      },
    },
  };
}
