import { describe, expect, it } from 'vitest';
import { parseShellArgs } from './shell-args.ts';

describe("the Electron app's command line", () => {
  it('reads its own options and ignores the flags Electron and Chromium add', () => {
    expect(parseShellArgs(['--data-dir', '/tmp/d', '--port=0', '--demo', '--hidden', '--enable-logging', '--no-sandbox'])).toEqual({
      dataDir: '/tmp/d',
      port: 0,
      demo: true,
      hidden: true,
    });
    expect(parseShellArgs([])).toEqual({ dataDir: undefined, port: undefined, demo: false, hidden: false });
  });

  it('refuses a port that is not one', () => {
    expect(() => parseShellArgs(['--port', 'http'])).toThrow('--port must be a port number (0 picks a free one), not http');
    expect(() => parseShellArgs(['--port', '70000'])).toThrow(/--port must be a port number/);
  });
});
