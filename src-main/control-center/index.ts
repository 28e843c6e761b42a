export { startControlCenter, type ControlCenter, type ControlCenterOptions } from './control-center.ts';
export type { DomainFactory, DomainModule, DomainServices } from '../mcp/domain-module.ts';
