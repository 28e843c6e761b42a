// The Electron IPC channel names, shared by main and preload so they cannot drift. Kept apart from contract.ts so
// the preload bundle does not carry zod.
export const IPC_INVOKE = 'interlock:invoke';
export const IPC_EVENT = 'interlock:event';
