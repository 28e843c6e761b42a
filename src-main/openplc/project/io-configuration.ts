// The selected device board (`devices/configuration.json`) and its local pin mapping (`devices/pin-mapping.json`).
// Current projects map pins per board; v4.1–4.2 projects keep one flat array labelled with `name`, which is the
// active board's mapping (the editor re-keys it under the board on its next save).
import { join } from 'node:path';
import { ToolError } from '../../core/index.ts';
import { jsonErrorWithoutContent, readFileInside } from '../../files/index.ts';
import { isObject } from './project-document.ts';
import { DEFAULT_DEVICE_BOARD, DEVICE_CONFIGURATION_FILE, PIN_MAPPING_FILE } from './project-layout.ts';

export const PIN_TYPES = ['digitalInput', 'digitalOutput', 'analogInput', 'analogOutput'] as const;
export type PinType = (typeof PIN_TYPES)[number];

export interface IoPoint {
  pin: string;
  pin_type: PinType;
  address: string;
  alias: string | null;
}

export interface IoConfiguration {
  device_board: string;
  io_points: IoPoint[];
  /** Which shape devices/configuration.json has: the current keys, the v4.1 keys, or no file (defaults apply). */
  configuration_format: 'current' | 'v4.1' | 'absent';
  /** Which shape devices/pin-mapping.json has: per-board object, v4.1 flat array, or no file. */
  pin_mapping_format: 'per-board' | 'flat-v4.1' | 'absent';
}

/** The board compile uses by default; "OpenPLC Simulator" when the project has no configuration file. */
export async function readDeviceConfiguration(root: string): Promise<{ board: string; format: IoConfiguration['configuration_format'] }> {
  const configuration = await readDeviceJson(root, DEVICE_CONFIGURATION_FILE);
  if (configuration === undefined) return { board: DEFAULT_DEVICE_BOARD, format: 'absent' };
  if (!isObject(configuration)) throw new ToolError(`${DEVICE_CONFIGURATION_FILE} must contain a JSON object`);
  const board = configuration.deviceBoard ?? DEFAULT_DEVICE_BOARD;
  if (typeof board !== 'string' || !board.trim()) throw new ToolError(`${DEVICE_CONFIGURATION_FILE} deviceBoard must be a non-empty string`);
  const legacy = 'communicationConfiguration' in configuration || 'compileOnly' in configuration;
  return { board, format: legacy ? 'v4.1' : 'current' };
}

export async function readIoConfiguration(root: string): Promise<IoConfiguration> {
  const { board, format } = await readDeviceConfiguration(root);
  const mapping = await readDeviceJson(root, PIN_MAPPING_FILE);
  if (mapping === undefined) return { device_board: board, io_points: [], configuration_format: format, pin_mapping_format: 'absent' };
  if (Array.isArray(mapping)) {
    return { device_board: board, io_points: parsePins(mapping, 'the flat pin list'), configuration_format: format, pin_mapping_format: 'flat-v4.1' };
  }
  if (!isObject(mapping)) throw new ToolError(`${PIN_MAPPING_FILE} must contain an object keyed by board name (or, in v4.1 projects, an array of pins)`);
  // Every board's mapping is validated, so a broken inactive board is reported instead of silently ignored.
  let active: IoPoint[] = [];
  for (const [name, pins] of Object.entries(mapping)) {
    if (!Array.isArray(pins)) throw new ToolError(`${PIN_MAPPING_FILE} board "${name}" must map to an array of pins`);
    const parsed = parsePins(pins, `board "${name}"`);
    if (name === board) active = parsed;
  }
  return { device_board: board, io_points: active, configuration_format: format, pin_mapping_format: 'per-board' };
}

function parsePins(pins: unknown[], where: string): IoPoint[] {
  return pins.map((pin, index) => {
    const at = `${PIN_MAPPING_FILE} ${where}, pin ${index}`;
    if (!isObject(pin)) throw new ToolError(`${at} must be an object`);
    if (typeof pin.pin !== 'string' || !pin.pin) throw new ToolError(`${at}: "pin" must be a non-empty string`);
    if (typeof pin.pinType !== 'string' || !(PIN_TYPES as readonly string[]).includes(pin.pinType)) {
      throw new ToolError(`${at}: "pinType" must be one of ${PIN_TYPES.join(', ')}`);
    }
    if (typeof pin.address !== 'string') throw new ToolError(`${at}: "address" must be a string`);
    // v4.1 labels pins with `name`; the editor upgrades it to `alias`.
    const label = 'alias' in pin ? pin.alias : pin.name;
    if (label !== undefined && label !== null && typeof label !== 'string') throw new ToolError(`${at}: "alias" must be a string`);
    return { pin: pin.pin, pin_type: pin.pinType as PinType, address: pin.address, alias: typeof label === 'string' && label !== '' ? label : null };
  });
}

async function readDeviceJson(root: string, file: string): Promise<unknown> {
  // Through a real path inside the project only; a link out of it reads as absent, and errors quote no bytes.
  const bytes = await readFileInside(root, join(root, ...file.split('/')));
  if (bytes === null) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    throw new ToolError(`${file} is not valid JSON (${jsonErrorWithoutContent(err)})`);
  }
}
