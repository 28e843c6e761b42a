// The stdio benchmark's floor for a relay: one extra process that only copies bytes between the agent and a server
// it starts (argv), as `interlock mcp` copies them to the control center. Measures what any relay hop costs.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command!, args, { stdio: ['pipe', 'pipe', 'inherit'] });
process.stdin.on('data', (chunk: Buffer) => child.stdin.write(chunk));
process.stdin.on('end', () => child.stdin.end());
child.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
child.on('exit', (code) => process.exit(code ?? 1));
