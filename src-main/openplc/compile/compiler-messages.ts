// Reads compiler diagnostics out of `openplc-cli compile` stderr. Two toolchains print them:
// - STruC++ (current editor): the editor's location `[main / body line 7]` on its own `error: ` line, then
//   STruC++'s `main.st:7:1: error: message` on the next line (without the CLI prefix), where the bracket names the
//   POU and both numbers count from the first line of the body; then a ` N | ` source line, a caret line and maybe
//   a `     | note: …` line, all belonging to that message. Older builds wrote location and header on one line.
// - MatIEC iec2c (v4.1-era builds): `program.st:12-5..12-9: error: message` or `program.st:12: error: message`,
//   with lines of the one generated program.st.
// Anything else the CLI prefixes with `error: ` or `warning: ` is kept as a message without a location.

export type Severity = 'error' | 'warning' | 'info';

export interface CompilerMessage {
  severity: Severity;
  message: string;
  /** The POU a STruC++ location prefix names. */
  pou: string | null;
  section: 'body' | 'variable' | 'variables' | 'interface' | null;
  /** `[pou / body line N]` */
  bodyLine: number | null;
  /** `[pou / variable X]` */
  variable: string | null;
  /** The file a gcc- or MatIEC-style header names, and the position in it. */
  file: string | null;
  line: number | null;
  column: number | null;
}

const CLI_PREFIX = /^(error|warning|info): ?(.*)$/;
const STRUCPP_LOCATION = /^\[([^\]/]+?)\s*(?:\/\s*([^\]]*))?\]\s*(.*)$/;
const GCC_HEADER = /^(.*?):(\d+):(\d+): (error|warning|info): (.*)$/;
const MATIEC_RANGE = /^(.*?):(\d+)-(\d+)\.\.(?:(.*?):)?(\d+)-(\d+): (error|warning): (.*)$/;
const MATIEC_LINE = /^(.*?):(\d+): (error|warning): (.*)$/;
const SOURCE_CONTEXT = /^\s*\d*\s*\|/;
/** `note: …`, or STruC++'s `     | note: …` under the caret. */
const NOTE = /^\s*(?:\|\s*)?(?:(?:error|warning|info): )?note: (.*)$/;
const NOT_A_DIAGNOSTIC = [/^STruC\+\+ compilation failed:?$/, /^\d+ error\(s\) found\. Bailing out!$/, /^iec2c process exited with code \d+$/];

export function parseCompilerMessages(lines: readonly string[]): CompilerMessage[] {
  const messages: CompilerMessage[] = [];
  /** A `[pou / …]` line still waiting for the header line that carries its message. */
  let location: CompilerMessage | null = null;
  const flushLocation = () => {
    if (!location) return;
    location.message = `the compiler reported a problem at ${describeLocation(location)} without a message`;
    messages.push(location);
    location = null;
  };
  for (const raw of lines) {
    const note = NOTE.exec(raw);
    if (note) {
      const previous = messages.at(-1);
      if (previous && !location) previous.message += ` (note: ${note[1]!.trim()})`;
      continue;
    }
    if (SOURCE_CONTEXT.test(raw)) continue;
    const line = raw.trim();
    const prefixed = CLI_PREFIX.exec(line);
    const text = prefixed ? prefixed[2]!.trim() : line;
    if (NOT_A_DIAGNOSTIC.some((pattern) => pattern.test(text))) continue;
    const message = parseOne(text, (prefixed?.[1] as Severity | undefined) ?? null);
    if (!message) continue;
    if (message.pou !== null && message.message === '') {
      flushLocation();
      location = message;
      continue;
    }
    if (location) {
      // The header line after a location line: the message and its severity are the header's.
      messages.push({ ...message, pou: location.pou, section: location.section, bodyLine: location.bodyLine, variable: location.variable, line: message.line ?? location.line });
      location = null;
      continue;
    }
    messages.push(message);
  }
  flushLocation();
  return messages;
}

function describeLocation(message: CompilerMessage): string {
  if (message.section === 'body') return `body line ${message.bodyLine} of ${message.pou}`;
  if (message.section === 'variable') return `variable ${message.variable} of ${message.pou}`;
  return message.pou ?? 'an unknown place';
}

function parseOne(text: string, cliSeverity: Severity | null): CompilerMessage | null {
  const empty: CompilerMessage = { severity: cliSeverity ?? 'error', message: text, pou: null, section: null, bodyLine: null, variable: null, file: null, line: null, column: null };
  let rest = text;
  const location = STRUCPP_LOCATION.exec(text);
  if (location) {
    empty.pou = location[1]!.trim();
    const section = (location[2] ?? '').trim();
    let m: RegExpExecArray | null;
    if ((m = /^body line (\d+)$/i.exec(section))) {
      empty.section = 'body';
      empty.bodyLine = Number(m[1]);
    } else if ((m = /^variable (\S+)$/i.exec(section))) {
      empty.section = 'variable';
      empty.variable = m[1]!;
    } else if ((m = /^variables, line (\d+)$/i.exec(section))) {
      empty.section = 'variables';
      empty.line = Number(m[1]);
    } else if (/^interface$/i.test(section)) {
      empty.section = 'interface';
    }
    rest = location[3]!;
    empty.message = rest;
  }

  let m: RegExpExecArray | null;
  if ((m = MATIEC_RANGE.exec(rest))) {
    return { ...empty, file: m[1]!, line: Number(m[2]), column: Number(m[3]), severity: m[7] as Severity, message: m[8]! };
  }
  if ((m = GCC_HEADER.exec(rest))) {
    return { ...empty, file: m[1]!, line: Number(m[2]), column: Number(m[3]), severity: m[4] as Severity, message: m[5]! };
  }
  if ((m = MATIEC_LINE.exec(rest))) {
    return { ...empty, file: m[1]!, line: Number(m[2]), severity: m[3] as Severity, message: m[4]! };
  }
  if ((m = /^Internal compiler error in file (.+) at line (\d+): (.*)$/.exec(rest))) {
    return { ...empty, message: `Internal compiler error: ${m[3]} (in ${m[1]} at line ${m[2]})` };
  }
  // Without a compiler header, only what the CLI itself marked as an error or warning is a diagnostic; other bare
  // lines (`[validate] …`) are progress.
  return cliSeverity ? empty : null;
}
