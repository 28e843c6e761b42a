// The tray icon, tooltip and menu, redrawn from the state whenever it changes.
import { join } from 'node:path';
import { Menu, nativeImage, Tray } from 'electron';
import { trayMenuTemplate, type TrayActions } from './tray-menu.ts';
import { summarizeForTray, trayIconFile, trayTooltip, type TraySummary } from './tray-state.ts';
import type { ShellBackend } from './shell-backend.ts';

export function registerTray(backend: ShellBackend, assets: string, actions: TrayActions): { destroy(): void } {
  const icon = (summary: TraySummary) => nativeImage.createFromPath(join(assets, trayIconFile(summary.status)));
  const tray = new Tray(icon(summarizeForTray(backend.store.state)));
  let shown: TraySummary | null = null;
  const refresh = () => {
    const summary = summarizeForTray(backend.store.state);
    if (shown && JSON.stringify(summary) === JSON.stringify(shown)) return;
    if (shown?.status !== summary.status) tray.setImage(icon(summary));
    shown = summary;
    tray.setToolTip(trayTooltip(summary));
    tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(summary, actions, backend.description)));
  };
  tray.on('click', () => actions.open());
  refresh();
  const stopEvents = backend.store.subscribe(() => refresh());
  const stopResync = backend.onResync(() => refresh());
  return {
    destroy() {
      stopEvents();
      stopResync();
      tray.destroy();
    },
  };
}
