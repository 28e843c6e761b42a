// The shell's wiring with Electron replaced by recording fakes and a real core behind it: what the window may do,
// who IPC answers, what the tray and notifications show, and how closing and quitting behave.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvokeResult } from '../../src-shared/contract.ts';
import { IPC_EVENT, IPC_INVOKE } from '../../src-shared/contract.ts';
import { defaultSettings } from '../../src-shared/settings-schema.ts';
import { createContractHandlers } from '../api/index.ts';
import type { ControlCenter } from '../control-center/index.ts';
import { createCore, type Core } from '../core/index.ts';
import { packageRoot } from '../files/index.ts';
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
  const permissions = { request: null as Handler | null, check: null as Handler | null };

  return {
    app,
    BrowserWindow,
    Tray,
    Notification,
    ipcHandlers,
    errorBoxes,
    openedExternally,
    permissions,
    reset() {
      BrowserWindow.instances.length = 0;
      Tray.instances.length = 0;
      Notification.instances.length = 0;
      ipcHandlers.clear();
      errorBoxes.length = 0;
      openedExternally.length = 0;
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
      shell: { openExternal: (url: string) => (openedExternally.push(url), Promise.resolve()) },
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

const { runShell } = await import('./shell.ts');

const PAGE = join(packageRoot(), 'dist', 'renderer', 'index.html');
const PAGE_URL = pathToFileURL(PAGE).href;

describe('the Electron shell', () => {
  let dataDir: string;
  let core: Core;
  let closeControlCenter: ReturnType<typeof vi.fn>;
  let consent: LoginConsent;
  let startOptions: unknown;

  const start = async (argv: string[] = []) => {
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

  beforeEach(async () => {
    fake.reset();
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-shell-'));
    core = await createCore({ dataDir, host: { version: 'test', startedAt: 0, httpUrl: null, mcpUrl: null, pid: 1 }, baselineSettings: defaultSettings });
    closeControlCenter = vi.fn(async () => undefined);
    consent = new LoginConsent(core.store);
  });
  afterEach(async () => {
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
    expect(tray.menu.map((item) => item.label)).toEqual(['Open Interlock', 'Open in browser', 'No approvals waiting', 'Status: idle', undefined, 'Quit Interlock']);

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
    expect(fake.openedExternally).toEqual(['http://127.0.0.1:3587/login?code=from-the-tray']);
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
