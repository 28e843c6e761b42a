import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isInstanceOf, parseProcessList, processListPlan, sameInstall, samePath, terminationPlan } from './process-control.ts';
import { isProcessAlive } from '../../os-process/index.ts';

describe('process handling', () => {
  it('lists processes with their image path on Windows and their command line elsewhere', () => {
    expect(processListPlan('win32').command).toBe('powershell.exe');
    expect(processListPlan('win32').args.join(' ')).toMatch(/Get-Process .*Select-Object Id,Path .*ConvertTo-Json/);
    expect(processListPlan('linux')).toEqual({ command: 'ps', args: ['-eo', 'pid=,args='] });
  });

  it('reads PowerShell JSON for one process (an object) and for several (an array), skipping rows without a path', () => {
    expect(parseProcessList('win32', '{"Id":4242,"Path":"C:\\\\CODESYS\\\\CODESYS.exe"}')).toEqual([{ pid: 4242, commandLine: 'C:\\CODESYS\\CODESYS.exe' }]);
    expect(parseProcessList('win32', '[{"Id":1,"Path":"C:\\\\a.exe"},{"Id":2,"Path":null},{"Id":3,"Path":"C:\\\\b.exe"}]').map((p) => p.pid)).toEqual([1, 3]);
    expect(parseProcessList('win32', '')).toEqual([]);
  });

  it('reads ps output, command lines with spaces included', () => {
    const output = '    1 /sbin/init\n 4711 python3 /opt/CODESYS 3.5/CODESYS --profile=CODESYS V3.5 SP21 --runscript=/tmp/w.py\n';
    expect(parseProcessList('linux', output)).toEqual([
      { pid: 1, commandLine: '/sbin/init' },
      { pid: 4711, commandLine: 'python3 /opt/CODESYS 3.5/CODESYS --profile=CODESYS V3.5 SP21 --runscript=/tmp/w.py' },
    ]);
  });

  it('recognises the same install: Windows paths case- and slash-insensitively, other installs left alone', () => {
    const processes = [
      { pid: 10, commandLine: 'C:\\Program Files\\CODESYS 3.5.21.50\\CODESYS\\Common\\CODESYS.exe' },
      { pid: 11, commandLine: 'C:\\Program Files\\CODESYS 3.5.19.20\\CODESYS\\Common\\CODESYS.exe' },
      { pid: 12, commandLine: 'c:/program files/codesys 3.5.21.50/codesys/common/codesys.exe' },
    ];
    const found = sameInstall('win32', processes, 'C:\\Program Files\\CODESYS 3.5.21.50\\CODESYS\\Common\\CODESYS.exe', [12]);
    expect(found.map((p) => p.pid)).toEqual([10]);
    expect(samePath('win32', 'C:\\A\\B\\', 'c:/a/b')).toBe(true);
    expect(samePath('linux', '/A/b', '/a/b')).toBe(false);
  });

  it('recognises a script install by its path as a whole argument, not as a prefix of another path', () => {
    const processes = [
      { pid: 20, commandLine: 'python3 /opt/CODESYS 3.5/CODESYS --profile=x' },
      { pid: 21, commandLine: 'python3 /opt/CODESYS 3.5/CODESYS-other --profile=x' },
      { pid: 22, commandLine: 'vim /opt/CODESYS 3.5/CODESYS.txt' },
    ];
    expect(sameInstall('linux', processes, '/opt/CODESYS 3.5/CODESYS').map((p) => p.pid)).toEqual([20]);
  });

  it('asks Windows to close the window first (taskkill), then forces it with its children; SIGTERM then SIGKILL elsewhere', () => {
    expect(terminationPlan('win32', 77, false)).toEqual({ kind: 'command', plan: { command: 'taskkill', args: ['/PID', '77', '/T'] } });
    expect(terminationPlan('win32', 77, true)).toEqual({ kind: 'command', plan: { command: 'taskkill', args: ['/PID', '77', '/T', '/F'] } });
    expect(terminationPlan('linux', 77, false)).toEqual({ kind: 'signal', signal: 'SIGTERM' });
    expect(terminationPlan('darwin', 77, true)).toEqual({ kind: 'signal', signal: 'SIGKILL' });
  });

  it('tells a running process from one that has exited', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    await new Promise((resolve) => child.once('spawn', resolve));
    expect(isProcessAlive(child.pid!)).toBe(true);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(isProcessAlive(child.pid!)).toBe(false);
  });

  it('signals a recorded PID only while it is still the same program: a PID is reused once its process ended', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    await new Promise((resolve) => child.once('spawn', resolve));
    try {
      expect(await isInstanceOf(child.pid!, process.execPath)).toBe(true);
      // The same PID, but another install: what a reused PID looks like.
      expect(await isInstanceOf(child.pid!, `${process.execPath}-other`)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    expect(await isInstanceOf(child.pid!, process.execPath)).toBe(false);
  }, 30_000);
});
