import { describe, expect, it } from 'vitest';
import { cliSpawnPlan, CmdArgumentError, launcherTarget, resolveCliPath, type CliHost } from './cli-command.ts';

/** A host whose file system is `entries` (path → kind; POSIX files listed in `executables` may be run). */
function host(platform: NodeJS.Platform, env: Record<string, string>, entries: Record<string, 'file' | 'directory' | 'other'>, executables: string[] = []): CliHost {
  const key = (p: string) => (platform === 'win32' ? p.toLowerCase().replaceAll('/', '\\') : p);
  const table = new Map(Object.entries(entries).map(([p, k]) => [key(p), k]));
  return { platform, env, kind: async (p) => table.get(key(p)) ?? null, executable: async (p) => executables.includes(p) };
}

const WINDOWS_ENV = {
  Path: 'C:\\Windows\\System32;"C:\\Users\\ana\\AppData\\Local\\Programs\\openplc-cli";C:\\Tools',
  PATHEXT: '.COM;.EXE;.BAT;.CMD;.VBS',
  ComSpec: 'C:\\Windows\\system32\\cmd.exe',
};
const SHIM = 'C:\\Users\\ana\\AppData\\Local\\Programs\\openplc-cli\\openplc-cli.cmd';

describe('resolveCliPath on Windows', () => {
  it('finds a bare name through Path (any case) and PATHEXT, in PATH order, quotes around a folder removed', async () => {
    const windows = host('win32', WINDOWS_ENV, { [SHIM]: 'file', 'C:\\Tools\\openplc-cli.exe': 'file' });
    expect(await resolveCliPath('openplc-cli', windows)).toEqual({ ok: true, path: SHIM });
    expect(await resolveCliPath('OPENPLC-CLI', windows)).toEqual({ ok: true, path: 'C:\\Users\\ana\\AppData\\Local\\Programs\\openplc-cli\\OPENPLC-CLI.cmd' });
    expect(await resolveCliPath('openplc-cli.exe', windows)).toEqual({ ok: true, path: 'C:\\Tools\\openplc-cli.exe' });
  });

  it('tries PATHEXT extensions on a full path without one, in PATHEXT order', async () => {
    const windows = host('win32', WINDOWS_ENV, { 'D:\\OpenPLC\\openplc-cli.cmd': 'file', 'D:\\OpenPLC\\openplc-cli.exe': 'file' });
    expect(await resolveCliPath('D:\\OpenPLC\\openplc-cli', windows)).toEqual({ ok: true, path: 'D:\\OpenPLC\\openplc-cli.exe' });
    expect(await resolveCliPath('D:/OpenPLC/openplc-cli.cmd', windows)).toEqual({ ok: true, path: 'D:/OpenPLC/openplc-cli.cmd' });
  });

  it('says what is wrong: not on PATH, missing, a folder, not a program, a relative path', async () => {
    const windows = host('win32', WINDOWS_ENV, { 'D:\\OpenPLC': 'directory', 'D:\\OpenPLC\\readme.txt': 'file', 'C:\\Tools\\openplc-cli': 'file' });
    expect(await resolveCliPath('openplc-editor-cli', windows)).toEqual({
      ok: false,
      problem: '"openplc-editor-cli" was not found on PATH (3 folders, extensions .COM .EXE .BAT .CMD .VBS).',
    });
    expect(await resolveCliPath('D:\\nowhere\\openplc-cli.exe', windows)).toEqual({ ok: false, problem: 'D:\\nowhere\\openplc-cli.exe does not exist.' });
    expect(await resolveCliPath('D:\\OpenPLC', windows)).toEqual({ ok: false, problem: 'D:\\OpenPLC is a folder, not the openplc-cli program.' });
    expect(await resolveCliPath('D:\\OpenPLC\\readme.txt', windows)).toMatchObject({ ok: false, problem: expect.stringMatching(/readme\.txt is not a program Windows can start \(its extension "\.TXT" is not one of PATHEXT/) });
    expect(await resolveCliPath('openplc-cli', windows)).toMatchObject({ ok: false, problem: expect.stringMatching(/C:\\Tools\\openplc-cli is not a program Windows can start/) });
    expect(await resolveCliPath('tools\\openplc-cli.cmd', windows)).toMatchObject({ ok: false, problem: expect.stringMatching(/is a relative path/) });
    expect(await resolveCliPath('  ', windows)).toEqual({ ok: false, problem: 'No openplc-cli is configured.' });
  });
});

describe('resolveCliPath on Linux', () => {
  it('finds the first executable on PATH and explains a file that is not executable', async () => {
    const linux = host('linux', { PATH: '/usr/local/bin:/home/ana/.local/bin' }, { '/usr/local/bin/openplc-cli': 'file', '/home/ana/.local/bin/openplc-cli': 'file' }, ['/home/ana/.local/bin/openplc-cli']);
    expect(await resolveCliPath('openplc-cli', linux)).toEqual({ ok: true, path: '/home/ana/.local/bin/openplc-cli' });
    expect(await resolveCliPath('/usr/local/bin/openplc-cli', linux)).toEqual({ ok: false, problem: '/usr/local/bin/openplc-cli is not executable (chmod +x it, or point the setting at the real program).' });
    expect(await resolveCliPath('/home/ana/.local/bin', host('linux', {}, { '/home/ana/.local/bin': 'directory' }))).toMatchObject({ ok: false, problem: expect.stringMatching(/is a folder/) });
    expect(await resolveCliPath('OpenPLC\\openplc-cli', linux)).toMatchObject({ ok: false, problem: expect.stringMatching(/not found on PATH \(2 folders\)/) });
  });
});

describe('cliSpawnPlan', () => {
  const windows = { platform: 'win32' as const, env: WINDOWS_ENV };

  it('runs a .cmd launcher through cmd.exe with every argument quoted and the line handed over verbatim', () => {
    expect(cliSpawnPlan(SHIM, ['compile', 'C:\\Users\\ana\\PLC projects\\line 2\\', '--json', '--target', 'OpenPLC Runtime v4'], windows)).toEqual({
      file: 'C:\\Windows\\system32\\cmd.exe',
      args: ['/d', '/s', '/v:off', '/c', `""${SHIM}" "compile" "C:\\Users\\ana\\PLC projects\\line 2\\\\" "--json" "--target" "OpenPLC Runtime v4""`],
      windowsVerbatimArguments: true,
      argv0: '"C:\\Windows\\system32\\cmd.exe"',
    });
    expect(cliSpawnPlan('D:\\OpenPLC\\OPENPLC.BAT', ['compile'], { platform: 'win32', env: { SystemRoot: 'C:\\WINDOWS' } }).file).toBe('C:\\WINDOWS\\System32\\cmd.exe');
  });

  it.each([['%USERPROFILE%'], ['a^b'], ['R&D'], ['a|b'], ['<x>'], ['say "hi"'], ['line\nbreak'], ['bang!']])('refuses an argument cmd would interpret: %j', (arg) => {
    expect(() => cliSpawnPlan(SHIM, ['compile', `C:\\plc\\${arg}`], windows)).toThrow(CmdArgumentError);
    expect(() => cliSpawnPlan(SHIM, ['compile', `C:\\plc\\${arg}`], windows)).toThrow(/which cmd\.exe would interpret\. Rename or move the project.*openplc\.cliPath/);
  });

  it('starts an .exe, and anything on Linux, directly with the arguments as they are', () => {
    expect(cliSpawnPlan('C:\\Tools\\openplc-cli.exe', ['compile', 'C:\\R&D\\100%'], windows)).toEqual({ file: 'C:\\Tools\\openplc-cli.exe', args: ['compile', 'C:\\R&D\\100%'], windowsVerbatimArguments: false });
    expect(cliSpawnPlan('/opt/openplc/openplc-cli.cmd', ['compile', '/p/100%'], { platform: 'linux', env: {} })).toEqual({ file: '/opt/openplc/openplc-cli.cmd', args: ['compile', '/p/100%'], windowsVerbatimArguments: false });
  });
});

describe('launcherTarget and the bypass for arguments cmd would interpret', () => {
  const windows = { platform: 'win32' as const, env: WINDOWS_ENV };
  const simple = '@echo off\r\nrem installed by openplc-cli install-cli\r\n"%~dp0..\\OpenPLC Editor\\OpenPLC Editor.exe" --cli "%~dp0resources" %*\r\nexit /b %ERRORLEVEL%\r\n';
  const program = 'C:\\Users\\ana\\AppData\\Local\\Programs\\OpenPLC Editor\\OpenPLC Editor.exe';

  it('reads the one command of a simple launcher, with %~dp0 as the launcher\'s folder', () => {
    expect(launcherTarget(simple, SHIM)).toEqual({ program, args: ['--cli', 'C:\\Users\\ana\\AppData\\Local\\Programs\\openplc-cli\\resources'] });
  });

  it.each([
    ['more than one command', '@echo off\r\nset ELECTRON_RUN_AS_NODE=1\r\n"C:\\OpenPLC\\openplc.exe" %*\r\n'],
    ['a program that is not an .exe', '"%~dp0openplc-cli.ps1" %*'],
    ['a program found on PATH', 'python "%~dp0openplc-cli" %*'],
    ['not passing its arguments on', '"C:\\OpenPLC\\openplc.exe" compile'],
    ['another variable', '"%LOCALAPPDATA%\\OpenPLC\\openplc.exe" %*'],
  ])('leaves a launcher with %s to cmd.exe', (_what, text) => {
    expect(launcherTarget(text, SHIM)).toBeNull();
  });

  it('starts the launcher\'s program directly when an argument holds a character cmd would interpret', () => {
    expect(cliSpawnPlan(SHIM, ['compile', 'C:\\R&D\\100%'], windows, simple)).toEqual({
      file: program,
      args: ['--cli', 'C:\\Users\\ana\\AppData\\Local\\Programs\\openplc-cli\\resources', 'compile', 'C:\\R&D\\100%'],
      windowsVerbatimArguments: false,
    });
    expect(cliSpawnPlan(SHIM, ['compile', 'C:\\plc'], windows, simple).file, 'safe arguments still go through the launcher').toBe('C:\\Windows\\system32\\cmd.exe');
    expect(() => cliSpawnPlan(SHIM, ['compile', 'C:\\R&D'], windows, 'python "%~dp0openplc-cli" %*')).toThrow(CmdArgumentError);
  });
});
