// Draws Interlock's tray and app icons as SVG and rasterizes them with Debian's Chromium into assets/.
// Run after changing a design: `npx node scripts/make-icons.ts`. The PNGs are committed; nothing builds them.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../e2e/support/chromium.ts';

const ASSETS = fileURLToPath(new URL('../assets/', import.meta.url));

/** Colour of the status lamp; idle has none, so the normal state stays quiet in the tray. */
const STATUS_LAMPS = { idle: null, busy: '#3d8fd6', approval: '#f0b429', error: '#e04848' } as const;

/** The mark: two uprights held by a crossbar (an interlock), on a slate tile. */
function mark(size: number, lamp: string | null, centre: string | null): string {
  const lampCircle = lamp ? `<circle cx="24" cy="24" r="8" fill="${lamp}" stroke="#1b2731" stroke-width="2"/>` : '';
  const centreDot = centre ? `<circle cx="16" cy="16" r="3.4" fill="${centre}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
    <rect x="1" y="1" width="30" height="30" rx="7" fill="#2f4a5f"/>
    <path d="M10 8.5v15M22 8.5v15M10 16h12" stroke="#eef2f5" stroke-width="3.4" stroke-linecap="round"/>
    ${centreDot}${lampCircle}
  </svg>`;
}

/**
 * macOS menu-bar template: black and alpha only (macOS tints it for light and dark bars), so the status is a shape:
 * the lamp is a solid dot cut out of the tile's corner instead of a colour.
 */
function templateMark(size: number, lamp: boolean): string {
  const cutout = lamp ? '<circle cx="24" cy="24" r="9.5" fill="#000"/>' : '';
  const dot = lamp ? '<circle cx="24" cy="24" r="6.5" fill="#000"/>' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
    <defs><mask id="m"><rect width="32" height="32" fill="#fff"/>
      <path d="M10 8.5v15M22 8.5v15M10 16h12" stroke="#000" stroke-width="3.4" stroke-linecap="round"/>${cutout}</mask></defs>
    <rect x="1" y="1" width="30" height="30" rx="7" fill="#000" mask="url(#m)"/>${dot}
  </svg>`;
}

const icons: Array<{ file: string; svg: string; size: number }> = [];
for (const [status, lamp] of Object.entries(STATUS_LAMPS)) {
  icons.push({ file: `tray-${status}.png`, svg: mark(16, lamp, null), size: 16 });
  icons.push({ file: `tray-${status}@2x.png`, svg: mark(32, lamp, null), size: 32 });
  icons.push({ file: `tray-${status}Template.png`, svg: templateMark(16, lamp !== null), size: 16 });
  icons.push({ file: `tray-${status}Template@2x.png`, svg: templateMark(32, lamp !== null), size: 32 });
}
// macOS wants a 1024 px app icon; electron-builder derives the other sizes and formats from it.
icons.push({ file: 'icon.png', svg: mark(1024, null, '#e0a526'), size: 1024 });

await mkdir(ASSETS, { recursive: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${icon.svg}</body></html>`);
    await page.locator('svg').screenshot({ path: `${ASSETS}${icon.file}`, omitBackground: true });
    console.log(`assets/${icon.file}`);
  }
} finally {
  await browser.close();
}
