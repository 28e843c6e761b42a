export { startControlCenter, type ControlCenter, type ControlCenterOptions } from './control-center.ts';
export type { DomainFactory, DomainModule } from './domain.ts';
