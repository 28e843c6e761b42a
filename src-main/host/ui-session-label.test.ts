import { describe, expect, it } from 'vitest';
import { APP_USER_AGENT } from './browser-access.ts';
import { describeUiSession } from './ui-session-label.ts';

describe('describeUiSession', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/141.0.0.0 Chrome/141.0.0.0 Safari/537.36', 'Chromium on Linux'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0.0.0 Safari/537.36', 'Headless Chrome on Linux'],
  ])('names a browser by what it reported: %s', (userAgent, label) => {
    expect(describeUiSession(userAgent)).toEqual({ kind: 'browser', label });
  });

  it('names the attached tray app', () => {
    expect(describeUiSession(`${APP_USER_AGENT}/0.1.0`)).toEqual({ kind: 'app', label: 'Interlock app window (attached)' });
  });

  it('shows an unknown client by a printable excerpt of what it sent, or says it is unknown', () => {
    expect(describeUiSession('curl/8.14.1')).toEqual({ kind: 'browser', label: 'Browser (curl/8.14.1)' });
    expect(describeUiSession('')).toEqual({ kind: 'browser', label: 'Unknown browser' });
    expect(describeUiSession('\u0007\u202e')).toEqual({ kind: 'browser', label: 'Unknown browser' });
  });
});
