// The diagnostics of each project's latest compile, kept in memory for get_diagnostics and published to the UI's
// Diagnostics view. A later compile of the same project replaces them; nothing survives a restart.
import type { DomainServices } from '../../mcp/domain-module.ts';
import type { Diagnostic } from '../../../src-shared/app-state.ts';
import type { LocatedDiagnostic } from './diagnostic-locator.ts';

export interface CompileDiagnostics {
  /** The CLI's stderr lines without the known noise (the contract's `lines`). */
  lines: string[];
  diagnostics: LocatedDiagnostic[];
}

export class DiagnosticsStore {
  readonly #services: DomainServices;
  readonly #latest = new Map<string, CompileDiagnostics>();

  constructor(services: DomainServices) {
    this.#services = services;
  }

  get(key: string): CompileDiagnostics | undefined {
    return this.#latest.get(key);
  }

  set(key: string, result: CompileDiagnostics, summary: string): void {
    this.#latest.set(key, result);
    this.#services.store.emit({
      type: 'diagnostics.updated',
      diagnostics: { target: key, source: 'openplc-cli', updatedAt: Date.now(), summary, items: result.diagnostics.map(toUiDiagnostic) },
    });
  }
}

export function diagnosticsSummary(diagnostics: readonly LocatedDiagnostic[], exitCode: number): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  return exitCode === 0 ? `compiled (${counts})` : `failed with exit code ${exitCode} (${counts})`;
}

function toUiDiagnostic(d: LocatedDiagnostic): Diagnostic {
  const item: Diagnostic = { severity: d.severity, message: d.message };
  if (d.file !== null) item.file = d.file;
  if (d.pou !== null) item.pou = d.pou;
  if (d.line !== null) item.line = d.line;
  if (d.column !== null) item.column = d.column;
  return item;
}
