// How the UI contract reaches a domain's online watch list without knowing the domain: the composition root hands
// the contract handlers every domain's control.

/** A tool call, by the tool's name and its arguments, as the person would have an agent make it. */
export interface ToolCallRequest {
  tool: string;
  args: Record<string, unknown>;
}

/** The person's watch list of the PLC targets a domain can be online with (the Online panel's expressions). */
export interface OnlineWatchControl {
  handles(target: string): boolean;
  /** Both return the person's expressions of that target after the change. */
  add(target: string, expression: string): string[];
  remove(target: string, expression: string): string[];
  /**
   * The call that releases these forced values of the target (all of them when `expressions` is null): it runs as
   * the person's call through the runner, so it waits for their approval like any change to a running PLC. Throws
   * when nothing can be released (not logged in, or an expression that is not forced).
   */
  releaseForced(target: string, expressions: readonly string[] | null): ToolCallRequest;
  /**
   * The person's login to the PLC the ledger knows as `plc` (its key), without a download: what releasing a force
   * needs while Interlock is not logged in. It reads the PLC's own forced list, and runs on a card like any login.
   * Throws when already logged in, or when the ledger knows no such PLC.
   */
  login(target: string, plc: string): ToolCallRequest;
}

/** What the person can do with a domain's list of approved changes that are not in their project file. */
export interface UnsavedChangesControl {
  /** Takes a lost change off the list; false when it is not a lost change there. */
  dismiss(auditId: string): Promise<boolean>;
}
