// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BehaviourDifference, BehaviourReport } from '../../../src-shared/behaviour.ts';
import { BehaviourSection } from './BehaviourSection.tsx';

afterEach(cleanup);

const green: BehaviourDifference = {
  output: 'StackLightGreen',
  address: '%QX0.4',
  safety: [],
  atMs: 3010,
  old: 'FALSE',
  new: 'TRUE',
  sequence: [
    { atMs: 0, input: 'StopButton', value: 'FALSE' },
    { atMs: 0, input: 'StartButton', value: 'TRUE' },
  ],
  text: 'StackLightGreen (%QX0.4): with StopButton = FALSE, StartButton = TRUE, at 3.01 s the current version gives FALSE, the new TRUE.',
  chart: {
    endMs: 4000,
    traces: [
      { name: 'StartButton', role: 'input', bool: true, changes: [[0, 'TRUE']] },
      { name: 'StopButton', role: 'input', bool: true, changes: [[0, 'FALSE']] },
      { name: 'StackLightGreen', role: 'old', bool: true, changes: [[0, 'FALSE']] },
      { name: 'StackLightGreen', role: 'new', bool: true, changes: [[0, 'FALSE'], [3010, 'TRUE']] },
    ],
  },
};
const report = (over: Partial<BehaviourReport>): BehaviourReport => ({ status: 'different', scenarios: 200, scans: 1000, cycleMs: 10, differingScenarios: 11, differences: [], notes: [], summary: 'Simulated 200 scenarios × 1000 scans: outputs differ in 11.', ...over });

describe('the behaviour section of a card', () => {
  it('shows the summary, the counterexample and a timing chart of old against new with the inputs that matter', () => {
    render(<BehaviourSection behaviour={report({ differences: [green] })} />);
    const section = screen.getByRole('region', { name: /Behaviour, old against new/ });
    expect(within(section).getByText('Simulated 200 scenarios × 1000 scans: outputs differ in 11.')).toBeTruthy();
    expect(within(section).getByText(/StopButton = FALSE, StartButton = TRUE, at 3.01 s/)).toBeTruthy();
    const chart = within(section).getByRole('img', { name: /Timing chart of StackLightGreen, current and new version, with StartButton, StopButton; they first differ at 3.01 s/ });
    expect(chart.querySelectorAll('.chart-trace')).toHaveLength(4);
    expect(chart.querySelector('.chart-new .chart-line')?.getAttribute('d')).toMatch(/^M118\.0 17 L/);
  });

  it('marks a safety-relevant difference like a safety impact item', () => {
    render(<BehaviourSection behaviour={report({ differences: [{ ...green, safety: ['safety: StackLightGreen'] }] })} />);
    const section = screen.getByRole('region', { name: /Behaviour/ });
    expect(section.className).toContain('impact-safety');
    expect(within(section).getByText('A safety-relevant output differs')).toBeTruthy();
    expect(section.textContent).toContain('Matched: safety: StackLightGreen.');
  });

  it('says while it runs, and says tested-not-proven or why it could not simulate', () => {
    const { rerender } = render(<BehaviourSection behaviour={report({ status: 'running', summary: 'Simulating the old and the new version…', differingScenarios: 0 })} />);
    expect(screen.getByRole('region', { name: /Behaviour/ }).getAttribute('aria-busy')).toBe('true');
    rerender(<BehaviourSection behaviour={report({ status: 'same', summary: 'Same behaviour in all 200 scenarios × 1000 scans (tested, not proven).' })} />);
    expect(screen.getByText(/tested, not proven/)).toBeTruthy();
    rerender(<BehaviourSection behaviour={report({ status: 'not-simulated', reason: 'the new version: line 3: POINTER TO INT: the simulator has no model of memory' })} />);
    expect(screen.getByText(/Not simulated:/).parentElement!.textContent).toContain('no model of memory');
  });
});
