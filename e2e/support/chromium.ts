// Debian's Chromium, driven by playwright-core: the browser the web UI is tested in (no browser download needed),
// and what every browser test shares: the sizes and themes a view is checked at, the bound on each wait, where the
// screenshots go, and the checks of a pass (nothing scrolls sideways, axe finds nothing serious).
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
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

/** A full window and the tray's: every view must work at both. */
export const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tray', width: 420, height: 800 },
] as const;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** Bounds for every wait on a busy 2-core machine: generous, so load does not fail a test, but never endless. */
export const WAIT_MS = 60_000;
/** Screenshots for a person to look at (test-results/ is git-ignored). */
export const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** Polls `condition` (in beforeAll, where expect.poll is not available) until it holds or `WAIT_MS` passed. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The folder for the screenshots of one size and theme, made if missing. */
export async function screenshotDir(size: string, theme: Theme): Promise<string> {
  const dir = join(SCREENSHOTS, `${size}-${theme}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Goes to a view through the navigation, as a person does, and waits for its heading. */
export async function openView(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

/** How far the page scrolls sideways (0 when it does not). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

/** What axe finds serious or critical on the page as it is now, one line each naming the first elements. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}
