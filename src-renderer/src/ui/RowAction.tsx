import { useAction } from './hooks.ts';

/**
 * A table row's one action: a small button named for screen readers by what it acts on, busy while main works on
 * it, and main's error beside it if it fails.
 */
export function RowActionCell({ text, subject, action }: { text: string; subject: string; action: () => Promise<unknown> }) {
  const { busy, error, run } = useAction();
  return (
    <td className="actions-cell">
      <button type="button" className="button button-small" disabled={busy} onClick={() => run(action)}>
        {text}
        <span className="visually-hidden"> {subject}</span>
      </button>
      {error && (
        <span className="inline-error" role="alert">
          {error}
        </span>
      )}
    </td>
  );
}
