// stderr lines of `openplc-cli` that are not about the project: Electron's Chromium logging of D-Bus chatter (the
// CLI runs in Electron's main process) and the user-data scaffolding notices printed on every start.

/** `[pid(:tid):MMDD/HHMMSS.micro:LEVEL:source.cc(line)] message` */
const CHROMIUM_LOG_LINE = /^\[\d+(?::\d+)?:\d{4}\/\d{6}\.\d+:([A-Z]+):([\w.-]+)\(\d+\)\]/;
/** Sources observed to log harmless D-Bus failures on headless Linux. Lines from any other source are kept. */
const BENIGN_CHROMIUM_SOURCES: ReadonlySet<string> = new Set(['bus.cc', 'object_proxy.cc']);

export function isBenignCliNoise(line: string): boolean {
  const trimmed = line.trim();
  const chromium = CHROMIUM_LOG_LINE.exec(trimmed);
  if (chromium) return chromium[1] !== 'FATAL' && BENIGN_CHROMIUM_SOURCES.has(chromium[2]!);
  return trimmed.startsWith('File already exists at ') || trimmed === 'Skipping creation.';
}
