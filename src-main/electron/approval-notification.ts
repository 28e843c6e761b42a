// The words of the desktop notification that tells the person an agent waits for them.
import type { PendingApproval } from '../../src-shared/app-state.ts';

export function approvalNotificationContent(approval: PendingApproval): { title: string; body: string } {
  return {
    title: `Approval needed: ${approval.toolTitle}`,
    body: `${approval.agentName} wants to run ${approval.tool} on ${approval.target}. Click to review.`,
  };
}
