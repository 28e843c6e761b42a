// The PLC domains this build of Interlock offers. Each adds its rows to the one tool table.
import { createCodesysDomain, ONLINE_MEMORY_FOLDER } from '../codesys/index.ts';
import { createOpenPlcDomain } from '../openplc/index.ts';
import type { DomainFactory } from '../mcp/domain-module.ts';

export const DOMAINS: readonly DomainFactory[] = [(services) => createOpenPlcDomain(services), createCodesysDomain];

/** The domains' own folders in the data directory: Interlock's state, out of every agent's reach like audit/ and logs/. */
export const DOMAIN_STATE_FOLDERS: readonly string[] = [ONLINE_MEMORY_FOLDER];
