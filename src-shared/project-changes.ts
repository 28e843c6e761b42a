// Whether an approved change to a project that a program holds open (CODESYS) is in the project file on disk.
// Main keeps the changes that are not (durably, in the data directory) and every UI shows them: History and the
// Overview say "not saved in the project file" until a save, and which were lost when the IDE ended.

/** What happened to the project file after one approved change, as the card said it would. */
export interface ProjectFileRecord {
  /** The project file (as Interlock resolved it). */
  project: string;
  /** True when the file on disk holds the change (Interlock saved it, or the headless command did). */
  saved: boolean;
  /** Why not: the person's setting, or the save failed (`error` says how). */
  why?: 'left-unsaved' | 'save-failed';
  error?: string;
  /** When saved: the file's content hash right after the save (a commit of it must hold exactly these bytes). */
  savedHash?: string;
}

/** What the card says will happen to the project file after the change. */
export interface ProjectFilePlan {
  project: string;
  /** `save`: Interlock saves the project right after; `leave-unsaved`: the change stays unsaved in CODESYS. */
  then: 'save' | 'leave-unsaved' | 'saved-by-command';
}

/** One approved change that is not in the project file: still in the IDE, or lost with it. */
export interface UnsavedChange {
  /** The audit id of the call that made it. */
  auditId: string;
  tool: string;
  project: string;
  /** The object or part of the project, when the call named one. */
  targetName?: string;
  agentName: string;
  /** When the change was applied (ms). */
  at: number;
  why: 'left-unsaved' | 'save-failed';
  saveError?: string;
  /** `unsaved`: in the open project in CODESYS, not in the file; `lost`: the IDE ended (or closed it) without saving. */
  state: 'unsaved' | 'lost';
  lostAt?: number;
  /** How it was lost, in words (e.g. "CODESYS (PID 4312) exited unexpectedly"). */
  lostReason?: string;
  /** Null when the change can be applied again from its audit record; otherwise why not. */
  cannotReapply: string | null;
  /** The audit id of the person's call that applies it again, while that call is under way. */
  reapplyingAs?: string;
}

/** How many unsaved or lost changes main keeps (the oldest lost ones go first). */
export const MAX_UNSAVED_CHANGES = 200;

export const ARGS_NOT_KEPT = 'cannot re-apply: arguments not kept in full';

/** What the agent and History read about the project file after a change. */
export function projectFileText(record: ProjectFileRecord): string {
  if (record.saved) return `Saved to the project file ${record.project}.`;
  if (record.why === 'save-failed') {
    return `Applied in CODESYS but NOT saved in the project file ${record.project}: the save failed (${record.error ?? 'no reason given'}). The change is lost if CODESYS ends before the project is saved.`;
  }
  return `Applied in CODESYS and left unsaved (Settings → CODESYS → after an approved change): not saved in the project file ${record.project} until the project is saved.`;
}

/** The card's line about the project file. */
export function projectFilePlanText(plan: ProjectFilePlan): string {
  if (plan.then === 'save') return `After this change Interlock saves the project file (${plan.project}).`;
  if (plan.then === 'saved-by-command') return `The command saves the project file itself (headless CODESYS).`;
  return `This change stays unsaved in CODESYS: not in the project file until it is saved (Settings → CODESYS → after an approved change: leave unsaved).`;
}
