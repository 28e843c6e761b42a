// Browser notifications for new approval cards while this tab is in the background. Only in a browser: the
// Electron shell shows native notifications itself. Asking for permission is always the person's click.
import { approvalNotificationContent } from '../../../src-shared/approval-notification.ts';
import { useEffect, useRef, useState } from 'react';
import { navigate } from '../routes.ts';
import { useApp } from '../store/interlock-context.tsx';

function notificationsAvailable(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && !window.interlock;
}

/** Notifies about each card that arrives while the tab is hidden; a click brings the tab to that card. */
export function useApprovalNotifications(): void {
  const approvals = useApp((app) => app.approvals);
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const ids = new Set(approvals.map((a) => a.id));
    const previous = seen.current;
    seen.current = ids;
    if (!previous || !notificationsAvailable() || Notification.permission !== 'granted' || !document.hidden) return;
    for (const approval of approvals) {
      if (previous.has(approval.id) || approval.state === 'agent-left') continue;
      const { title, body } = approvalNotificationContent(approval);
      const notification = new Notification(title, { body, tag: approval.id });
      notification.onclick = () => {
        window.focus();
        navigate('approvals', approval.id);
        notification.close();
      };
    }
  }, [approvals]);
}

/** A button to turn browser notifications on, shown only while the browser has not been asked yet. */
export function NotificationPermission() {
  const [permission, setPermission] = useState(() => (notificationsAvailable() ? Notification.permission : 'unavailable'));
  if (permission === 'unavailable' || permission === 'granted') return null;
  if (permission === 'denied') return <p className="muted notification-note">Browser notifications are blocked for this page (change it in the browser's site settings).</p>;
  return (
    <button type="button" className="button button-small" onClick={() => void Notification.requestPermission().then(setPermission)}>
      Notify me of new requests
    </button>
  );
}
