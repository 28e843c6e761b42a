// Each client's snippet in the format that client documents, with a reference to the token instead of the token.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SETUP_CLIENTS } from '../../src-shared/contract.ts';
import { allSetupSnippets, clientToolTimeoutSeconds, setupSnippet, TOKEN_ENV_VAR, type SetupContext } from './client-setup.ts';

const posix: SetupContext = {
  mcpUrl: 'http://127.0.0.1:4210/mcp',
  dataDir: '/home/ada/.config/Interlock',
  approvalTimeoutSeconds: 120,
  command: '/usr/bin/node',
  commandArgs: ['/opt/interlock/bin/interlock.js'],
  commandEnv: {},
  platform: 'linux',
};
const windows: SetupContext = {
  ...posix,
  dataDir: 'C:\\Users\\Ada Lovelace\\AppData\\Roaming\\Interlock',
  command: 'C:\\Program Files\\Interlock\\Interlock.exe',
  commandArgs: ['C:\\Program Files\\Interlock\\resources\\app.asar\\bin\\interlock.js'],
  commandEnv: { ELECTRON_RUN_AS_NODE: '1' },
  platform: 'win32',
};

describe('client set-up snippets', () => {
  it('covers every client the UI offers', () => {
    expect(allSetupSnippets(posix).map((s) => s.client)).toEqual([...SETUP_CLIENTS]);
  });

  it('VS Code: an input with password: true, referenced from the header', () => {
    const config = JSON.parse(setupSnippet('vscode', posix).snippet) as {
      inputs: { type: string; id: string; password: boolean }[];
      servers: { interlock: { type: string; url: string; headers: { Authorization: string } } };
    };
    expect(config.inputs).toEqual([expect.objectContaining({ type: 'promptString', id: 'interlock-token', password: true })]);
    expect(config.servers.interlock).toEqual({ type: 'http', url: posix.mcpUrl, headers: { Authorization: 'Bearer ${input:interlock-token}' } });
  });

  it('Cursor: ${env:…} in the header, and the step that sets the variable', () => {
    const snippet = setupSnippet('cursor', posix);
    const config = JSON.parse(snippet.snippet) as { mcpServers: { interlock: { url: string; headers: { Authorization: string } } } };
    expect(config.mcpServers.interlock.headers.Authorization).toBe(`Bearer \${env:${TOKEN_ENV_VAR}}`);
    expect(snippet.secretStep).toContain(`export ${TOKEN_ENV_VAR}="$(/usr/bin/node /opt/interlock/bin/interlock.js token --print --data-dir /home/ada/.config/Interlock)"`);
  });

  it('Codex: bearer_token_env_var and a tool timeout longer than the approval timeout (valid TOML)', () => {
    const { snippet } = setupSnippet('codex', { ...posix, approvalTimeoutSeconds: 300 });
    const parsed = JSON.parse(
      execFileSync('python3', ['-c', 'import json,sys,tomllib; print(json.dumps(tomllib.loads(sys.stdin.read())))'], { input: snippet, encoding: 'utf8' }),
    ) as { mcp_servers: { interlock: Record<string, unknown> } };
    expect(parsed.mcp_servers.interlock).toEqual({ url: posix.mcpUrl, bearer_token_env_var: TOKEN_ENV_VAR, tool_timeout_sec: clientToolTimeoutSeconds(300) });
    expect(clientToolTimeoutSeconds(300)).toBeGreaterThan(300);
    expect(snippet).not.toMatch(/http_headers|bearer_token\s*=/);
  });

  it('Claude Code: user scope, token fetched by the shell when the person runs the command', () => {
    const { snippet } = setupSnippet('claude-code', posix);
    expect(snippet).toBe(
      `claude mcp add --scope user --transport http interlock ${posix.mcpUrl} --header "Authorization: Bearer $(/usr/bin/node /opt/interlock/bin/interlock.js token --print --data-dir /home/ada/.config/Interlock)"\n`,
    );
  });

  it('Windows: PowerShell syntax, quoted paths with spaces, the packaged app run as Node', () => {
    const { snippet } = setupSnippet('claude-code', windows);
    expect(snippet).toContain(
      `$($env:ELECTRON_RUN_AS_NODE=1; & 'C:\\Program Files\\Interlock\\Interlock.exe' 'C:\\Program Files\\Interlock\\resources\\app.asar\\bin\\interlock.js' token --print --data-dir 'C:\\Users\\Ada Lovelace\\AppData\\Roaming\\Interlock')`,
    );
    expect(setupSnippet('codex', windows).secretStep).toContain(`[Environment]::SetEnvironmentVariable('${TOKEN_ENV_VAR}'`);
  });

  it('Claude Desktop: the stdio bridge of this install, with the environment it needs', () => {
    const config = JSON.parse(setupSnippet('claude-desktop', windows).snippet) as { mcpServers: { interlock: { command: string; args: string[]; env: object } } };
    expect(config.mcpServers.interlock).toEqual({ command: windows.command, args: [...windows.commandArgs, 'mcp', '--data-dir', windows.dataDir], env: { ELECTRON_RUN_AS_NODE: '1' } });
  });
});
