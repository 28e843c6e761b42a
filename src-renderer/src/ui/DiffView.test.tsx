// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DiffView, VIRTUALISE_ABOVE } from './DiffView.tsx';

afterEach(cleanup);

function bigDiff(lines: number): string {
  const out = ['--- PLC_PRG.st', '+++ PLC_PRG.st', `@@ -1,${lines} +1,${lines} @@`];
  for (let i = 0; i < lines; i++) out.push(i % 2 === 0 ? ` x := ${i};` : `+x := ${i} + 1;`);
  return out.join('\n');
}

describe('the diff on an approval card', () => {
  it('renders every row of a short diff, highlighted, with the +/- sign in the text', () => {
    render(<DiffView title="PLC_PRG" diff={'@@ -1 +1 @@\n-IF a THEN\n+IF b THEN\n'} />);
    const region = screen.getByRole('region', { name: 'Changes to PLC_PRG' });
    const rows = region.querySelectorAll('tr.diff-line');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('-IF a THEN');
    expect(rows[2]!.querySelector('.hljs-keyword')!.textContent).toBe('IF');
  });

  it('shows code, not patch syntax: no file headers, hunks as line numbers, the no-newline marker as a note', () => {
    const diff = ['Index: PLC_PRG', '===================================================================', '--- PLC_PRG\tbefore', '+++ PLC_PRG\tafter', '@@ -4,2 +4,2 @@', ' x := 1;', '-y := 2;', '\\ No newline at end of file', '+y := 3;', '\\ No newline at end of file', ''].join('\n');
    render(<DiffView title="PLC_PRG" diff={diff} />);
    const text = screen.getByRole('region', { name: 'Changes to PLC_PRG' }).textContent!;
    expect(text).not.toMatch(/^(---|\+\+\+|====|Index:|@@|\\)/m);
    expect(text).not.toContain('PLC_PRG\tbefore');
    expect(text).not.toContain('@@');
    expect(text).not.toContain('\\');
    expect(text).toContain('Lines 4–5');
    expect(screen.getAllByText('No newline at end of file')).toHaveLength(2);
  });

  it('marks the word that changed within a line and keeps the syntax colours of changed lines', () => {
    render(<DiffView title="PLC_PRG" diff={'@@ -1 +1 @@\n-IF t > T#3s THEN\n+IF t > T#5s THEN\n'} />);
    const [removed, added] = [document.querySelector('tr.diff-del')!, document.querySelector('tr.diff-add')!];
    expect([...removed.querySelectorAll('mark.diff-word')].map((m) => m.textContent)).toEqual(['3s']);
    expect([...added.querySelectorAll('mark.diff-word')].map((m) => m.textContent)).toEqual(['5s']);
    expect(removed.querySelector('.hljs-keyword')!.textContent).toBe('IF');
    expect(added.querySelector('.hljs-keyword')!.textContent).toBe('IF');
  });

  it('jumps from change to change and says which one is in view', () => {
    const lines = ['@@ -1,20 +1,20 @@'];
    for (let i = 1; i <= 20; i++) lines.push(i === 3 || i === 15 ? `+x${i} := 1;` : ` x${i} := 0;`);
    render(<DiffView title="PLC_PRG" diff={lines.join('\n')} />);
    expect(screen.getByText('2 changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next change' }));
    expect(screen.getByText('1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next change' }));
    expect(screen.getByText('2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next change' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous change' }));
    expect(screen.getByText('1 of 2')).toBeTruthy();
  });

  it('renders only a window of rows for a 5,000-line diff', () => {
    // happy-dom does no layout: give every element the size of a typical diff body.
    const restore = stubSize('clientHeight', 420);
    try {
      render(<DiffView title="PLC_PRG.st" diff={bigDiff(5000)} />);
      const rows = screen.getByRole('region', { name: 'Changes to PLC_PRG.st' }).querySelectorAll('tr.diff-line');
      expect(5000).toBeGreaterThan(VIRTUALISE_ABOVE);
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.length).toBeLessThan(200);
      expect(screen.getByText('+2500')).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('does not highlight files that are not Structured Text', () => {
    render(<DiffView title="project.xml" diff={'@@ -1 +1 @@\n-<IF/>\n+<THEN/>\n'} />);
    expect(document.querySelector('.hljs-keyword')).toBeNull();
    expect(screen.getByRole('region').textContent).toContain('+<THEN/>');
  });

  it('switches to side by side on request when there is room', () => {
    const restore = stubSize('clientWidth', 800);
    try {
      render(<DiffView title="PLC_PRG" diff={'@@ -1 +1 @@\n-a := 1;\n+a := 2;\n'} />);
      fireEvent.click(screen.getByRole('button', { name: 'Side by side' }));
      const pair = document.querySelector('tr.diff-pair')!;
      expect([...pair.querySelectorAll('td.diff-text')].map((td) => td.textContent)).toEqual(['-a := 1;', '+a := 2;']);
    } finally {
      restore();
    }
  });
});

function stubSize(property: 'clientHeight' | 'clientWidth', value: number): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property);
  Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => value });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, property, original);
  };
}
