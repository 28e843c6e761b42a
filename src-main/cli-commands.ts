// The `interlock` commands other than `mcp` (see cli.ts): loaded only by the commands that use them, so the relay
// process each agent keeps running holds none of their modules (Settings and UI schemas, zod, the core).
import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { SETUP_CLIENTS, type SetupClient } from '../src-shared/contract.ts';
import { defaultSettings, type Settings } from '../src-shared/settings-schema.ts';
import { SettingsStore } from './core/index.ts';
import { interlockBinPath, packageVersion } from './files/index.ts';
import { loginLink, readLoginKey, signLoginCode } from './host/browser-access.ts';
import { LocalToken } from './instance/local-token.ts';
import { isRecordedServerHealthy, readServerRecord } from './instance/server-record.ts';
import { makeOwnerOnlyDir } from './instance/owner-only.ts';
import { interlockCommand, setupSnippet } from './mcp/client-setup.ts';
import { openLocalSocket, stopControlCenter } from './mcp/local-socket-client.ts';
import type { CapabilityReport } from './codesys/doctor/codesys-doctor.ts';

export const USAGE = `Interlock ${packageVersion()}: a control center where AI agents work on PLC projects and a person approves every change.

Usage: interlock <command> [options]

Commands:
  serve             Run the control center headless: UI, API and MCP endpoint on 127.0.0.1
                      --port <n>     port (default from Settings, 3587; 0 = any free port)
                      --demo         seed and use the embedded demo workspace
                      --no-login-link  print no login link (for a control center started in the background)
  mcp               stdio MCP relay for agents (what Claude Desktop's config launches);
                    starts the control center in the background when none runs
                      --toolsets <a,b|all>  the toolsets this agent sees, within those Settings allows
  config <client>   print the MCP set-up snippet for ${SETUP_CLIENTS.join(', ')}
                      --toolsets <a,b|all>  a snippet that asks for these toolsets only
  open              print a fresh one-time login link for the running control center
  stop              stop the running control center (e.g. one \`interlock mcp\` started in the background)
  token [--rotate | --print]
                    show where the bearer token lives, replace it (agents must be reconfigured), or print it
                    alone (for a client's secret store or environment variable; never paste it into a file)
  doctor codesys    probe the CODESYS in Settings, read-only, and print which CODESYS tools will work on it and why
                    not (run it once after installing CODESYS or Interlock); saved as <data-dir>/codesys-capabilities.json
                      --json         print the result as JSON instead of the table
                      --project <f>  a project file to open and probe (default: the one open in CODESYS)
  logs              print where the log files are and the last lines of the current one
                      --lines <n>    how many lines (default 40)
                      --follow       keep printing new lines until Ctrl+C
  app               run the Electron tray app

Common options:
  --data-dir <dir>  data directory (default: the OS's per-user config folder, or $INTERLOCK_DATA_DIR)
  -h, --help        this text`;

/** The options `main` parsed, as the commands here read them. */
export interface CommandOptions {
  port?: string | undefined;
  demo: boolean;
  'no-login-link': boolean;
  rotate: boolean;
  print: boolean;
  lines?: string | undefined;
  follow: boolean;
  toolsets?: string | undefined;
  json: boolean;
  project?: string | undefined;
}

export async function runCommand(command: string, rest: string[], values: CommandOptions, dataDir: string, argv: string[]): Promise<number> {
  switch (command) {
    case 'serve':
      return serve(dataDir, values.port, values.demo, !values['no-login-link']);
    case 'config':
      return printConfig(dataDir, rest[0], values.toolsets);
    case 'open':
      return openLoginLink(dataDir);
    case 'stop':
      return stop(dataDir);
    case 'token':
      return token(dataDir, values.rotate, values.print);
    case 'logs':
      return printLogs(dataDir, values.lines, values.follow);
    case 'doctor':
      return doctor(dataDir, rest, values.json, values.project);
    case 'app': {
      const { launchElectronApp } = await import('./electron/launch.ts');
      return launchElectronApp(argv.filter((a) => a !== 'app'));
    }
    default:
      console.error(`Unknown command ${command}.\n\n${USAGE}`);
      return 2;
  }
}

function parsePort(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a number from 0 to 65535, not ${value}`);
  return port;
}

async function serve(dataDir: string, portArg: string | undefined, demo: boolean, printLoginLink: boolean): Promise<number> {
  const { startControlCenter } = await import('./control-center/index.ts');
  let cc;
  try {
    cc = await startControlCenter({ dataDir, port: parsePort(portArg), demo });
  } catch (err) {
    console.error(`Interlock could not start: ${(err as Error).message}`);
    return 1;
  }
  // Handlers first: whoever reads the banner may stop us at once, and an unhandled SIGTERM would kill, not stop.
  const stopped = new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (how: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`\nStopping Interlock (${how})…`);
      void cc.close().then(() => resolve(0));
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    void cc.stopRequested.then(() => stop('`interlock stop`'));
  });
  console.log(
    [
      `Interlock ${packageVersion()} is running.`,
      `  Control center: ${cc.url}`,
      ...(printLoginLink
        ? [`  Log in:         ${cc.loginUrl()}`, `                  (one-time link, valid 10 minutes; \`interlock open\` prints a fresh one)`]
        : [`  Log in:         run \`interlock open\` for a one-time link`]),
      `  MCP endpoint:   ${cc.mcpUrl}  (bearer token in ${cc.token.path}; \`interlock config <client>\` prints a snippet)`,
      `  Data:           ${dataDir}`,
      ...(cc.core.settings.error ? [`  Settings:       ${cc.core.settings.error}`] : []),
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
  return stopped;
}

/** Where agents reach the control center: the running one's URL, or the one it will have at the configured port. */
async function endpointFor(dataDir: string): Promise<{ url: string; running: boolean; settings: Settings }> {
  const settings = new SettingsStore(join(dataDir, 'settings.json'), defaultSettings);
  await settings.load();
  const record = await readServerRecord(dataDir);
  if (record?.url && (await isRecordedServerHealthy(record))) return { url: record.url, running: true, settings: settings.current };
  return { url: `http://127.0.0.1:${settings.current.port}`, running: false, settings: settings.current };
}

async function loadToken(dataDir: string): Promise<LocalToken> {
  await makeOwnerOnlyDir(dataDir);
  const token = new LocalToken(dataDir);
  await token.load();
  return token;
}

async function printConfig(dataDir: string, client: string | undefined, toolsets: string | undefined): Promise<number> {
  if (!client || !(SETUP_CLIENTS as readonly string[]).includes(client)) {
    console.error(`Name the client: interlock config <${SETUP_CLIENTS.join('|')}>`);
    return 2;
  }
  const { url, settings } = await endpointFor(dataDir);
  const snippet = setupSnippet(client as SetupClient, {
    mcpUrl: `${url}/mcp`,
    dataDir,
    approvalTimeoutSeconds: settings.approvals.timeoutSeconds,
    platform: process.platform,
    ...interlockCommand(interlockBinPath()),
    ...(toolsets !== undefined ? { toolsets } : {}),
  });
  console.error(`# ${snippet.label}: ${snippet.where}`);
  if (snippet.secretStep) console.error(`# ${snippet.secretStep}`);
  process.stdout.write(snippet.snippet.endsWith('\n') ? snippet.snippet : `${snippet.snippet}\n`);
  return 0;
}

/** Signs a one-time login link with the UI key the running control center keeps (never with the agents' token). */
async function openLoginLink(dataDir: string): Promise<number> {
  const { url, running } = await endpointFor(dataDir);
  const key = running ? await readLoginKey(dataDir) : null;
  if (!key) {
    console.error(`No Interlock control center is running for ${dataDir}. Start it with \`interlock serve\` (or \`npm start\`).`);
    return 1;
  }
  console.log(loginLink(url, signLoginCode(key, Date.now())));
  console.error('One-time link, valid 10 minutes. If the Interlock tray app is running, allow the browser in its window.');
  return 0;
}

/** Stops the control center through its local socket: graceful on every OS (a signal is not, on Windows). */
async function stop(dataDir: string): Promise<number> {
  try {
    const pid = await stopControlCenter(dataDir);
    if (pid === null) console.log(`No Interlock control center is running for ${dataDir}; nothing to stop.`);
    else console.log(`Stopped the Interlock control center (pid ${pid}).`);
    return 0;
  } catch (err) {
    console.error(`Could not stop Interlock: ${(err as Error).message}`);
    return 1;
  }
}

async function token(dataDir: string, rotate: boolean, print: boolean): Promise<number> {
  if (rotate && print) {
    console.error('Choose one: --rotate replaces the token, --print prints it.');
    return 2;
  }
  const localToken = await loadToken(dataDir);
  if (print) {
    // Only the token on stdout, so `$(interlock token --print)` and secret prompts get exactly it.
    process.stdout.write(`${localToken.reveal()}\n`);
    return 0;
  }
  if (rotate) {
    await localToken.rotate();
    console.log(`Replaced the token in ${localToken.path}. Agents configured with the old one must be set up again (\`interlock config <client>\`); open browser sessions must log in again.`);
  } else {
    console.log(`The bearer token is in ${localToken.path} (readable only by you). \`interlock config <client>\` prints a ready snippet; \`interlock token --rotate\` replaces it.`);
  }
  return 0;
}

async function printLogs(dataDir: string, linesArg: string | undefined, follow: boolean): Promise<number> {
  const count = linesArg === undefined ? 40 : Number(linesArg);
  if (!Number.isInteger(count) || count < 0 || count > 100_000) {
    console.error(`--lines must be a whole number from 0 to 100000, not ${linesArg}`);
    return 2;
  }
  const { formatLogLine, logDirectory, newestLogFile, tailLogs } = await import('./logging/index.ts');
  const dir = logDirectory(dataDir);
  let file = await newestLogFile(dir);
  if (!file) {
    console.error(`No log yet in ${dir}: the control center writes it once it has started.`);
    return 1;
  }
  console.error(`# ${file}  (older files beside it; INTERLOCK_LOG_LEVEL=debug logs more)`);
  for (const line of await tailLogs(dir, count)) console.log(formatLogLine(line));
  if (!follow) return 0;
  // Polling rather than fs.watch: it behaves the same on every OS and follows the log across a rotation.
  let offset = (await stat(file)).size;
  let stopped = false;
  process.on('SIGINT', () => (stopped = true));
  while (!stopped) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const newest = await newestLogFile(dir);
    if (newest && newest !== file) {
      file = newest;
      offset = 0;
    }
    const size = (await stat(file).catch(() => ({ size: offset }))).size;
    if (size <= offset) continue;
    const handle = await open(file, 'r');
    try {
      const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(size - offset), position: offset });
      const text = buffer.subarray(0, bytesRead).toString('utf8');
      const complete = text.lastIndexOf('\n') + 1;
      for (const line of text.slice(0, complete).split('\n')) if (line) console.log(formatLogLine(line));
      offset += Buffer.byteLength(text.slice(0, complete));
    } finally {
      await handle.close();
    }
  }
  return 0;
}

/**
 * `interlock doctor codesys`: through the running control center's codesys_self_test when one runs (it holds the
 * one CODESYS), else with a connection of its own to the CODESYS in Settings.
 */
async function doctor(dataDir: string, args: string[], json: boolean, project: string | undefined): Promise<number> {
  if (args[0] !== 'codesys' || args.length > 1) {
    console.error('Usage: interlock doctor codesys [--json] [--project <file>]');
    return 2;
  }
  const { capabilityReport, formatReport } = await import('./codesys/doctor/codesys-doctor.ts');
  const log = (line: string) => console.error(`# ${line}`);
  let report: CapabilityReport;
  let savedTo: string;
  try {
    const { running, settings } = await endpointFor(dataDir);
    if (running) {
      log('Asking the running control center (it runs the probe in its CODESYS)…');
      const result = await callToolThroughControlCenter(dataDir, 'codesys_self_test', project ? { project_path: project } : {});
      const parsed = capabilityReport.extend({ saved_to: z.string() }).parse(result);
      ({ saved_to: savedTo, ...report } = parsed);
    } else {
      log(`Probing ${settings.codesys.executablePath} ("${settings.codesys.profile}"), read-only…`);
      const { runDoctorStandalone } = await import('./codesys/doctor/doctor-command.ts');
      ({ report, savedTo } = await runDoctorStandalone({ dataDir, settings, ...(project ? { projectPath: project } : {}), log }));
    }
  } catch (err) {
    console.error(`The CODESYS self-test failed: ${(err as Error).message}`);
    return 1;
  }
  if (json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else console.log(formatReport(report, savedTo));
  return 0;
}

/** One MCP tool call over the control center's local socket (the relay `interlock mcp` uses): initialize, call, close. */
async function callToolThroughControlCenter(dataDir: string, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const record = await readServerRecord(dataDir);
  if (!record) throw new Error('The control center stopped meanwhile; run the doctor again');
  const { socket, leftover } = await openLocalSocket(record);
  const waiting = new Map<number, (message: { result?: Record<string, unknown>; error?: { message: string } }) => void>();
  let buffered = leftover;
  const onData = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (let end = buffered.indexOf(0x0a); end >= 0; end = buffered.indexOf(0x0a)) {
      const line = buffered.subarray(0, end).toString('utf8');
      buffered = buffered.subarray(end + 1);
      try {
        const message = JSON.parse(line) as { id?: number; result?: Record<string, unknown>; error?: { message: string } };
        if (typeof message.id === 'number') waiting.get(message.id)?.(message);
      } catch {
        // not for us
      }
    }
  };
  socket.on('data', onData);
  if (leftover.length > 0) onData(Buffer.alloc(0));
  const closed = new Promise<never>((_, reject) => socket.once('close', () => reject(new Error('The control center closed the connection'))));
  closed.catch(() => {});
  let nextId = 0;
  const request = async (method: string, params: Record<string, unknown>) => {
    const id = ++nextId;
    const answer = new Promise<{ result?: Record<string, unknown>; error?: { message: string } }>((resolve) => waiting.set(id, resolve));
    socket.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    const message = await Promise.race([answer, closed]);
    if (message.error) throw new Error(message.error.message);
    return message.result ?? {};
  };
  try {
    await request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'interlock doctor', version: packageVersion() } });
    socket.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    const result = await request('tools/call', { name, arguments: args });
    if (result.isError) {
      const content = result.content as Array<{ text?: string }> | undefined;
      throw new Error(content?.[0]?.text ?? `${name} failed`);
    }
    return result.structuredContent as Record<string, unknown>;
  } finally {
    socket.end();
    socket.destroy();
  }
}
