export { simulateBehaviour, DEFAULT_SCANS, DEFAULT_SCENARIOS, type BehaviourRequest, type BehaviourRunner } from './behaviour.ts';
export type { SimGlobal, SimProjectInput, SimSource } from './sim-compile.ts';
export { SimProgram } from './sim-run.ts';
export { SimUnsupported } from './sim-types.ts';
