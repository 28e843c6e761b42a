// The contracts of the device network templates (scan, reachability, communication settings, device state, device
// users): parameters and results, checked by the CodesysConnection like every template's (the toolset's index.ts
// registers them).
import { z } from 'zod';

const onDevice = { project_path: z.string().min(1), device_path: z.string().min(1).optional() };
const credentials = z.object({ user: z.string().min(1), password: z.string() }).optional();

export const deviceIdentification = z.object({ type: z.number().int(), id: z.string(), version: z.string() });

/** The project's device as the network tools see it: where the next login goes. */
export const deviceSettings = z.object({
  path: z.string(),
  name: z.string(),
  gateway: z.string().nullable().describe('The gateway the device is reached through (its name)'),
  gateway_guid: z.string().nullable(),
  address: z.string().nullable().describe('The device address in CODESYS format, e.g. 0000.0001 or 0301.C0A8.0A15'),
  simulation: z.boolean().describe('True: the next login goes to the PLC simulated inside CODESYS'),
  enabled: z.boolean(),
  identification: deviceIdentification.nullable(),
});

export const scanTarget = z.object({
  device_name: z.string(),
  type_name: z.string(),
  vendor_name: z.string(),
  device_id: deviceIdentification.nullable(),
  address: z.string(),
  parent_address: z.string().nullable(),
});

export const gatewayScan = z.object({
  name: z.string(),
  guid: z.string(),
  source: z.enum(['live', 'cache']).describe('live: scanned now; cache: the result of the gateway\'s last scan'),
  error: z.string().nullable(),
  targets: z.array(scanTarget),
  total: z.number().int().min(0),
});

const changed = z.object({ before: deviceSettings, device: deviceSettings });

export const DEVICE_NETWORK_TEMPLATES = {
  device_settings: {
    params: z.object(onDevice),
    result: z.object({ device: deviceSettings, gateways: z.array(z.string()).describe('The gateways configured in CODESYS, by name') }),
  },
  network_scan: {
    params: z.object({ ...onDevice, use_cache: z.boolean(), limit: z.number().int().min(1) }),
    result: z.object({ device: deviceSettings, gateways: z.array(gatewayScan) }),
  },
  device_reachable: {
    params: z.object({ ...onDevice, limit: z.number().int().min(1), credentials }),
    result: z.object({ device: deviceSettings, reachable: z.boolean(), error: z.string().nullable(), scan: gatewayScan.nullable() }),
  },
  address_by_ip: {
    params: z.object({ ...onDevice, gateway: z.string().min(1), ip: z.string().min(1), port: z.number().int().min(1).max(65535) }),
    result: z.object({ device: deviceSettings, gateway: z.string(), address: z.string() }),
  },
  set_device_address: {
    params: z.object({
      ...onDevice,
      gateway: z.string().min(1),
      address: z.string().min(1),
      /** The settings the change was planned against: the template changes nothing if CODESYS holds others. */
      expected: z.object({ gateway: z.string().nullable(), address: z.string().nullable() }),
    }),
    result: changed,
  },
  set_device_state: {
    params: z.object({
      ...onDevice,
      action: z.enum(['enable', 'disable', 'simulation_on', 'simulation_off']),
      expected: z.object({ enabled: z.boolean(), simulation: z.boolean() }),
    }),
    result: changed,
  },
  device_users: {
    params: z.object({
      ...onDevice,
      credentials,
      /** The user to add first; without it the template only lists the users. */
      add: z
        .object({ user_name: z.string().min(1), password: z.string().min(1), can_change_password: z.boolean(), must_change_password: z.boolean() })
        .optional(),
    }),
    result: z.object({ device: deviceSettings, users: z.array(z.object({ name: z.string(), flags: z.array(z.string()) })) }),
  },
} as const;
