// Pairing the facts of two versions: writes matched one for one, conditions aligned in order, so what is left over
// is what the edit removed, added or changed.
import type { ConditionFact, FbCallFact } from './impact-facts.ts';

/** The items of `a` not matched one-for-one by an equal item of `b`, in order. */
export function multisetMinus<T>(a: readonly T[], b: readonly T[], key: (item: T) => string): T[] {
  const counts = new Map<string, number>();
  for (const item of b) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return a.filter((item) => {
    const k = key(item);
    const n = counts.get(k) ?? 0;
    if (n === 0) return true;
    counts.set(k, n - 1);
    return false;
  });
}

/**
 * The conditions of both versions aligned: equal ones matched by a longest common subsequence; between two matches,
 * the removed and added ones paired in order (a changed condition), the rest left single (removed or added).
 */
export function alignConditions(a: readonly ConditionFact[], b: readonly ConditionFact[]): Array<[ConditionFact | null, ConditionFact | null]> {
  const key = (c: ConditionFact) => `${c.key}\u0000${c.guarded.join('\u0000').toLowerCase()}`;
  const n = a.length;
  const m = b.length;
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = key(a[i]!) === key(b[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const result: Array<[ConditionFact | null, ConditionFact | null]> = [];
  let removed: ConditionFact[] = [];
  let added: ConditionFact[] = [];
  const flush = () => {
    const pairs = Math.min(removed.length, added.length);
    for (let k = 0; k < pairs; k++) result.push([removed[k]!, added[k]!]);
    for (const c of removed.slice(pairs)) result.push([c, null]);
    for (const c of added.slice(pairs)) result.push([null, c]);
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && key(a[i]!) === key(b[j]!)) {
      flush();
      i++;
      j++;
    } else if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) removed.push(a[i++]!);
    else added.push(b[j++]!);
  }
  flush();
  // A condition moved (two IF blocks swapped) is left single on both sides with the same key: it is no change.
  const moved = new Set<ConditionFact>();
  for (const [was] of result.filter(([x, y]) => x && !y)) {
    const now = result.find(([x, y]) => !x && y && !moved.has(y) && key(y) === key(was!))?.[1];
    if (now) moved.add(was!).add(now);
  }
  return result.filter(([x, y]) => !(x && !y && moved.has(x)) && !(y && !x && moved.has(y)));
}

/**
 * The calls of one instance or method in both versions aligned: a call with the same guards and arguments on both
 * sides is the same call wherever it moved (`ChangeState(StateCommand := E_Cmd.Abort)` in two IF blocks swapped);
 * the rest paired in order (a call whose arguments changed), and what is left over removed or added.
 */
export function alignCalls(was: readonly FbCallFact[], now: readonly FbCallFact[]): { pairs: Array<[FbCallFact, FbCallFact]>; removed: FbCallFact[]; added: FbCallFact[] } {
  const key = (c: FbCallFact) => [...c.guards, ...[...c.inputs.values()].filter((input) => !input.member).map((input) => `${input.name}:=${input.key}`)].join('\u0000').toLowerCase();
  const removed = multisetMinus(was, now, key);
  const added = multisetMinus(now, was, key);
  const count = Math.min(removed.length, added.length);
  return { pairs: removed.slice(0, count).map((c, i) => [c, added[i]!]), removed: removed.slice(count), added: added.slice(count) };
}
