// Native notifications for approvals (closed again once the approval is decided or gone), and bringing the window
// forward when a browser asks to log in: that browser is waiting on the person.
import { join } from 'node:path';
import { Notification } from 'electron';
import { approvalNotificationContent } from '../../src-shared/approval-notification.ts';
import type { MainWindow } from './main-window.ts';
import type { ShellBackend } from './shell-backend.ts';

export function registerNotifications(backend: ShellBackend, window: MainWindow, assets: string): () => void {
  const open = new Map<string, Notification>();
  return backend.store.subscribe((event) => {
    if (event.type === 'approval.requested' && Notification.isSupported()) {
      const { approval } = event;
      const notification = new Notification({ ...approvalNotificationContent(approval), icon: join(assets, 'icon.png') });
      notification.on('click', () => window.show(`/approvals/${encodeURIComponent(approval.id)}`));
      open.set(approval.id, notification);
      notification.show();
    } else if (event.type === 'approval.removed') {
      open.get(event.approvalId)?.close();
      open.delete(event.approvalId);
    } else if (event.type === 'login.requested') {
      window.show();
    }
  });
}
