// The confirmation a settings change that gives agents more must pass: it lists exactly what widens, and saving
// goes on only with the code main returned for that exact change.
import type { TrustWidening } from '../../../src-shared/contract.ts';

export function TrustConfirm({ widening, busy, onConfirm, onCancel }: { widening: TrustWidening[]; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className="callout callout-warn trust-confirm" role="alertdialog" aria-labelledby="trust-confirm-title">
      <h2 id="trust-confirm-title">This change gives agents more room</h2>
      <ul>
        {widening.map((w) => (
          <li key={`${w.kind}:${w.description}`}>{w.description}</li>
        ))}
      </ul>
      <p>It is recorded in History with this window or browser session as the one that made it.</p>
      <div className="form-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={onConfirm} autoFocus>
          Yes, save these settings
        </button>
        <button type="button" className="button" disabled={busy} onClick={onCancel}>
          Back
        </button>
      </div>
    </div>
  );
}
