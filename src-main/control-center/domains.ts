// The PLC domains this build of Interlock offers. Each adds its rows to the one tool table.
import { createCodesysDomain } from '../codesys/index.ts';
import { createOpenPlcDomain } from '../openplc/index.ts';
import type { DomainFactory } from './domain.ts';

export const DOMAINS: readonly DomainFactory[] = [(core) => createOpenPlcDomain(core), createCodesysDomain];
