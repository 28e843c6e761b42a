// The exact configuration each desktop agent needs to reach this control center: stdio through `interlock mcp`
// for Claude Desktop (its config file cannot send headers), HTTP with the bearer header for the others.
import { join } from 'node:path';
import { SETUP_CLIENTS, type SetupClient, type SetupSnippet } from '../../src-shared/contract.ts';

export interface SetupContext {
  mcpUrl: string;
  token: string;
  dataDir: string;
  /** The program and arguments that run `interlock` (node + bin, or the packaged app). */
  command: string;
  commandArgs: string[];
  /** Extra environment for that program (ELECTRON_RUN_AS_NODE for the packaged app). */
  commandEnv: Record<string, string>;
}

export function setupSnippet(client: SetupClient, ctx: SetupContext): SetupSnippet {
  const auth = `Bearer ${ctx.token}`;
  switch (client) {
    case 'claude-desktop':
      return {
        client,
        label: 'Claude Desktop',
        where: 'claude_desktop_config.json (Settings → Developer → Edit Config), under "mcpServers"',
        snippet: json({
          mcpServers: {
            interlock: {
              command: ctx.command,
              args: [...ctx.commandArgs, 'mcp', '--data-dir', ctx.dataDir],
              ...(Object.keys(ctx.commandEnv).length > 0 ? { env: ctx.commandEnv } : {}),
            },
          },
        }),
      };
    case 'claude-code':
      return {
        client,
        label: 'Claude Code',
        where: 'run in a terminal',
        snippet: `claude mcp add --transport http interlock ${ctx.mcpUrl} --header "Authorization: ${auth}"`,
      };
    case 'cursor':
      return {
        client,
        label: 'Cursor',
        where: join('~', '.cursor', 'mcp.json') + ' (or .cursor/mcp.json in a project)',
        snippet: json({ mcpServers: { interlock: { url: ctx.mcpUrl, headers: { Authorization: auth } } } }),
      };
    case 'vscode':
      return {
        client,
        label: 'VS Code',
        where: '.vscode/mcp.json in the workspace (or MCP: Open User Configuration)',
        snippet: json({ servers: { interlock: { type: 'http', url: ctx.mcpUrl, headers: { Authorization: auth } } } }),
      };
    case 'codex':
      return {
        client,
        label: 'Codex',
        where: join('~', '.codex', 'config.toml'),
        snippet: `[mcp_servers.interlock]\nurl = "${ctx.mcpUrl}"\nhttp_headers = { "Authorization" = "${auth}" }\n`,
      };
  }
}

export function allSetupSnippets(ctx: SetupContext): SetupSnippet[] {
  return SETUP_CLIENTS.map((client) => setupSnippet(client, ctx));
}

/** How to run this very installation of `interlock` from an agent's config. */
export function interlockCommand(binPath: string): Pick<SetupContext, 'command' | 'commandArgs' | 'commandEnv'> {
  if (process.versions.electron) return { command: process.execPath, commandArgs: [binPath], commandEnv: { ELECTRON_RUN_AS_NODE: '1' } };
  return { command: process.execPath, commandArgs: [binPath], commandEnv: {} };
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
