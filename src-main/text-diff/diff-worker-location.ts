// Where the diff worker's script lives. In the packaged app the main process runs from inside app.asar, but a worker
// thread is a fresh Node environment: Electron's asar support there (added in Electron 17, electron/electron#33216)
// patches `fs` and `require()`, and nothing in Electron's docs or tests covers an ES-module worker loading itself
// and its imports (here the `diff` package) from the archive. So electron-builder.yml unpacks the worker's whole
// module graph (`asarUnpack`) and the worker starts from app.asar.unpacked, where plain file reads and Node's own
// module resolution work with no help from Electron.

const ASAR_SEGMENT = '/app.asar/';
const UNPACKED_SEGMENT = '/app.asar.unpacked/';

/** The worker script beside `moduleUrl` (the module that starts it), outside the asar archive when packaged. */
export function diffWorkerUrl(moduleUrl: string): URL {
  const script = new URL(`./diff-worker${moduleUrl.endsWith('.ts') ? '.ts' : '.js'}`, moduleUrl);
  const at = script.pathname.indexOf(ASAR_SEGMENT);
  if (at >= 0) script.pathname = script.pathname.slice(0, at) + UNPACKED_SEGMENT + script.pathname.slice(at + ASAR_SEGMENT.length);
  return script;
}
