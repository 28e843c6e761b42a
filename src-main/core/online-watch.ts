// How the UI contract reaches a domain's online watch list without knowing the domain: the composition root hands
// the contract handlers every domain's control.

/** The person's watch list of the PLC targets a domain can be online with (the Online panel's expressions). */
export interface OnlineWatchControl {
  handles(target: string): boolean;
  /** Both return the person's expressions of that target after the change. */
  add(target: string, expression: string): string[];
  remove(target: string, expression: string): string[];
}
