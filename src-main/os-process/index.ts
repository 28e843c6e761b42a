export { isProcessAlive } from './process-alive.ts';
