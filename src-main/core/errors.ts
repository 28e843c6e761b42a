// Errors a tool call can end with. The message of each is what the agent and the person read, so it must say
// what went wrong and what to do about it.

/** An expected failure (bad input, missing file, stale hash): reported to the agent as a tool error result. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

/** The call ran out of its time budget (a compile that never ends, a hung CODESYS). */
export class ToolTimeoutError extends ToolError {
  constructor(message: string) {
    super(message);
    this.name = 'ToolTimeoutError';
  }
}

/**
 * The call was cancelled: by the agent, by a closed stream, session or connection (`origin: 'agent'`: nobody is
 * left to receive the answer), or by the person from the queue view (`origin: 'person'`).
 */
export class ToolCancelledError extends Error {
  readonly origin: 'agent' | 'person';

  constructor(message = 'The call was cancelled', origin: 'agent' | 'person' = 'agent') {
    super(message);
    this.name = 'ToolCancelledError';
    this.origin = origin;
  }
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
