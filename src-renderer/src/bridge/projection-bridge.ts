// What the store needs from a shell: the shared contract plus word of when the event stream broke and came back,
// because events sent while it was down are lost and the projection must re-fetch the snapshot.
import type { InterlockBridge } from '../../../src-shared/contract.ts';

export type StreamStatus = 'lost' | 'restored';

export interface ProjectionBridge extends InterlockBridge {
  /** Optional: the Electron preload's IPC stream never drops, the web host's EventSource can. */
  onStreamStatus?(listener: (status: StreamStatus) => void): () => void;
}

/** The web host answered 401: this browser has no session cookie (or it expired). */
export class UnauthorizedError extends Error {
  constructor(message = 'Not signed in to this Interlock control center') {
    super(message);
    this.name = 'UnauthorizedError';
  }
}
