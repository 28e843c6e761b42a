import { useMemo } from 'react';
import { diffStats, parseUnifiedDiff } from '../diff-lines.ts';

/** A unified diff with line numbers; the +/- sign stays visible so colour is never the only cue. */
export function DiffView({ diff, title }: { diff: string; title: string }) {
  const lines = useMemo(() => parseUnifiedDiff(diff), [diff]);
  const { added, removed } = diffStats(lines);
  return (
    <figure className="diff">
      <figcaption className="diff-caption">
        <span className="diff-title">{title}</span>
        <span className="diff-stats">
          <span className="diff-added">+{added}</span> <span className="diff-removed">−{removed}</span>
        </span>
      </figcaption>
      <div className="diff-body" role="region" aria-label={`Changes to ${title}`} tabIndex={0}>
        <table className="diff-table">
          <tbody>
            {lines.map((line, i) => (
              <tr key={i} className={`diff-line diff-${line.kind}`}>
                <td className="diff-num" aria-hidden="true">{line.oldLine ?? ''}</td>
                <td className="diff-num" aria-hidden="true">{line.newLine ?? ''}</td>
                <td className="diff-text">{line.text || ' '}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
