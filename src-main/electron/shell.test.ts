// The shell's wiring with Electron replaced by recording fakes and a real core behind it: what the window may do,
// who IPC answers, what the tray and notifications show, and how closing and quitting behave.
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvokeResult } from '../../src-shared/contract.ts';
import { IPC_EVENT, IPC_INVOKE } from '../../src-shared/contract.ts';
import { defaultSettings } from '../../src-shared/settings-schema.ts';
import { createContractHandlers } from '../api/index.ts';
import { startControlCenter, type ControlCenter } from '../control-center/index.ts';
import { createCore, type Core } from '../core/index.ts';
import { packageRoot, pathExists } from '../files/index.ts';
import { DevicePasswordFile } from '../instance/device-password.ts';
import { LoginConsent } from '../host/login-consent.ts';

type Handler = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  class Emitter {
    readonly handlers = new Map<string, Handler[]>();
    on(name: string, handler: Handler) {
      this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
      return this;
    }
    once(name: string, handler: Handler) {
      return this.on(name, handler);
    }
    emit(name: string, ...args: unknown[]) {
      for (const handler of this.handlers.get(name) ?? []) handler(...args);
    }
  }
  const cancellable = () => ({ prevented: false, preventDefault() { this.prevented = true; } });
  let nextId = 1;

  class WebContents extends Emitter {
    readonly id = nextId++;
    readonly sent: Array<[string, unknown]> = [];
    openHandler: (() => { action: string }) | null = null;
    send(channel: string, payload: unknown) {
      this.sent.push([channel, payload]);
    }
    setWindowOpenHandler(handler: () => { action: string }) {
      this.openHandler = handler;
    }
  }

  class BrowserWindow extends Emitter {
    static readonly instances: BrowserWindow[] = [];
    readonly webContents = new WebContents();
    readonly loads: Array<{ file: string; hash: string | undefined }> = [];
    visible = false;
    destroyed = false;
    readonly options: Record<string, unknown>;
    constructor(options: Record<string, unknown>) {
      super();
      this.options = options;
      BrowserWindow.instances.push(this);
    }
    loadFile(file: string, options?: { hash?: string }) {
      this.loads.push({ file, hash: options?.hash });
      return Promise.resolve();
    }
    show() { this.visible = true; }
    hide() { this.visible = false; }
    focus() {}
    restore() {}
    isMinimized() { return false; }
    isDestroyed() { return this.destroyed; }
    /** What the OS close button does. */
    close() {
      const event = cancellable();
      this.emit('close', event);
      if (event.prevented) return;
      this.destroyed = true;
      this.emit('closed');
    }
  }

  class Tray extends Emitter {
    static readonly instances: Tray[] = [];
    images: string[] = [];
    tooltip = '';
    menu: Array<{ label?: string; enabled?: boolean; click?: () => void }> = [];
    destroyed = false;
    constructor(image: { path: string }) {
      super();
      this.images.push(image.path);
      Tray.instances.push(this);
    }
    setImage(image: { path: string }) { this.images.push(image.path); }
    setToolTip(text: string) { this.tooltip = text; }
    setContextMenu(menu: Tray['menu']) { this.menu = menu; }
    destroy() { this.destroyed = true; }
  }

  class Notification extends Emitter {
    static readonly instances: Notification[] = [];
    static isSupported() { return true; }
    shown = false;
    closed = false;
    readonly options: { title: string; body: string };
    constructor(options: { title: string; body: string }) {
      super();
      this.options = options;
      Notification.instances.push(this);
    }
    show() { this.shown = true; }
    close() { this.closed = true; }
  }

  const ipcHandlers = new Map<string, Handler>();
  const app = Object.assign(new Emitter(), {
    isPackaged: false,
    singleInstance: true,
    exitCode: null as number | null,
    quitCount: 0,
    requestSingleInstanceLock: () => app.singleInstance,
    appUserModelId: null as string | null,
    setAppUserModelId: (id: string) => {
      app.appUserModelId = id;
    },
    getAppPath: () => '/checkout',
    loginItem: { openAtLogin: false, path: '', args: [] as string[] },
    setLoginItemSettings: (settings: { openAtLogin: boolean; path: string; args: string[] }) => {
      app.loginItem = settings;
    },
    getLoginItemSettings: () => ({ openAtLogin: app.loginItem.openAtLogin, wasOpenedAtLogin: false }),
    relaunched: 0,
    relaunch: () => {
      app.relaunched++;
    },
    enableSandbox: () => undefined,
    whenReady: () => Promise.resolve(),
    quit: () => {
      app.quitCount++;
      app.emit('before-quit');
      app.emit('will-quit', cancellable());
    },
    exit: (code: number) => {
      app.exitCode = code;
    },
  });
  const errorBoxes: Array<[string, string]> = [];
  const openedExternally: string[] = [];
  const openedPaths: string[] = [];
  const permissions = { request: null as Handler | null, check: null as Handler | null };

  return {
    app,
    BrowserWindow,
    Tray,
    Notification,
    ipcHandlers,
    errorBoxes,
    openedExternally,
    openedPaths,
    permissions,
    reset() {
      BrowserWindow.instances.length = 0;
      Tray.instances.length = 0;
      Notification.instances.length = 0;
      ipcHandlers.clear();
      errorBoxes.length = 0;
      openedExternally.length = 0;
      openedPaths.length = 0;
      app.appUserModelId = null;
      app.loginItem = { openAtLogin: false, path: '', args: [] };
      app.relaunched = 0;
      app.handlers.clear();
      app.singleInstance = true;
      app.exitCode = null;
      app.quitCount = 0;
    },
    module: {
      app,
      BrowserWindow,
      Tray,
      Notification,
      ipcMain: { handle: (channel: string, handler: Handler) => ipcHandlers.set(channel, handler) },
      Menu: { buildFromTemplate: (template: unknown) => template },
      nativeImage: { createFromPath: (path: string) => ({ path }) },
      dialog: { showErrorBox: (title: string, message: string) => errorBoxes.push([title, message]) },
      shell: {
        openExternal: (url: string) => (openedExternally.push(url), Promise.resolve()),
        openPath: (path: string) => (openedPaths.push(path), Promise.resolve('')),
      },
      session: {
        defaultSession: {
          setPermissionRequestHandler: (handler: Handler) => (permissions.request = handler),
          setPermissionCheckHandler: (handler: Handler) => (permissions.check = handler),
        },
      },
    },
  };
});

vi.mock('electron', () => fake.module);

const { APP_USER_MODEL_ID, runShell } = await import('./shell.ts');

const errorBoxes = () => fake.errorBoxes;
const PAGE = join(packageRoot(), 'dist', 'renderer', 'index.html');
const PAGE_URL = pathToFileURL(PAGE).href;

describe('the Electron shell', () => {
  let dataDir: string;
  let core: Core;
  let closeControlCenter: ReturnType<typeof vi.fn>;
  let consent: LoginConsent;
  let startOptions: unknown;

  const start = async (extraArgs: string[] = []) => {
    const argv = ['--data-dir', dataDir, ...extraArgs];
    await runShell({
      argv,
      startControlCenter: async (options) => {
        startOptions = options;
        return {
          core,
          handlers: createContractHandlers({ core, setupSnippets: () => [], decideLogin: async (id, allow, ui) => consent.decide(id, allow, ui) }),
          url: 'http://127.0.0.1:3587',
          mcpUrl: 'http://127.0.0.1:3587/mcp',
          loginUrl: () => 'http://127.0.0.1:3587/login?code=from-the-tray',
          logDir: join(dataDir, 'logs'),
          stopRequested: stopRequested.promise,
          close: closeControlCenter,
        } as unknown as ControlCenter;
      },
    });
    return { window: fake.BrowserWindow.instances[0]!, tray: fake.Tray.instances[0]! };
  };
  const invoke = (event: { sender: { id: number }; senderFrame: { url: string; parent: unknown } | null }, channel: string, request: unknown) =>
    fake.ipcHandlers.get(IPC_INVOKE)!(event, channel, request) as Promise<InvokeResult<'state:snapshot'>>;
  const fromWindow = (window: InstanceType<typeof fake.BrowserWindow>, url = `${PAGE_URL}#/queue`) => ({ sender: window.webContents, senderFrame: { url, parent: null } });
  const requestApproval = () => {
    const agentId = core.agents.connect({ clientName: 'Claude Code', clientVersion: '2.1', transport: 'stdio', protocolVersion: '2025-06-18' }).id;
    const outcome = core.runner.run({
      agentId,
      tool: { name: 'write_pou', title: 'Write POU', mutates: true },
      args: { pou: 'PLC_PRG' },
      prepare: () => ({ target: { key: 'codesys' } }),
      execute: async () => 'ok',
    });
    return { outcome };
  };

  let configHome: string;
  let stopRequested: { promise: Promise<void>; resolve: () => void };
  const savedConfigHome = process.env.XDG_CONFIG_HOME;
  beforeEach(async () => {
    fake.reset();
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-shell-'));
    // Start-at-login writes an XDG autostart entry on Linux: never into the real home.
    configHome = join(dataDir, 'xdg-config');
    process.env.XDG_CONFIG_HOME = configHome;
    let resolveStop = () => undefined as void;
    stopRequested = { promise: new Promise<void>((resolve) => (resolveStop = resolve)), resolve: () => resolveStop() };
    core = await createCore({ dataDir, host: { version: 'test', startedAt: 0, httpUrl: null, mcpUrl: null, pid: 1 }, baselineSettings: defaultSettings, devicePassword: new DevicePasswordFile(dataDir) });
    closeControlCenter = vi.fn(async () => undefined);
    consent = new LoginConsent(core.store);
  });
  afterEach(async () => {
    if (savedConfigHome === undefined) delete process.env.XDG_CONFIG_HOME;
    else process.env.XDG_CONFIG_HOME = savedConfigHome;
    consent.dispose();
    for (const approval of core.gate.pending()) await core.gate.resolve(approval.id, 'deny');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('opens one locked-down window on the built page with the sandboxed preload', async () => {
    const { window } = await start();
    expect(fake.BrowserWindow.instances).toHaveLength(1);
    expect(window.options).toMatchObject({
      show: false,
      webPreferences: {
        preload: join(packageRoot(), 'dist', 'preload', 'preload.cjs'),
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webviewTag: false,
      },
    });
    expect(window.loads).toEqual([{ file: PAGE, hash: undefined }]);

    const navigation = { prevented: false, preventDefault() { this.prevented = true; } };
    window.webContents.emit('will-navigate', navigation, 'https://example.com/');
    expect(navigation.prevented).toBe(true);
    expect(window.webContents.openHandler!()).toEqual({ action: 'deny' });
    expect(fake.permissions.check!(window.webContents, 'clipboard-sanitized-write')).toBe(true);
    expect(fake.permissions.check!(window.webContents, 'media')).toBe(false);

    window.emit('ready-to-show');
    expect(window.visible).toBe(true);
  });

  it('stays in the tray at start with --hidden', async () => {
    const { window } = await start(['--hidden']);
    window.emit('ready-to-show');
    expect(window.visible).toBe(false);
  });

  it('answers IPC from its own page through the contract, and refuses every other sender', async () => {
    const { window } = await start();
    const snapshot = await invoke(fromWindow(window), 'state:snapshot', {});
    expect(snapshot).toEqual({ ok: true, value: core.store.snapshot() });

    const invalid = await invoke(fromWindow(window), 'queue:cancel', { entryId: 42 });
    expect(invalid).toMatchObject({ ok: false, error: expect.stringMatching(/^Invalid request for queue:cancel/) });

    const refused = { ok: false, error: 'Refused: this request did not come from the Interlock window' };
    expect(await invoke({ sender: { id: 9999 }, senderFrame: { url: PAGE_URL, parent: null } }, 'state:snapshot', {})).toEqual(refused);
    expect(await invoke({ sender: window.webContents, senderFrame: { url: PAGE_URL, parent: {} } }, 'state:snapshot', {})).toEqual(refused);
    expect(await invoke(fromWindow(window, 'https://evil.example/'), 'state:snapshot', {})).toEqual(refused);
    expect(await invoke({ sender: window.webContents, senderFrame: null }, 'state:snapshot', {})).toEqual(refused);
  });

  it("pushes every state event to the window and counts it as an attached UI while it exists", async () => {
    const { window } = await start();
    expect(core.gate.uiAttached).toBe(true);
    const event = core.store.emit({ type: 'notice.added', notice: { id: 'n1', level: 'info', source: 'test', message: 'hello', at: 1 } });
    expect(window.webContents.sent).toContainEqual([IPC_EVENT, event]);

    window.close(); // Hides to the tray: still there, still able to ask the person.
    expect(window.destroyed).toBe(false);
    expect(window.visible).toBe(false);
    expect(core.gate.uiAttached).toBe(true);
  });

  it('shows the worst status in the tray and offers the pending approvals in its menu', async () => {
    const { window, tray } = await start();
    expect(tray.images.at(-1)).toMatch(/tray-idle\.png$/);
    expect(tray.menu.map((item) => item.label)).toEqual([
      'Open Interlock',
      'Open in browser',
      'No approvals waiting',
      'Status: idle',
      'Control center: http://127.0.0.1:3587',
      undefined,
      'Show logs',
      'Quit Interlock',
    ]);

    const { outcome } = requestApproval();
    await vi.waitFor(() => expect(core.gate.pending()).toHaveLength(1));
    expect(tray.images.at(-1)).toMatch(/tray-approval\.png$/);
    expect(tray.tooltip).toBe('Interlock: 1 waiting for your approval');
    const review = tray.menu[2]!;
    expect(review).toMatchObject({ label: 'Review 1 pending approval…', enabled: true });

    window.close();
    review.click!();
    expect(window.visible).toBe(true);
    expect(window.loads.at(-1)).toEqual({ file: PAGE, hash: '/approvals' });

    await core.gate.resolve(core.gate.pending()[0]!.id, 'approve-once');
    expect((await outcome).status).toBe('succeeded');
    expect(tray.images.at(-1)).toMatch(/tray-idle\.png$/);
  });

  it('notifies about a new approval, opens the window on its card when clicked, and withdraws it once answered', async () => {
    const { window } = await start();
    window.close();
    requestApproval();
    await vi.waitFor(() => expect(fake.Notification.instances).toHaveLength(1));
    const notification = fake.Notification.instances[0]!;
    expect(notification.shown).toBe(true);
    expect(notification.options).toMatchObject({ title: 'Approval needed: Write POU', body: 'Claude Code wants to run write_pou on codesys. Click to review.' });

    const approval = core.gate.pending()[0]!;
    notification.emit('click');
    expect(window.visible).toBe(true);
    expect(window.loads.at(-1)).toEqual({ file: PAGE, hash: `/approvals/${approval.id}` });

    await core.gate.resolve(approval.id, 'deny');
    expect(notification.closed).toBe(true);
  });

  it('asks for consent to browser logins, and shows the window when a browser asks', async () => {
    const { window } = await start();
    expect(startOptions).toMatchObject({ browserLoginNeedsConsent: true });
    window.close();
    const claim = consent.open('Mozilla/5.0 Firefox/140.0');
    expect(window.visible).toBe(true);
    const [request] = core.store.state.loginRequests;
    expect(request).toMatchObject({ userAgent: 'Mozilla/5.0 Firefox/140.0' });
    expect(window.webContents.sent.some(([, event]) => (event as { type: string }).type === 'login.requested')).toBe(true);

    // Another local program cannot answer for the person; the window can.
    expect(await invoke({ sender: { id: 9999 }, senderFrame: { url: PAGE_URL, parent: null } }, 'login:decide', { requestId: request!.id, allow: true })).toMatchObject({ ok: false });
    expect(consent.claim(claim)).toEqual({ status: 'waiting' });
    expect(await invoke(fromWindow(window), 'login:decide', { requestId: request!.id, allow: true })).toEqual({ ok: true, value: { decided: true } });
    expect(core.store.state.loginRequests).toEqual([]);
    expect(consent.claim(claim)).toEqual({ status: 'allowed', by: { kind: 'window' } });
    expect(consent.claim(claim)).toEqual({ status: 'refused' }); // one session per request
  });

  it('opens the control center in the browser, logged in, from the tray menu', async () => {
    const { tray } = await start();
    tray.menu.find((item) => item.label === 'Open in browser')!.click!();
    await vi.waitFor(() => expect(fake.openedExternally).toEqual(['http://127.0.0.1:3587/login?code=from-the-tray']));
  });

  it('quits, shutting its control center down, when `interlock stop` asks', async () => {
    const { tray } = await start();
    stopRequested.resolve();
    await vi.waitFor(() => expect(closeControlCenter).toHaveBeenCalledOnce());
    expect(tray.destroyed).toBe(true);
  });

  it('opens the log folder from the tray menu', async () => {
    const { tray } = await start();
    tray.menu.find((item) => item.label === 'Show logs')!.click!();
    expect(fake.openedPaths).toEqual([join(dataDir, 'logs')]);
  });

  it('uses the packaged app id as the Windows AppUserModelId (notifications need them equal)', async () => {
    const builderConfig = readFileSync(join(packageRoot(), 'electron-builder.yml'), 'utf8');
    expect(builderConfig).toMatch(new RegExp(`^appId: ${APP_USER_MODEL_ID.replace(/\./g, '\\.')}$`, 'm'));
  });

  it('starts at login when the person turns it on in Settings, and stops again when turned off', async () => {
    const { window } = await start();
    const entry = join(configHome, 'autostart', 'interlock.desktop');
    const current = (await invoke(fromWindow(window), 'settings:get', {})) as unknown as InvokeResult<'settings:get'>;
    if (!current.ok) throw new Error(current.error);
    expect(current.value.settings.desktop.startAtLogin).toBe(false);
    const turnOn = { settings: { ...current.value.settings, desktop: { startAtLogin: true } } };
    expect(((await invoke(fromWindow(window), 'settings:update', turnOn)) as { ok: boolean }).ok).toBe(true);
    if (process.platform === 'linux') {
      // An XDG autostart entry on Linux.
      await vi.waitFor(async () => expect(await readFile(entry, 'utf8')).toContain(`Exec=${process.execPath} /checkout --data-dir ${dataDir} --hidden\n`));
    } else {
      // Electron's login item on Windows and macOS.
      await vi.waitFor(() => expect(fake.app.loginItem).toEqual({ openAtLogin: true, path: process.execPath, args: ['/checkout', '--data-dir', dataDir, '--hidden'] }));
    }
    await invoke(fromWindow(window), 'settings:update', { settings: { ...current.value.settings, desktop: { startAtLogin: false } } });
    if (process.platform === 'linux') await vi.waitFor(async () => expect(await pathExists(entry)).toBe(false));
    else await vi.waitFor(() => expect(fake.app.loginItem.openAtLogin).toBe(false));
  });

  it('shuts the control center down before quitting, and only then lets the window close', async () => {
    const { window, tray } = await start();
    tray.menu.at(-1)!.click!();
    expect(closeControlCenter).toHaveBeenCalledOnce();
    expect(tray.destroyed).toBe(true);
    await vi.waitFor(() => expect(fake.app.quitCount).toBe(2)); // The second quit runs once the core has stopped.
    window.close();
    expect(window.destroyed).toBe(true);
    expect(core.gate.uiAttached).toBe(false);
  });

  it('leaves a second launch to the running instance, which shows its window', async () => {
    const { window } = await start();
    window.close();
    fake.app.emit('second-instance');
    expect(window.visible).toBe(true);

    fake.reset();
    fake.app.singleInstance = false;
    const startControlCenter = vi.fn();
    await runShell({ argv: [], startControlCenter });
    expect(startControlCenter).not.toHaveBeenCalled();
    expect(fake.app.quitCount).toBe(1);
  });

  it('explains in a dialog why the control center could not start, and exits', async () => {
    await runShell({
      argv: [],
      startControlCenter: async () => {
        throw new Error('Another Interlock control center (pid 4242) already serves this data directory');
      },
    });
    expect(fake.errorBoxes).toEqual([['Interlock could not start', 'Another Interlock control center (pid 4242) already serves this data directory']]);
    expect(fake.app.exitCode).toBe(1);
    expect(fake.BrowserWindow.instances).toHaveLength(0);
  });
});

describe('the Electron shell when an agent started the control center first', () => {
  let dataDir: string;
  let headless: ControlCenter;
  const savedConfigHome = process.env.XDG_CONFIG_HOME;

  beforeEach(async () => {
    fake.reset();
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-attach-'));
    process.env.XDG_CONFIG_HOME = join(dataDir, 'xdg-config');
    // What `interlock mcp` starts in the background when no control center runs: headless, no UI attached.
    headless = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
  });
  afterEach(async () => {
    if (savedConfigHome === undefined) delete process.env.XDG_CONFIG_HOME;
    else process.env.XDG_CONFIG_HOME = savedConfigHome;
    await headless.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const startApp = async () => {
    const ownStart = vi.fn(async () => {
      throw new Error('the app must not start a second control center');
    });
    await runShell({ argv: ['--data-dir', dataDir], startControlCenter: ownStart, attach: { reconnectDelayMs: 50 } });
    return { ownStart, window: fake.BrowserWindow.instances[0]!, tray: fake.Tray.instances[0]! };
  };

  it('attaches as its window, tray and notifications; an agent call waiting when the app starts completes once approved in it', async () => {
    const agentId = headless.core.agents.connect({ clientName: 'claude-desktop', clientVersion: '1.0', transport: 'stdio', protocolVersion: '2025-06-18' }).id;
    const outcome = headless.core.runner.run({
      agentId,
      tool: { name: 'write_pou', title: 'Write POU', mutates: true },
      args: { pou: 'PLC_PRG' },
      prepare: () => ({ target: { key: 'codesys' } }),
      execute: async () => 'written',
    });
    // With no UI attached the call would be denied at once; give the gate's grace period a UI to wait for.
    const detachBrowserTab = headless.core.gate.attachUi();
    await vi.waitFor(() => expect(headless.core.gate.pending()).toHaveLength(1));

    const { ownStart, window, tray } = await startApp();
    detachBrowserTab();
    expect(ownStart).not.toHaveBeenCalled();
    expect(errorBoxes()).toEqual([]);
    expect(tray.menu.map((item) => item.label)).toContain(`Attached to the control center an agent started (pid ${process.pid})`);
    expect(tray.menu.find((item) => item.label?.startsWith('Review'))).toMatchObject({ label: 'Review 1 pending approval…', enabled: true });

    const snapshot = await fake.ipcHandlers.get(IPC_INVOKE)!({ sender: window.webContents, senderFrame: { url: `${PAGE_URL}#/approvals`, parent: null } }, 'state:snapshot', {});
    const approvalId = (snapshot as InvokeResult<'state:snapshot'> & { ok: true }).value.state.approvals[0]!.id;
    const decided = await fake.ipcHandlers.get(IPC_INVOKE)!({ sender: window.webContents, senderFrame: { url: `${PAGE_URL}#/approvals`, parent: null } }, 'approval:decide', { approvalId, decision: 'approve-once' });
    expect(decided).toMatchObject({ ok: true });
    const result = await outcome;
    expect(result.status).toBe('succeeded');
    expect(headless.core.store.state.queue.find((e) => e.tool === 'write_pou')?.decision).toMatchObject({ outcome: 'approved', by: 'person', ui: { kind: 'browser' } });
    await vi.waitFor(() => expect(tray.menu.find((item) => item.label?.startsWith('No approvals'))).toBeDefined());
  });

  it('forwards the control center\'s events to its window, and leaves it running for the agents when quitting', async () => {
    const { window, tray } = await startApp();
    headless.core.store.emit({ type: 'notice.added', notice: { id: 'n1', level: 'warning', source: 'codesys', message: 'CODESYS is slow to answer', at: 0 } });
    await vi.waitFor(() => expect(window.webContents.sent.some(([channel, event]) => channel === IPC_EVENT && (event as { type: string }).type === 'notice.added')).toBe(true));
    tray.menu.at(-1)!.click!();
    expect(tray.destroyed).toBe(true);
    expect(await fetch(`${headless.url}/health`).then((r) => r.status)).toBe(200);
  });

  it('starts over (signing in afresh) when the person revokes its session, instead of retrying with the dead one', async () => {
    await startApp();
    const { sessions } = await headless.handlers['ui-sessions:list']({}, { kind: 'window' });
    const appSession = sessions.find((s) => s.kind === 'app');
    expect(appSession).toMatchObject({ label: 'Interlock app window (attached)', openStreams: 1 });
    expect(await headless.handlers['ui-sessions:revoke']({ sessionId: appSession!.id }, { kind: 'window' })).toEqual({ revoked: true });
    await vi.waitFor(() => expect(fake.app.relaunched).toBe(1), { timeout: 10_000 });
    expect(fake.app.exitCode).toBe(0);
  });

  it('starts over as the first when the control center it attached to goes away', async () => {
    await startApp();
    await headless.close();
    await vi.waitFor(() => expect(fake.app.relaunched).toBe(1), { timeout: 10_000 });
    expect(fake.app.exitCode).toBe(0);
    headless = await startControlCenter({ dataDir, port: 0, demo: false, domains: [] });
  });
});

describe('the Electron shell started first, then an agent through `interlock mcp`', () => {
  let dataDir: string;
  let project: string;
  const savedConfigHome = process.env.XDG_CONFIG_HOME;
  const bin = join(packageRoot(), 'bin', 'interlock.js');

  beforeEach(async () => {
    fake.reset();
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-tray-first-'));
    process.env.XDG_CONFIG_HOME = join(dataDir, 'xdg-config');
    const workspace = join(dataDir, 'workspace');
    project = join(workspace, 'bottling-line');
    await cp(join(packageRoot(), 'fixtures', 'openplc', 'bottling-line'), project, { recursive: true });
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ projectRoots: [workspace] }));
  });
  afterEach(async () => {
    if (savedConfigHome === undefined) delete process.env.XDG_CONFIG_HOME;
    else process.env.XDG_CONFIG_HOME = savedConfigHome;
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves the agent's bridge from the app's own control center; an edit waits for the window's approval and lands", async () => {
    if (!existsSync(join(packageRoot(), 'dist', 'src-main', 'cli.js'))) throw new Error('dist is missing: run `npm run build` first');
    let own: ControlCenter | null = null;
    await runShell({ argv: ['--data-dir', dataDir, '--port', '0'], startControlCenter: async (options) => (own = await startControlCenter({ ...options, port: 0 })) });
    expect(own).not.toBeNull();
    const window = fake.BrowserWindow.instances[0]!;
    const fromWindow = { sender: window.webContents, senderFrame: { url: `${PAGE_URL}#/approvals`, parent: null } };

    const client = new Client({ name: 'claude-desktop', version: '1.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp', '--data-dir', dataDir], stderr: 'pipe' }));
    try {
      const read = await client.callTool({ name: 'read_pou', arguments: { project_path: project, pou_name: 'ScaleAnalog' } });
      expect(read.isError, JSON.stringify(read.content)).toBeFalsy();
      const { content, content_hash } = read.structuredContent as { content: string; content_hash: string };
      const edited = `${content}\n(* reviewed *)\n`;
      const call = client.callTool({ name: 'update_pou', arguments: { project_path: project, pou_name: 'ScaleAnalog', content: edited, expected_content_hash: content_hash } });
      await vi.waitFor(() => expect(own!.core.gate.pending()).toHaveLength(1), { timeout: 20_000 });
      expect(fake.Tray.instances[0]!.menu.find((item) => item.label?.startsWith('Review'))?.label).toBe('Review 1 pending approval…');
      const approvalId = own!.core.gate.pending()[0]!.id;
      expect(await fake.ipcHandlers.get(IPC_INVOKE)!(fromWindow, 'approval:decide', { approvalId, decision: 'approve-once' })).toMatchObject({ ok: true });
      const result = await call;
      expect(result.isError).toBeFalsy();
      expect(await readFile(join(project, 'pous', 'functions', 'ScaleAnalog.st'), 'utf8')).toBe(edited);
    } finally {
      await client.close();
      fake.Tray.instances[0]!.menu.at(-1)!.click!(); // Quit: shuts the app's control center down
      await vi.waitFor(async () => expect(await pathExists(join(dataDir, 'server.json'))).toBe(false), { timeout: 20_000 });
    }
  });
});
