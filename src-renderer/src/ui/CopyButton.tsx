import { useEffect, useState } from 'react';

/** Copies text to the clipboard and says so where the person is looking (and to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <button type="button" className="button button-small" onClick={copy} aria-label={label}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select and copy by hand' : 'Copy'}
      <span className="visually-hidden" role="status">
        {state === 'copied' ? 'Copied to the clipboard' : ''}
      </span>
    </button>
  );
}
