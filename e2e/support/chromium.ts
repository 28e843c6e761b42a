// Debian's Chromium, driven by playwright-core: the browser the web UI is tested in (no browser download needed).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { packageRoot } from '../../src-main/files/index.ts';
import { chromiumPath } from './chromium-provision.ts';

export const CHROMIUM_PATH = chromiumPath();

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}: install the Debian package (apt-get install chromium) or set INTERLOCK_CHROMIUM (npm test installs it when run as root)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The browser tests load the built UI from dist/; say how to build it instead of failing on a blank page. */
export function requireBuiltRenderer(): void {
  if (!existsSync(join(packageRoot(), 'dist', 'renderer', 'index.html'))) {
    throw new Error('The UI is not built: run `npm run build:renderer` (npm test builds it first)');
  }
}

/**
 * A page of `context` signed in through the one-time login link, on the Overview. Script errors and console
 * errors (a CSP violation shows up there) are collected in `errors`: the UI must run clean under the strict policy.
 */
export async function signedInPage(context: BrowserContext, loginUrl: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(loginUrl);
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  return { page, errors };
}
