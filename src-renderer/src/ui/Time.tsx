import { formatClock, formatDateTime, formatUtc } from '../format.ts';

/**
 * A moment in the person's own time zone (one zone on every screen), with UTC in the tooltip for comparing with
 * logs and PLC clocks.
 */
export function Time({ at, withDate = false, className }: { at: number | string; withDate?: boolean; className?: string }) {
  return (
    <time dateTime={new Date(at).toISOString()} title={formatUtc(at)} className={className}>
      {withDate ? formatDateTime(at) : formatClock(at)}
    </time>
  );
}
