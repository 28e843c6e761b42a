// What Settings shows next to the OpenPLC fields that cannot work on this machine.
import type { Settings } from '../../../src-shared/settings-schema.ts';
import { cliPathProblem, nodeCliHost, type CliHost } from './cli-command.ts';

export async function checkOpenPlcSettings(settings: Settings, host: CliHost = nodeCliHost()): Promise<Record<string, string>> {
  const problem = await cliPathProblem(settings.openplc.cliPath, host);
  return problem ? { 'openplc.cliPath': `${problem} Compiling will fail until this is fixed.` } : {};
}
