// How CODESYS.exe is started: its command line and the spawn options, as pure functions of the platform.
//
// On Windows CODESYS parses the raw command line itself, and .NET-style splitting of separate arguments breaks it,
// so the whole line is built here (`--profile="CODESYS V3.5 SP21"`) and handed over verbatim; no shell is involved,
// so cmd.exe metacharacters (& | % ^) in paths are harmless and the spawned PID is CODESYS itself. Elsewhere (the
// stand-in) each option is one argv element and needs no quoting at all.

export interface CodesysInvocation {
  executablePath: string;
  /** Empty: CODESYS picks its default profile. */
  profile: string;
  /** Empty: not passed. */
  additionalFolder: string;
  runscript: string;
  noUI: boolean;
}

export interface SpawnPlan {
  file: string;
  args: string[];
  /** Windows only: pass `args` unquoted (they are quoted already) with `argv0` as the quoted program name. */
  windowsVerbatimArguments: boolean;
  argv0?: string;
  /** The command line as the process receives it (Windows) or a readable rendering (elsewhere), for logs. */
  display: string;
}

/**
 * Quotes one argument so that CommandLineToArgvW (and the MSVC runtime) read it back unchanged: backslashes are
 * literal except before a quote, where they must be doubled, and a closing quote must not be escaped by a trailing
 * backslash.
 */
export function quoteWindowsArgument(arg: string): string {
  if (arg !== '' && !/[\s"]/.test(arg)) return arg;
  return `"${escapeInsideQuotes(arg)}"`;
}

/** `--name="value"`: the form CODESYS documents for option values with spaces, dashes or slashes. */
export function windowsOption(name: string, value: string): string {
  if (value.includes('"')) throw new Error(`The ${name} value cannot contain a double quote: ${value}`);
  return `--${name}="${escapeInsideQuotes(value)}"`;
}

function escapeInsideQuotes(text: string): string {
  let out = '';
  let backslashes = 0;
  for (const ch of text) {
    if (ch === '\\') {
      backslashes++;
      continue;
    }
    if (ch === '"') {
      out += '\\'.repeat(backslashes * 2 + 1) + '"';
    } else {
      out += '\\'.repeat(backslashes) + ch;
    }
    backslashes = 0;
  }
  // Trailing backslashes precede the closing quote, so they are doubled.
  return out + '\\'.repeat(backslashes * 2);
}

export function codesysSpawnPlan(platform: NodeJS.Platform, invocation: CodesysInvocation): SpawnPlan {
  const options: Array<[string, string]> = [];
  if (invocation.profile) options.push(['profile', invocation.profile]);
  if (invocation.additionalFolder) options.push(['additionalfolder', invocation.additionalFolder]);
  const flags = invocation.noUI ? ['--noUI'] : [];
  if (platform === 'win32') {
    const args = [...options.map(([name, value]) => windowsOption(name, value)), ...flags, windowsOption('runscript', invocation.runscript)];
    const argv0 = quoteWindowsArgument(invocation.executablePath);
    return { file: invocation.executablePath, args, windowsVerbatimArguments: true, argv0, display: [argv0, ...args].join(' ') };
  }
  const args = [...options.map(([name, value]) => `--${name}=${value}`), ...flags, `--runscript=${invocation.runscript}`];
  return { file: invocation.executablePath, args, windowsVerbatimArguments: false, display: [invocation.executablePath, ...args].map(displayPosix).join(' ') };
}

function displayPosix(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
