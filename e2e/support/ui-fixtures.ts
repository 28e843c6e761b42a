// State a UI test starts from: two targets and a build with findings, as the CODESYS and OpenPLC domains report them.
import type { Core } from '../../src-main/core/index.ts';

/** Two targets, a CODESYS build with one error and two warnings, and a clean OpenPLC check. */
export function seedTargets(core: Core): void {
  const now = Date.now();
  core.store.emit({ type: 'target.updated', target: { id: 'codesys', kind: 'codesys', label: 'CODESYS · Line 2', status: 'ready', detail: 'CODESYS V3.5 SP21 · Demo.project open', updatedAt: now } });
  core.store.emit({ type: 'target.updated', target: { id: 'openplc', kind: 'openplc', label: 'OpenPLC · Conveyor', status: 'watching', updatedAt: now } });
  core.store.emit({
    type: 'diagnostics.updated',
    diagnostics: {
      target: 'codesys',
      source: 'Build',
      updatedAt: now,
      summary: 'Build: 1 error(s), 2 warning(s)',
      items: [
        { severity: 'warning', message: "Variable 'tmp' is declared but never used", objectPath: 'Application/PLC_PRG', line: 4, column: 3 },
        { severity: 'error', message: "Identifier 'speed_sp' is not defined", objectPath: 'Application/FB_Motor', line: 17, column: 12 },
        { severity: 'warning', message: 'Implicit conversion from DINT to INT', objectPath: 'Application/FB_Motor', line: 22, column: 5 },
      ],
    },
  });
  core.store.emit({
    type: 'diagnostics.updated',
    diagnostics: { target: 'openplc', source: 'openplc-cli check', updatedAt: now, summary: 'No findings', items: [] },
  });
}
