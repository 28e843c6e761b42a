// Tools whose ScriptEngine API the last self-test found missing on this CODESYS are refused before any card, with
// the reason; the domain also lists them (unavailableTools) so a tool list can leave them out. Only a table made
// for the CODESYS Settings name now (same executable and profile) counts: after a change of installation every tool
// is offered again until the next self-test.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorMessage, ToolError } from '../../core/index.ts';
import type { AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { CodesysSettings } from '../bridge/launcher.ts';
import { CAPABILITIES_FILE, loadReport, type CapabilityReport } from './codesys-doctor.ts';

export class CapabilityGuard {
  readonly #dataDir: string;
  readonly #settings: () => CodesysSettings;
  #report: CapabilityReport | null = null;
  #loadedMtime: number | null = null;
  #loadError: string | null = null;

  constructor(dataDir: string, settings: () => CodesysSettings) {
    this.#dataDir = dataDir;
    this.#settings = settings;
  }

  /** Why the saved table could not be read (it is then ignored), or null. */
  get loadError(): string | null {
    return this.#loadError;
  }

  /** Reads the saved table again when the file changed (the CLI doctor may have written it). */
  async refresh(): Promise<void> {
    const mtime = await stat(join(this.#dataDir, CAPABILITIES_FILE)).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtime === this.#loadedMtime) return;
    this.#loadedMtime = mtime;
    try {
      this.#report = mtime === null ? null : await loadReport(this.#dataDir);
      this.#loadError = null;
    } catch (err) {
      this.#report = null;
      this.#loadError = errorMessage(err);
    }
  }

  /** After a self-test in this process: its table applies at once. */
  update(report: CapabilityReport): void {
    this.#report = report;
    this.#loadedMtime = null;
  }

  /** The saved table, if it was made for the installation Settings name now. */
  current(): CapabilityReport | null {
    const report = this.#report;
    const settings = this.#settings();
    if (!report || report.codesys.executable !== settings.executablePath || report.codesys.profile !== settings.profile) return null;
    return report;
  }

  /** Tool name -> why it will not work on this CODESYS; empty without a table for this installation. */
  unavailableTools(): ReadonlyMap<string, string> {
    const report = this.current();
    const unavailable = new Map<string, string>();
    if (!report) return unavailable;
    const settings = this.#settings();
    // A missing running script was found with the timer watcher; the loop watcher or headless mode have one.
    const contextCounts = settings.mode === 'persistent' && settings.watcher === 'timer' && report.codesys.watcher === 'timer';
    for (const tool of report.tools) {
      if (tool.status !== 'unavailable') continue;
      const reasons = tool.reasons.filter((r) => r.kind === 'missing_member' || (r.kind === 'no_script_context' && contextCounts)).map((r) => r.text);
      if (reasons.length > 0) {
        const version = report.codesys.version ? ` ${report.codesys.version}` : '';
        unavailable.set(
          tool.name,
          `${tool.name} will not work on this CODESYS${version} ("${report.codesys.profile}"): ${reasons.join('; ')}. ` +
            `Found by the self-test of ${report.probed_at} (interlock doctor codesys, or codesys_self_test); run it again after changing the installation or Settings.`,
        );
      }
    }
    return unavailable;
  }

  /** The tool row, refused in `prepare` (before any card or CODESYS command) when the table says it cannot work. */
  guard(tool: AnyToolDefinition): AnyToolDefinition {
    return {
      ...tool,
      prepare: async (args, context) => {
        await this.refresh();
        const refusal = this.unavailableTools().get(tool.name);
        if (refusal) throw new ToolError(refusal);
        return tool.prepare(args, context);
      },
    };
  }
}
