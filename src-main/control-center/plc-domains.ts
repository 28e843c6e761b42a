// The PLC domains this build of Interlock offers. Each adds its rows to the one tool table.
import { createCodesysDomain } from '../codesys/index.ts';
import { createOpenPlcDomain } from '../openplc/index.ts';
import type { DomainFactory } from '../mcp/domain-module.ts';

export const DOMAINS: readonly DomainFactory[] = [(services) => createOpenPlcDomain(services), createCodesysDomain];
