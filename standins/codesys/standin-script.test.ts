// What a failing stand-in run says (runProgram): the exit code or the signal, stderr and the end of stdout, never
// Node's bare "Command failed: <command line>".
import { describe, expect, it } from 'vitest';
import { runProgram } from './standin-script.ts';

describe('runProgram', () => {
  it('names the exit code, stderr and the last lines of stdout of a process that fails', async () => {
    const failed = runProgram('python3', ['-c', 'import sys; print("step 1"); sys.stderr.write("broken\\n"); sys.exit(3)']);
    await expect(failed).rejects.toThrow(/: exit code 3\nstderr: \nbroken\nstdout \(last lines\): \nstep 1$/);
  });

  // POSIX signals: Windows ends a process with an exit code (taskkill /F gives 1).
  it.skipIf(process.platform === 'win32')('names the signal of a process killed from outside (with nothing on stderr: how a SIGKILL looks)', async () => {
    const killed = runProgram('python3', ['-c', 'import os, signal; os.kill(os.getpid(), signal.SIGKILL)']);
    await expect(killed).rejects.toThrow(/: killed by SIGKILL\nstderr: \(empty\)\nstdout \(last lines\): \(empty\)$/);
  });
});
