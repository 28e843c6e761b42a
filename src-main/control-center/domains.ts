// The PLC domains this build of Interlock offers. Each adds its rows to the one tool table.
import type { DomainFactory } from './domain.ts';

export const DOMAINS: readonly DomainFactory[] = [];
