// The Electron app's own command line (after Electron's and Chromium's arguments, which it ignores).
import { parseArgs } from 'node:util';

export interface ShellArgs {
  dataDir: string | undefined;
  port: number | undefined;
  demo: boolean;
  /** Start in the tray without showing the window (e.g. when launched at login). */
  hidden: boolean;
}

export function parseShellArgs(argv: string[]): ShellArgs {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      port: { type: 'string' },
      demo: { type: 'boolean' },
      hidden: { type: 'boolean' },
    },
  });
  const port = typeof values.port === 'string' ? Number(values.port) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    throw new Error(`--port must be a port number (0 picks a free one), not ${String(values.port)}`);
  }
  return {
    dataDir: typeof values['data-dir'] === 'string' ? values['data-dir'] : undefined,
    port,
    demo: values.demo === true,
    hidden: values.hidden === true,
  };
}
