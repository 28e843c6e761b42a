// Electron's entry point (package.json "main" after the build): the tray app around the control center.
import { app } from 'electron';
import { startControlCenter } from '../control-center/index.ts';
import { runShell } from './shell.ts';

// In a checkout Electron is started as `electron <app folder> ...`; a packaged app gets its arguments directly.
void runShell({ argv: process.argv.slice(app.isPackaged ? 1 : 2), startControlCenter });
