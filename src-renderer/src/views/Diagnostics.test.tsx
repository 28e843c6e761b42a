// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DiagnosticsSet } from '../../../src-shared/app-state.ts';
import { appState, entry, NOW, renderWithState } from '../testing/render-app.tsx';
import { DiagnosticsView } from './Diagnostics.tsx';

afterEach(cleanup);

const TARGET = 'openplc:/projects/bottling-line';
const set = (patch: Partial<DiagnosticsSet> = {}): DiagnosticsSet => ({
  target: TARGET,
  source: 'compile_project',
  updatedAt: NOW - 60_000,
  summary: '2 errors, 1 warning',
  items: [
    { severity: 'warning', message: "Variable 'tmp' is never used", file: 'pous/programs/main.st', pou: 'main', line: 4, column: 3 },
    { severity: 'error', message: "Identifier 'speed_sp' is not defined", file: 'pous/function-blocks/Motor.st', pou: 'Motor', line: 17, column: 12 },
    { severity: 'error', message: 'Missing END_IF', file: 'pous/programs/main.st', pou: 'main', line: 9 },
  ],
  ...patch,
});

describe('the Diagnostics view', () => {
  it('says when there are no diagnostics yet', async () => {
    renderWithState(<DiagnosticsView />, appState());
    expect(await screen.findByText('No diagnostics yet')).toBeTruthy();
  });

  it('shows progress while a compile runs', async () => {
    renderWithState(
      <DiagnosticsView />,
      appState({ queue: [entry({ tool: 'compile_project', mutates: false, status: 'running', target: TARGET, progress: { message: 'Compiling main', progress: 2, total: 8 } })] }),
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('compile_project is running');
    expect(status.textContent).toContain('Compiling main (25 %)');
  });

  it('groups findings by file, worst first, and filters by severity', async () => {
    renderWithState(<DiagnosticsView />, appState({ diagnostics: { [TARGET]: set() } }));
    const groups = await screen.findAllByRole('region', { name: /pous\// });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['pous/function-blocks/Motor.st', 'pous/programs/main.st']);
    expect(within(groups[1]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['errorMissing END_IF line 9', "warningVariable 'tmp' is never used line 4:3"]);
    fireEvent.click(screen.getByRole('button', { name: 'Errors (2)' }));
    expect(screen.queryByText('Missing END_IF')).toBeNull();
    expect(screen.getByText("Variable 'tmp' is never used")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Warnings (1)' }));
    expect(screen.getByText('All 3 findings hidden by the severity filter')).toBeTruthy();
  });

  it('opens the source read-only at the reported line, and says when it cannot', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => `x${i + 1} := ${i + 1};`).join('\n');
    const asked: unknown[] = [];
    renderWithState(<DiagnosticsView />, appState({ diagnostics: { [TARGET]: set() } }), {
      'source:read': (request) => {
        asked.push(request);
        if (request.file.includes('Motor')) throw new Error('pous/function-blocks/Motor.st is outside the project roots');
        return { path: `/projects/bottling-line/${request.file}`, text: lines, truncated: false };
      },
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: /Missing END_IF/ }));
    });
    expect(asked).toEqual([{ target: TARGET, file: 'pous/programs/main.st' }]);
    const source = await screen.findByRole('region', { name: 'Source of pous/programs/main.st' });
    const current = source.querySelector('[aria-current="true"]')!;
    expect(current.textContent).toBe('9x9 := 9;');
    expect(current.querySelector('.hljs-number')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /speed_sp/ }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('outside the project roots');
  });

  it('marks findings out of date once the project changed after the compile', async () => {
    renderWithState(
      <DiagnosticsView />,
      appState({ diagnostics: { [TARGET]: set() }, queue: [entry({ target: TARGET, mutates: true, status: 'succeeded', finishedAt: NOW - 1000 })] }),
    );
    expect((await screen.findByText(/Out of date:/)).parentElement!.textContent).toContain('after these findings');
  });

  it('shows a clean result and many findings', async () => {
    const many = set({ items: Array.from({ length: 500 }, (_, i) => ({ severity: 'warning' as const, message: `w${i}`, file: `pous/f${i % 10}.st`, line: i })) });
    renderWithState(<DiagnosticsView />, appState({ diagnostics: { [TARGET]: many, codesys: set({ target: 'codesys', items: [] }) } }));
    expect(await screen.findByText('Clean: no findings')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: /pous\/f\d\.st/ })).toHaveLength(10);
    expect(screen.getAllByRole('listitem').length).toBe(500);
  });
});
