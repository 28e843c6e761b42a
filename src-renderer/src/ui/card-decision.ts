// What answering one approval card takes: the decision sent to main, the keys a focused card takes (and the ones it
// refuses), the typed reason, and the confirmations that stand between a click and a lasting or safety-relevant
// approval. The card (views/Approvals.tsx) lays it out; the decision row (DecisionRow.tsx) shows its buttons.
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import type { AlwaysScope, ApprovalDecision } from '../../../src-shared/contract.ts';
import { previewImpact, safetySignalNames } from '../../../src-shared/impact.ts';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { useAction } from './hooks.ts';

/** Single-key answers on a focused card. "Always" has no key: a persistent policy deserves a deliberate click. */
const SHORTCUTS: Record<string, ApprovalDecision> = { a: 'approve-once', s: 'approve-session', d: 'deny' };
export const SHORTCUT_WORDS: Record<ApprovalDecision, string> = {
  'approve-once': 'approve it once',
  'approve-session': 'approve it for this session',
  'approve-always': 'always approve it',
  deny: 'deny it',
};
/** How long the note about a key the card did not take stays on the decision bar. */
export const DROPPED_KEY_NOTE_MS = 5000;

/**
 * After a decision focus moves to the next card; keys pressed on that card within this time are ignored, so a
 * double press or a held key never answers a card the person has not looked at.
 */
export const KEY_GUARD_MS = 600;
/**
 * When each card that focus was moved to by a decision starts taking keys again. Kept per card, not as one
 * "last decision" time: a decision on another card (a mouse click a moment ago) must not swallow the key the
 * person presses on a card they focused themselves.
 */
const keysIgnoredUntil = new WeakMap<HTMLElement, number>();

/** Makes the card that focus was just moved to by a decision ignore keys for KEY_GUARD_MS. */
export function guardKeys(card: HTMLElement): void {
  keysIgnoredUntil.set(card, performance.now() + KEY_GUARD_MS);
}

/**
 * The safety-relevant signals the card's change touches (by name): non-empty makes approving it a deliberate
 * second step, never one key, click or Enter.
 */
export function cardSafetySignals(approval: PendingApproval): string[] {
  const impact = previewImpact(approval.preview);
  return impact ? safetySignalNames(impact) : [];
}

/** The single keys a focused card answers to: what the shortcut legend lists for the open card. */
export function cardShortcuts(approval: PendingApproval): ApprovalDecision[] {
  const safety = cardSafetySignals(approval).length > 0;
  return [...(safety ? [] : (['approve-once'] as const)), ...(safety || approval.onceOnly ? [] : (['approve-session'] as const)), 'deny'];
}

/** A key the card did not act on, said on the decision bar (and to screen readers), never dropped silently. */
export type DroppedKey = { key: string; decision: ApprovalDecision; why: 'just-opened' | 'safety' };

/**
 * What the person typed to tell an agent why, by card: kept while they look at other waiting calls (only one card
 * is open at a time), gone with the page.
 */
const typedReasons = new Map<string, string>();

function useReason(approvalId: string): [string, (text: string) => void] {
  const [reason, setReason] = useState(() => typedReasons.get(approvalId) ?? '');
  const keep = (text: string) => {
    if (text === '') typedReasons.delete(approvalId);
    else typedReasons.set(approvalId, text);
    setReason(text);
  };
  return [reason, keep];
}

export interface CardNavigation {
  /** N and P: the next or previous waiting call (only when more than one waits). */
  onStep: ((approvalId: string, step: 1 | -1) => void) | undefined;
  /** Escape: back to the list (only when more than one waits). */
  onBackToList: ((approvalId: string) => void) | undefined;
}

export function useCardDecision(
  approval: PendingApproval,
  cardRef: RefObject<HTMLElement | null>,
  onAnswering: (approvalId: string) => (hadFocus: boolean) => void,
  { onStep, onBackToList }: CardNavigation,
) {
  const bridge = useBridge();
  const { busy, error, run } = useAction();
  // "Always" outlives this call and this agent, so it takes a second, deliberate confirmation.
  const [confirmingAlways, setConfirmingAlways] = useState(false);
  // Where that "always" applies: this project (the default), a part of it, or every project.
  // Narrowest first: this project, this agent (the person widens it on purpose).
  const [alwaysScope, setAlwaysScope] = useState<AlwaysScope>(approval.where ? { scope: 'project', agent: 'this' } : { scope: 'everywhere', agent: 'this' });
  // A safety-relevant change is approved in a second step that names what it touches.
  const [confirmingSafety, setConfirmingSafety] = useState(false);
  // What the person typed to tell the agent why; sent with any deny from this card.
  const [reason, setReason] = useReason(approval.id);
  // "Deny all waiting from this agent": the cards counted when the person asked, which the confirmation names.
  const [denyingAll, setDenyingAll] = useState<string[] | null>(null);
  const [droppedKey, setDroppedKey] = useState<DroppedKey | null>(null);
  useEffect(() => {
    if (!droppedKey) return;
    const timer = setTimeout(() => setDroppedKey(null), DROPPED_KEY_NOTE_MS);
    return () => clearTimeout(timer);
  }, [droppedKey]);
  const agentWaiting = useApp((app) => app.approvals.filter((a) => a.agentId === approval.agentId && a.state !== 'agent-left').map((a) => a.id).join('\n'));
  // A call the person started themselves (a release from the Online view) has no agent that could leave.
  const agentConnected = useApp((app) => approval.fromPerson === true || approval.agentId in app.agents);
  // Main marks the card when the call's carrier closed; a vanished agent means the same even before that arrives.
  const agentPresent = approval.state !== 'agent-left' && agentConnected;
  const safety = cardSafetySignals(approval);
  // A stale card's approval would fail at the write (the hash check): Deny, or a review on the content now, is the way forward.
  const stale = Boolean(approval.stale);
  const canApprove = agentPresent && !busy && !stale;

  const decide = async (decision: ApprovalDecision, always?: AlwaysScope) => {
    if (busy) return;
    if (decision !== 'deny' && !canApprove) return;
    const card = cardRef.current;
    const hadFocus = card !== null && card.contains(document.activeElement);
    const message = decision === 'deny' && agentPresent ? reason.trim() : '';
    const goOn = onAnswering(approval.id);
    const answered = await run(() => bridge.invoke('approval:decide', { approvalId: approval.id, decision, ...(message ? { message } : {}), ...(always ? { always } : {}) }));
    if (answered) {
      typedReasons.delete(approval.id);
      goOn(hadFocus);
    }
  };

  const denyAll = async (approvalIds: string[]) => {
    const message = reason.trim();
    const done = await run(() => bridge.invoke('approval:deny-agent', { agentId: approval.agentId, approvalIds, ...(message ? { message } : {}) }));
    if (done) {
      for (const id of approvalIds) typedReasons.delete(id);
      setDenyingAll(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.repeat) return;
    if ((event.target as HTMLElement).closest('input, textarea, select, button')) return;
    // Moving between waiting calls (only when more than one waits): Escape back to the list, N and P to the neighbours.
    const key = event.key.toLowerCase();
    if (key === 'escape' && confirmingSafety) {
      event.preventDefault();
      setConfirmingSafety(false);
      return;
    }
    if (key === 'escape' && onBackToList) {
      event.preventDefault();
      onBackToList(approval.id);
      return;
    }
    if ((key === 'n' || key === 'p') && onStep) {
      event.preventDefault();
      onStep(approval.id, key === 'n' ? 1 : -1);
      return;
    }
    const decision = SHORTCUTS[key];
    if (!decision || (approval.onceOnly && decision === 'approve-session')) return;
    event.preventDefault();
    // No key approves a safety-relevant change: the note says how to approve it instead.
    if (decision !== 'deny' && safety.length > 0) {
      setDroppedKey({ key: event.key.toUpperCase(), decision, why: 'safety' });
      return;
    }
    if (performance.now() < (keysIgnoredUntil.get(event.currentTarget) ?? -Infinity)) {
      setDroppedKey({ key: event.key.toUpperCase(), decision, why: 'just-opened' });
      return;
    }
    setDroppedKey(null);
    void decide(decision);
  };

  return {
    busy,
    error,
    agentPresent,
    canApprove,
    stale,
    safety,
    reason,
    setReason,
    confirmingAlways,
    setConfirmingAlways,
    alwaysScope,
    setAlwaysScope,
    confirmingSafety,
    setConfirmingSafety,
    denyingAll,
    setDenyingAll,
    droppedKey,
    agentWaiting: agentWaiting === '' ? [] : agentWaiting.split('\n'),
    decide,
    denyAll,
    onKeyDown,
  };
}

export type CardDecision = ReturnType<typeof useCardDecision>;
