import { describe, expect, it } from 'vitest';
import { codesysSpawnPlan, quoteWindowsArgument, windowsOption } from './windows-command-line.ts';

/** CommandLineToArgvW's rules (post-2008 MSVC runtime), the way CODESYS and every .NET program split their command line. */
function parseWindowsCommandLine(line: string): string[] {
  const args: string[] = [];
  let current = '';
  let inQuotes = false;
  let started = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '\\') {
      let count = 0;
      while (line[i] === '\\') {
        count++;
        i++;
      }
      if (line[i] === '"') {
        current += '\\'.repeat(Math.floor(count / 2));
        if (count % 2 === 1) current += '"';
        else inQuotes = !inQuotes;
      } else {
        current += '\\'.repeat(count);
        i--;
      }
      started = true;
    } else if (ch === '"') {
      if (inQuotes && line[i + 1] === '"') {
        current += '"';
        i++;
      } else {
        inQuotes = !inQuotes;
      }
      started = true;
    } else if ((ch === ' ' || ch === '\t') && !inQuotes) {
      if (started) args.push(current);
      current = '';
      started = false;
    } else {
      current += ch;
      started = true;
    }
  }
  if (started) args.push(current);
  return args;
}

describe('Windows command line for CODESYS.exe', () => {
  it.each([
    ['plain', 'plain'],
    ['', '""'],
    ['C:\\Program Files\\CODESYS 3.5.21.50\\CODESYS\\Common\\CODESYS.exe', '"C:\\Program Files\\CODESYS 3.5.21.50\\CODESYS\\Common\\CODESYS.exe"'],
    ['C:\\dir with space\\', '"C:\\dir with space\\\\"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['a\\"b c', '"a\\\\\\"b c"'],
  ])('quotes %j as %s, which parses back unchanged', (arg, quoted) => {
    expect(quoteWindowsArgument(arg)).toBe(quoted);
    expect(parseWindowsCommandLine(`x.exe ${quoted}`)).toEqual(['x.exe', arg]);
  });

  it('writes options in the documented --name="value" form and keeps paths with trailing backslashes intact', () => {
    expect(windowsOption('profile', 'CODESYS V3.5 SP21 Patch 5')).toBe('--profile="CODESYS V3.5 SP21 Patch 5"');
    expect(windowsOption('additionalfolder', 'C:\\AF\\Instance\\')).toBe('--additionalfolder="C:\\AF\\Instance\\\\"');
    expect(parseWindowsCommandLine(windowsOption('additionalfolder', 'C:\\AF\\Instance\\'))).toEqual(['--additionalfolder=C:\\AF\\Instance\\']);
  });

  it('refuses a value with a double quote, which no Windows path or profile contains', () => {
    expect(() => windowsOption('profile', 'bad"profile')).toThrow(/cannot contain a double quote/);
  });

  it('builds the persistent launch as a verbatim command line whose program name and options survive parsing', () => {
    const plan = codesysSpawnPlan('win32', {
      executablePath: 'C:\\Program Files\\CODESYS 3.5.21.50\\CODESYS\\Common\\CODESYS.exe',
      profile: 'CODESYS V3.5 SP21 Patch 5',
      additionalFolder: '',
      runscript: 'C:\\Users\\Jürgen Müller\\AppData\\Local\\Temp\\interlock-codesys\\abc\\watcher.py',
      noUI: false,
    });
    expect(plan.windowsVerbatimArguments).toBe(true);
    expect(plan.argv0).toBe('"C:\\Program Files\\CODESYS 3.5.21.50\\CODESYS\\Common\\CODESYS.exe"');
    expect(plan.args).toEqual(['--profile="CODESYS V3.5 SP21 Patch 5"', '--runscript="C:\\Users\\Jürgen Müller\\AppData\\Local\\Temp\\interlock-codesys\\abc\\watcher.py"']);
    expect(parseWindowsCommandLine(plan.display)).toEqual([
      'C:\\Program Files\\CODESYS 3.5.21.50\\CODESYS\\Common\\CODESYS.exe',
      '--profile=CODESYS V3.5 SP21 Patch 5',
      '--runscript=C:\\Users\\Jürgen Müller\\AppData\\Local\\Temp\\interlock-codesys\\abc\\watcher.py',
    ]);
  });

  it('adds --noUI and --additionalfolder for a headless run, and leaves out an empty profile', () => {
    const plan = codesysSpawnPlan('win32', {
      executablePath: 'C:\\CODESYS\\CODESYS.exe',
      profile: '',
      additionalFolder: 'C:\\Program Files\\CODESYS 3.5.19.20\\CODESYS\\AdditionalFolders\\Default',
      runscript: 'C:\\t\\command.py',
      noUI: true,
    });
    expect(parseWindowsCommandLine(plan.display).slice(1)).toEqual([
      '--additionalfolder=C:\\Program Files\\CODESYS 3.5.19.20\\CODESYS\\AdditionalFolders\\Default',
      '--noUI',
      '--runscript=C:\\t\\command.py',
    ]);
  });

  it('passes each option as one unquoted argv element elsewhere', () => {
    const plan = codesysSpawnPlan('linux', {
      executablePath: '/opt/CODESYS 3.5/CODESYS',
      profile: 'CODESYS V3.5 SP21',
      additionalFolder: '',
      runscript: '/tmp/s/watcher.py',
      noUI: false,
    });
    expect(plan).toMatchObject({ file: '/opt/CODESYS 3.5/CODESYS', args: ['--profile=CODESYS V3.5 SP21', '--runscript=/tmp/s/watcher.py'], windowsVerbatimArguments: false });
    expect(plan.argv0).toBeUndefined();
  });
});
