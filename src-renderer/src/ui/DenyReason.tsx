// The person's words with a deny: the agent gets them in its error result, so it can change course instead of
// guessing why it was refused.
import { useState } from 'react';
import { MAX_DENY_MESSAGE_CHARS } from '../../../src-shared/app-state.ts';

/**
 * A small disclosure under a card's decision bar: a reason field whose Enter denies. The card keeps the text, so
 * its Deny button (and D) send it too once typed.
 */
export function DenyReason({ reason, onReason, onDeny, busy }: { reason: string; onReason: (text: string) => void; onDeny: () => void; busy: boolean }) {
  // Open from the start when the card comes back with a reason typed earlier: a reason a Deny sends is never hidden.
  const [open, setOpen] = useState(reason !== '');
  return (
    <details className="deny-reason" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Deny with a reason…</summary>
      {open && (
        <form
          className="deny-reason-form"
          onSubmit={(event) => {
            event.preventDefault();
            onDeny();
          }}
        >
          <label>
            Tell the agent why
            <input
              type="text"
              value={reason}
              maxLength={MAX_DENY_MESSAGE_CHARS}
              onChange={(event) => onReason(event.target.value)}
              placeholder="e.g. keep T#3s, the valve needs it"
              autoFocus
            />
          </label>
          <button type="submit" className="button button-danger" disabled={busy}>
            Deny and tell the agent
          </button>
        </form>
      )}
    </details>
  );
}
