// Device descriptions in the IDE's repository: which installed description a name and version mean, and installing
// or removing one. Both are machine-wide changes that History cannot undo; the cards say so.
import { z } from 'zod';
import { ToolError } from '../../core/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import { argsPlan, defineTool, DESTRUCTIVE, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { CommandExecution } from '../bridge/codesys-connection.ts';
import { descriptionUsers, installedDevice } from './device-templates.ts';
import { CODESYS_QUEUE, readFileInRoots, text, type ToolContext } from '../toolset-kit.ts';
import { describeIdentification, deviceNameField, installedDescriptions, MAX_DEVICE_FILE_BYTES, type Identification, type Installed } from './device-kit.ts';

/** Picks one installed description by name (case-insensitive) and version ("*" or none: the newest). */
export function pickDescription(installed: Installed[], name: string, version: string | undefined): Installed {
  const named = installed.filter((d) => d.name.toLowerCase() === name.toLowerCase());
  if (!named.length) {
    const similar = installed.filter((d) => d.name.toLowerCase().includes(name.toLowerCase()) || name.toLowerCase().includes(d.name.toLowerCase())).map((d) => d.name);
    throw new ToolError(
      `No installed device description is named "${name}"; nothing was changed. ${similar.length ? `Similar names: ${[...new Set(similar)].join(', ')}. ` : ''}See codesys_list_device_repository, or install the description with codesys_install_device_description.`,
    );
  }
  const kinds = new Set(named.map((d) => `${d.type}|${d.id}`));
  if (kinds.size > 1) throw new ToolError(`Several device descriptions are named "${name}" (${named.map((d) => describeIdentification(d)).join('; ')}); nothing was changed.`);
  if (version && version !== '*') {
    const exact = named.find((d) => d.version === version);
    if (!exact) throw new ToolError(`No installed description of "${name}" has version ${version} (installed versions: ${named.map((d) => d.version).join(', ')}); nothing was changed.`);
    return exact;
  }
  return [...named].sort((a, b) => compareVersions(b.version, a.version))[0]!;
}

/** Orders versions by their numbers: 3.5.21.50 after 3.5.19.0, Revision=16#00110000 after Revision=16#00100000. */
function compareVersions(a: string, b: string): number {
  const parts = (v: string) => (v.match(/#?[0-9A-Fa-f]+/g) ?? []).map((p) => (p.startsWith('#') ? parseInt(p.slice(1), 16) : parseInt(p, 10)));
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return d;
  }
  return a.localeCompare(b);
}

/** What the card shows of a device description: its identification and info, read from the text as data. */
export function summarizeDevdesc(xml: string, where: string): Identification & { name: string; vendor: string } {
  if (!/<DeviceDescription\b/.test(xml)) throw new ToolError(`${where} is not a CODESYS device description (no DeviceDescription element); nothing was installed.`);
  const field = (tag: string, scope: string) => {
    const block = new RegExp(`<${scope}\\b[^>]*>([\\s\\S]*?)</${scope}>`).exec(xml)?.[1] ?? '';
    const value = new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`).exec(block)?.[1]?.trim();
    if (!value) throw new ToolError(`${where} has no ${scope}/${tag}; nothing was installed.`);
    return value.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  };
  const type = field('Type', 'DeviceIdentification');
  if (!/^\d+$/.test(type)) throw new ToolError(`${where}: the device type must be a number, not "${type}"; nothing was installed.`);
  return { type: Number(type), id: field('Id', 'DeviceIdentification'), version: field('Version', 'DeviceIdentification'), name: field('Name', 'DeviceInfo'), vendor: field('Vendor', 'DeviceInfo') };
}

function installDeviceDescriptionRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_install_device_description',
    title: 'Install CODESYS device description',
    description: 'Installs a .devdesc.xml file into the IDE\'s device repository. Machine-wide: every project on this PC sees it. Remove it with codesys_remove_device_description.',
    input: z.object({
      input_path: boundedString(INPUT_LIMITS.pathChars, 'input_path')
        .min(1)
        .refine((path) => /\.(devdesc\.)?xml$/i.test(path), 'input_path must name a .devdesc.xml (or .xml) device description')
        .describe('The .devdesc.xml file, absolute or relative to the first project root'),
    }),
    output: z.object({ installed: installedDevice, file_hash: z.string() }),
    annotations: DESTRUCTIVE,
    mutates: true,
    prepare: async (args) => {
      const file = await readFileInRoots(services, args.input_path, MAX_DEVICE_FILE_BYTES);
      const xml = file.bytes.toString('utf8');
      const summary = summarizeDevdesc(xml, args.input_path);
      return {
        ...argsPlan(CODESYS_QUEUE, args),
        xml,
        hash: file.hash,
        summary,
        check: sharedStep(async (execution: CommandExecution) => {
          const installed = await installedDescriptions(codesys, execution, 'codesys_install_device_description');
          const same = installed.find((d) => d.type === summary.type && d.id === summary.id && d.version === summary.version);
          if (same) throw new ToolError(`${same.name} (${describeIdentification(same)}) is installed already; nothing was changed.`);
        }),
      };
    },
    preview: async (plan, execution) => {
      await plan.check(execution);
      const s = plan.summary;
      return text(
        'Install device description',
        [
          "Install a device description into the IDE's device repository.",
          'This is a MACHINE-WIDE change: every project and every user of this CODESYS installation will see it; it is not part of any project and History cannot undo it.',
          `  file     ${plan.args.input_path} (${plan.hash.slice(0, 19)}…)`,
          `  device   ${s.name} (${s.vendor})`,
          `  ident    ${describeIdentification(s)}`,
        ].join('\n'),
      );
    },
    handler: async (plan, execution) => {
      await plan.check(execution);
      const { installed } = await codesys.run('device_install', { xml: plan.xml, type: plan.summary.type, id: plan.summary.id, version: plan.summary.version }, { label: 'codesys_install_device_description', execution });
      return { installed, file_hash: plan.hash };
    },
    summarize: (r) => `installed ${r.installed.name} ${r.installed.version}`,
  });
}

function removeDeviceDescriptionRow({ codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_remove_device_description',
    title: 'Remove CODESYS device description',
    description: 'Removes one version of a device description from the IDE\'s repository. Machine-wide; devices using it stay but cannot be updated. Not revertible: install the file again.',
    input: z.object({
      device_name: deviceNameField,
      version: boundedString(128, 'version')
        .min(1)
        .regex(/^[^\n*]+$/, 'version is the exact version, one line')
        .describe('The exact version to remove, as codesys_list_device_repository shows it, e.g. "Revision=16#00010000"'),
    }),
    output: z.object({ removed: installedDevice, used_by: descriptionUsers }),
    annotations: DESTRUCTIVE,
    mutates: true,
    prepare: async (args) => ({
      ...argsPlan(CODESYS_QUEUE, args),
      check: sharedStep(async (execution: CommandExecution) => {
        const picked = pickDescription(await installedDescriptions(codesys, execution, 'codesys_remove_device_description'), args.device_name, args.version);
        const identification = { type: picked.type, id: picked.id, version: picked.version };
        const planned = await codesys.run('device_remove', { ...identification, dry_run: true }, { label: 'codesys_remove_device_description', execution });
        return { identification, ...planned };
      }),
    }),
    preview: async (plan, execution) => {
      const { description: d, used_by } = await plan.check(execution);
      const users = used_by.devices.length
        ? [`Devices of ${used_by.project} that use it (they stay, but cannot be updated or added again until it is installed again):`, ...used_by.devices.map((path) => `  ${path}`)]
        : [used_by.project ? `No device of ${used_by.project} uses it (other projects on this PC are not checked).` : 'No project is open in CODESYS, so no project was checked.'];
      return text(
        'Remove device description',
        [
          "Remove a device description from the IDE's device repository.",
          'This is a MACHINE-WIDE change: every project on this PC loses it; History cannot undo it (install the file again).',
          `  device   ${d.name} (${d.vendor})`,
          `  ident    ${describeIdentification(d)}`,
          ...users,
        ].join('\n'),
      );
    },
    handler: async (plan, execution) => {
      const { identification } = await plan.check(execution);
      const { description, used_by } = await codesys.run('device_remove', identification, { label: 'codesys_remove_device_description', execution });
      return { removed: description, used_by };
    },
    summarize: (r) => `removed ${r.removed.name} ${r.removed.version}`,
  });
}

export function deviceDescriptionTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [installDeviceDescriptionRow(toolContext), removeDeviceDescriptionRow(toolContext)];
}
