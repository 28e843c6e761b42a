import { describe, expect, it } from 'vitest';
import { ToolCancelledError } from '../../core/index.ts';
import { headlessScript } from './headless-executor.ts';
import { AsyncMutex, interpretScriptResult, RESULT_END, RESULT_START } from './script-executor.ts';

describe('reading what a CODESYS command printed', () => {
  it('takes the result data from between the markers and keeps the other lines as the log', () => {
    const output = ['opening project', RESULT_START, '{"object": {"name": "M\\u00fcller"}}', RESULT_END, 'SCRIPT_SUCCESS', ''].join('\n');
    expect(interpretScriptResult({ exitCode: 0, output, error: '' })).toEqual({ ok: true, data: { object: { name: 'Müller' } }, log: ['opening project'] });
  });

  it('lets SCRIPT_ERROR win, even over exit code 0 and a result block', () => {
    const output = [RESULT_START, '{}', RESULT_END, 'SCRIPT_ERROR: No object named "X" in Application'].join('\r\n');
    expect(interpretScriptResult({ exitCode: 0, output, error: '' })).toMatchObject({ ok: false, message: 'No object named "X" in Application' });
  });

  it('reports an exception by its last traceback line and puts the traceback in the log', () => {
    const error = 'Traceback (most recent call last):\n  File "x.py", line 3, in <module>\nNameError: name \'projekt\' is not defined\n';
    const result = interpretScriptResult({ exitCode: 1, output: '', error });
    expect(result).toMatchObject({ ok: false, message: "The CODESYS script failed: NameError: name 'projekt' is not defined" });
    expect(result.log).toContain('  File "x.py", line 3, in <module>');
  });

  it('fails a successful run without a result block or with unreadable data', () => {
    expect(interpretScriptResult({ exitCode: 0, output: 'SCRIPT_SUCCESS', error: '' })).toMatchObject({ ok: false, message: /without a result/ });
    expect(interpretScriptResult({ exitCode: 0, output: `${RESULT_START}\n{oops\n${RESULT_END}`, error: '' })).toMatchObject({ ok: false, message: /unreadable data/ });
  });

  it('gives a headless script its parameters path right after the __future__ import', () => {
    const script = headlessScript('from __future__ import print_function\nprint(1)\n', '/tmp/x y/p.json');
    expect(script).toBe('from __future__ import print_function\nINTERLOCK_PARAMS_PATH = u"/tmp/x y/p.json"\nprint(1)\n');
  });

  it('decides by the markers first, then the exit code, whichever executor ran the script', () => {
    const data = `${RESULT_START}\n{"ok": 1}\n${RESULT_END}`;
    expect(interpretScriptResult({ exitCode: 0, output: 'SCRIPT_ERROR: no', error: '' })).toMatchObject({ ok: false, message: 'no' });
    expect(interpretScriptResult({ exitCode: 1, output: `${data}\nSCRIPT_SUCCESS`, error: 'The command exited with code 1' })).toMatchObject({ ok: true, data: { ok: 1 } });
    expect(interpretScriptResult({ exitCode: 0, output: data, error: '' })).toMatchObject({ ok: true, data: { ok: 1 } });
    expect(interpretScriptResult({ exitCode: 3, output: data, error: 'The command exited with code 3' })).toMatchObject({
      ok: false,
      message: 'The CODESYS script failed: The command exited with code 3',
    });
  });
});

describe('AsyncMutex', () => {
  it('lets one holder in at a time, in arrival order', async () => {
    const mutex = new AsyncMutex();
    const order: string[] = [];
    const hold = async (name: string, ms: number) => {
      const release = await mutex.acquire();
      order.push(`${name} in`);
      await new Promise((r) => setTimeout(r, ms));
      order.push(`${name} out`);
      release();
    };
    await Promise.all([hold('a', 20), hold('b', 1), hold('c', 1)]);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('drops a waiter that gives up without blocking those behind it, and ignores a second release', async () => {
    const mutex = new AsyncMutex();
    const release = await mutex.acquire();
    const abort = new AbortController();
    const givingUp = mutex.acquire(abort.signal);
    const patient = mutex.acquire();
    abort.abort();
    await expect(givingUp).rejects.toBeInstanceOf(ToolCancelledError);
    release();
    release();
    const next = await patient;
    let third = false;
    void mutex.acquire().then(() => (third = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(third).toBe(false);
    next();
    await new Promise((r) => setTimeout(r, 0));
    expect(third).toBe(true);
  });
});
