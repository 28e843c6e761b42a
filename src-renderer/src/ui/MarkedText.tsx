import { Fragment } from 'react';
import { splitInvisibles } from '../code/invisible-chars.ts';

/** Plain text with every invisible character replaced by a visible marker (RLO, ZWSP, NUL, …). */
export function MarkedText({ text }: { text: string }) {
  const parts = splitInvisibles(text);
  if (parts.length === 1 && !parts[0]!.invisible) return text;
  return parts.map((part, i) =>
    part.invisible ? (
      <span key={i} className="invisible-char" title={`${part.invisible}: an invisible character`}>
        {part.invisible}
      </span>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
