// The words of the desktop notification that tells the person an agent waits for them.
import type { PendingApproval } from './app-state.ts';
import { impactHeadline, previewImpact } from './impact.ts';

export function approvalNotificationContent(approval: PendingApproval): { title: string; body: string } {
  const impact = previewImpact(approval.preview);
  // A safety-relevant edit says so before anything else: the person may be away from the window.
  const safety = impact && impact.safetySignals.length > 0 ? `SAFETY: touches ${impact.safetySignals.map((s) => s.slice(s.indexOf(': ') + 2)).join(', ')}. ` : '';
  return {
    title: `${safety ? 'Safety-relevant approval' : 'Approval needed'}: ${approval.toolTitle}`,
    body: `${safety}${approval.agentName} wants to run ${approval.tool} on ${approval.targetName ?? approval.target}.${impact ? ` ${impactHeadline(impact, 1)}` : ''} Click to review.`,
  };
}
