// `interlock <command>`: the headless control center, the stdio MCP relay agents launch, and the small helpers
// a person needs to connect agents. Everything it prints on stdout for `mcp` is protocol; logs go to stderr. This
// module loads only what `interlock mcp` needs: the relay runs beside every agent for as long as it works, and the
// other commands' modules (cli-commands.ts: zod, the Settings and UI schemas, the core) cost it CPU on every call
// (a larger heap to scavenge), so they are imported by the commands that use them.
import { parseArgs } from 'node:util';
import { resolveDataDir } from './core/data-dir.ts';
import { interlockBinPath } from './files/package-root.ts';
import { runStdioRelay, spawnDetachedControlCenter } from './mcp/stdio-relay.ts';
import { parseToolsetRequest } from './mcp/toolsets.ts';

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        port: { type: 'string' },
        demo: { type: 'boolean', default: false },
        'no-login-link': { type: 'boolean', default: false },
        rotate: { type: 'boolean', default: false },
        print: { type: 'boolean', default: false },
        lines: { type: 'string' },
        follow: { type: 'boolean', default: false },
        toolsets: { type: 'string' },
        json: { type: 'boolean', default: false },
        project: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${(await import('./cli-commands.ts')).USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log((await import('./cli-commands.ts')).USAGE);
    return command || values.help ? 0 : 2;
  }
  const dataDir = resolveDataDir(values['data-dir']);
  if ((command === 'mcp' || command === 'config') && values.toolsets !== undefined && !checkToolsets(values.toolsets)) return 2;
  if (command === 'mcp') {
    return runStdioRelay({ dataDir, startControlCenter: () => spawnDetachedControlCenter(interlockBinPath(), dataDir), ...(values.toolsets !== undefined ? { toolsets: values.toolsets } : {}) });
  }
  const { runCommand } = await import('./cli-commands.ts');
  return runCommand(command, rest, values, dataDir, argv);
}

/** A --toolsets value the control center would refuse is an error here, with the ids it knows. */
function checkToolsets(text: string): boolean {
  try {
    parseToolsetRequest(text);
    return true;
  } catch (err) {
    console.error(`--toolsets: ${(err as Error).message}`);
    return false;
  }
}
