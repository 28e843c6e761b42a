// The exact configuration each desktop agent needs to reach this control center: stdio through `interlock mcp`
// for Claude Desktop (its config file cannot send headers), HTTP with the bearer header for the others.
//
// No snippet contains the token itself. Snippets get copied into files that end up in repositories and
// screenshots, so each one uses the reference its client supports: VS Code prompts once and keeps the value in its
// secret storage (`inputs` with `password: true`), Cursor expands `${env:…}`, Codex reads `bearer_token_env_var`,
// and Claude Code's command line fetches the token from `interlock token --print` when the person runs it, storing
// it in the per-user ~/.claude.json (user scope, never a project's .mcp.json).
import { join } from 'node:path';
import { SETUP_CLIENTS, type SetupClient, type SetupSnippet } from '../../src-shared/contract.ts';

/** The header an HTTP client names its toolsets with (the control center reads it case-insensitively). */
export const TOOLSETS_HEADER_NAME = 'X-MCP-Toolsets';

/** The environment variable the Cursor and Codex snippets read the token from. */
export const TOKEN_ENV_VAR = 'INTERLOCK_MCP_TOKEN';

/**
 * Extra seconds a client should wait beyond the approval timeout: the answer to an approved call still has to run
 * (a compile, a CODESYS round trip) after the person decides.
 */
export const CLIENT_TIMEOUT_MARGIN_SECONDS = 60;

export interface SetupContext {
  mcpUrl: string;
  dataDir: string;
  /** How long a card waits for the person; clients must wait at least this long for a tool result. */
  approvalTimeoutSeconds: number;
  /** The program and arguments that run `interlock` (node + bin, or the packaged app). */
  command: string;
  commandArgs: string[];
  /** Extra environment for that program (ELECTRON_RUN_AS_NODE for the packaged app). */
  commandEnv: Record<string, string>;
  /** The OS the client runs on (the control center's own): it decides the shell syntax in command snippets. */
  platform: NodeJS.Platform;
  /**
   * The toolsets this client should ask for (`a,b` or `all`; `interlock config <client> --toolsets`): the relay's
   * --toolsets, the X-MCP-Toolsets header, or the `toolsets` query parameter where a client sends no headers of
   * its own. Absent: everything the person allows.
   */
  toolsets?: string;
}

export function setupSnippet(client: SetupClient, ctx: SetupContext): SetupSnippet {
  const printToken = tokenCommand(ctx);
  const toolsetHeader: Record<string, string> = ctx.toolsets === undefined ? {} : { [TOOLSETS_HEADER_NAME]: ctx.toolsets };
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
              args: [...ctx.commandArgs, 'mcp', '--data-dir', ctx.dataDir, ...(ctx.toolsets === undefined ? [] : ['--toolsets', ctx.toolsets])],
              ...(Object.keys(ctx.commandEnv).length > 0 ? { env: ctx.commandEnv } : {}),
            },
          },
        }),
      };
    case 'claude-code':
      return {
        client,
        label: 'Claude Code',
        where: `run in a terminal (${ctx.platform === 'win32' ? 'PowerShell' : 'a POSIX shell'}); user scope, so every project reaches the one control center`,
        snippet: `claude mcp add --scope user --transport http interlock ${ctx.mcpUrl} --header "Authorization: Bearer $(${printToken})"${ctx.toolsets === undefined ? '' : ` --header "${TOOLSETS_HEADER_NAME}: ${ctx.toolsets}"`}\n`,
        secretStep: 'The command reads the token when you run it and Claude Code keeps it in your per-user ~/.claude.json; nothing to paste.',
      };
    case 'cursor':
      return {
        client,
        label: 'Cursor',
        where: join('~', '.cursor', 'mcp.json') + ' (or .cursor/mcp.json in a project)',
        snippet: json({ mcpServers: { interlock: { url: ctx.mcpUrl, headers: { Authorization: `Bearer \${env:${TOKEN_ENV_VAR}}`, ...toolsetHeader } } } }),
        secretStep: envVarStep(ctx, printToken, 'Cursor'),
      };
    case 'vscode':
      return {
        client,
        label: 'VS Code',
        where: '.vscode/mcp.json in the workspace (or MCP: Open User Configuration)',
        snippet: json({
          inputs: [{ type: 'promptString', id: 'interlock-token', description: 'Interlock MCP token (from `interlock token --print`)', password: true }],
          servers: { interlock: { type: 'http', url: ctx.mcpUrl, headers: { Authorization: 'Bearer ${input:interlock-token}', ...toolsetHeader } } },
        }),
        secretStep: `VS Code asks for the token once and keeps it in its secret storage; paste the output of \`${printToken}\` when it asks.`,
      };
    case 'codex':
      return {
        client,
        label: 'Codex',
        where: join('~', '.codex', 'config.toml'),
        snippet: [
          '[mcp_servers.interlock]',
          `url = ${tomlString(ctx.toolsets === undefined ? ctx.mcpUrl : `${ctx.mcpUrl}?toolsets=${encodeURIComponent(ctx.toolsets)}`)}`,
          `bearer_token_env_var = ${tomlString(TOKEN_ENV_VAR)}`,
          '# Codex gives up on a tool call after 60 s by default; an approval may wait longer than that.',
          `tool_timeout_sec = ${clientToolTimeoutSeconds(ctx.approvalTimeoutSeconds)}`,
          '',
        ].join('\n'),
        secretStep: envVarStep(ctx, printToken, 'Codex'),
      };
  }
}

export function allSetupSnippets(ctx: SetupContext): SetupSnippet[] {
  return SETUP_CLIENTS.map((client) => setupSnippet(client, ctx));
}

/** How long a client must be willing to wait for one tool result. */
export function clientToolTimeoutSeconds(approvalTimeoutSeconds: number): number {
  return approvalTimeoutSeconds + CLIENT_TIMEOUT_MARGIN_SECONDS;
}

/** How to run this very installation of `interlock` from an agent's config. */
export function interlockCommand(binPath: string): Pick<SetupContext, 'command' | 'commandArgs' | 'commandEnv'> {
  if (process.versions.electron) return { command: process.execPath, commandArgs: [binPath], commandEnv: { ELECTRON_RUN_AS_NODE: '1' } };
  return { command: process.execPath, commandArgs: [binPath], commandEnv: {} };
}

/** The shell command that prints the token, in the syntax of the person's shell (PowerShell on Windows). */
function tokenCommand(ctx: SetupContext): string {
  const words = [ctx.command, ...ctx.commandArgs].map((word) => shellWord(word, ctx.platform));
  const env = Object.entries(ctx.commandEnv);
  if (ctx.platform === 'win32') {
    const setEnv = env.map(([name, value]) => `$env:${name}=${shellWord(value, 'win32')}; `).join('');
    return `${setEnv}& ${words.join(' ')} token --print --data-dir ${shellWord(ctx.dataDir, 'win32')}`;
  }
  const setEnv = env.map(([name, value]) => `${name}=${shellWord(value, ctx.platform)} `).join('');
  return `${setEnv}${words.join(' ')} token --print --data-dir ${shellWord(ctx.dataDir, ctx.platform)}`;
}

function envVarStep(ctx: SetupContext, printToken: string, clientName: string): string {
  const how =
    ctx.platform === 'win32'
      ? `in PowerShell: [Environment]::SetEnvironmentVariable('${TOKEN_ENV_VAR}', (${printToken}), 'User')`
      : `in your shell profile: export ${TOKEN_ENV_VAR}="$(${printToken})"`;
  return `${clientName} reads the token from the environment variable ${TOKEN_ENV_VAR}; set it once for your user account (${how}), then restart ${clientName}.`;
}

/** One shell word: quoted only when it needs to be (single quotes work alike in POSIX shells and PowerShell). */
function shellWord(word: string, platform: NodeJS.Platform): string {
  if (/^[\w@%+=:,./\\-]+$/.test(word) && !(platform === 'win32' && word.includes('@'))) return word;
  return `'${word.replace(/'/g, platform === 'win32' ? "''" : `'\\''`)}'`;
}

function tomlString(value: string): string {
  return JSON.stringify(value);
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
