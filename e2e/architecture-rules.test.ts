// The architecture rules are enforced by the lint configuration, not by convention: prove the rules bite.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('architecture lint rules', () => {
  it('keep Node and Electron out of the renderer, and main\'s code too', async () => {
    expect(await violations('src-renderer/src/probe.ts', "import { readFile } from 'node:fs';\nvoid readFile;\n")).toEqual([expect.stringMatching(/no Node modules/)]);
    expect(await violations('src-renderer/src/probe.ts', "import { ipcRenderer } from 'electron';\nvoid ipcRenderer;\n")).toEqual([expect.stringMatching(/InterlockBridge/)]);
    expect(await violations('src-renderer/src/probe.ts', "import { createCore } from '../../src-main/core/index.ts';\nvoid createCore;\n")).toEqual([
      expect.stringMatching(/only src-shared/),
    ]);
    expect(await violations('src-renderer/src/probe.ts', "import { applyAppEvent } from '../../src-shared/app-events.ts';\nvoid applyAppEvent;\n")).toEqual([]);
  });

  it('let only the Electron shell and the preload import electron', async () => {
    const code = "import { app } from 'electron';\nvoid app;\n";
    expect(await violations('src-main/core/probe.ts', code)).toEqual([expect.stringMatching(/Only src-main\/electron/)]);
    expect(await violations('src-main/mcp/probe.ts', code)).toEqual([expect.stringMatching(/Only src-main\/electron/)]);
    expect(await violations('src-main/electron/probe.ts', code)).toEqual([]);
    expect(await violations('src-preload/probe.ts', code)).toEqual([]);
  });

  it('keep the shared contract runtime-neutral', async () => {
    expect(await violations('src-shared/probe.ts', "import { join } from 'node:path';\nvoid join;\n")).toEqual([expect.stringMatching(/renderer too/)]);
    expect(await violations('src-shared/probe.ts', "import { Core } from '../src-main/core/index.ts';\nvoid Core;\n")).toEqual([expect.stringMatching(/nothing but zod/)]);
  });
});
