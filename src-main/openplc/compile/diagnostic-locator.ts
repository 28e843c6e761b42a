// Turns compiler messages into diagnostics that point at lines of the POU files on disk. STruC++ reports body
// errors relative to the body and names per-POU synthetic files (`main.st`); MatIEC reports lines of the one
// generated `program.st`. Both are mapped back through the POU's own file, whose body starts at the first non-blank
// line after its last END_VAR (the same rule the editor's compiler uses).
import { fileLineOfBodyLine, parsePouSource, type PouSource } from '../st/pou-source.ts';
import { readVariables } from '../st/variable-declarations.ts';
import type { CompilerMessage, Severity } from './compiler-messages.ts';

export interface LocatedDiagnostic {
  severity: Severity;
  message: string;
  pou: string | null;
  /** Project-relative path of the file the line refers to, when known. */
  file: string | null;
  line: number | null;
  column: number | null;
}

export interface DiagnosticSources {
  /** The POU's file (project-relative path) and its parsed source, or null if the project has no such POU. */
  pou(name: string): Promise<{ path: string; source: PouSource } | null>;
  /** A file a compiler names (e.g. `build/<target>/src/program.st`), resolved inside the project; null if absent. */
  compilerFile(file: string): Promise<{ path: string; text: string } | null>;
}

export async function locateDiagnostics(messages: readonly CompilerMessage[], sources: DiagnosticSources): Promise<LocatedDiagnostic[]> {
  const located: LocatedDiagnostic[] = [];
  for (const message of messages) located.push(await locateOne(message, sources));
  return located;
}

async function locateOne(message: CompilerMessage, sources: DiagnosticSources): Promise<LocatedDiagnostic> {
  const base: LocatedDiagnostic = { severity: message.severity, message: message.message, pou: message.pou, file: message.file, line: message.line, column: message.column };
  if (message.pou) {
    const pou = await sources.pou(message.pou);
    if (!pou) return base;
    return { ...base, file: pou.path, ...positionInPou(pou.source, message) };
  }
  if (!message.file || message.line === null) return base;

  // A per-POU synthetic file (`main.st`) has the editor's layout, so its lines are the POU file's lines.
  const synthetic = /^([A-Za-z_]\w*)\.(st|il)$/.exec(message.file.replace(/^.*[\\/]/, ''));
  if (synthetic) {
    const pou = await sources.pou(synthetic[1]!);
    if (pou) return { ...base, pou: synthetic[1]!, file: pou.path };
  }

  const generated = await sources.compilerFile(message.file);
  if (!generated) return base;
  const mapped = mapGeneratedLine(generated.text, message.line);
  if (!mapped) return { ...base, file: generated.path };
  const pou = await sources.pou(mapped.pou);
  if (!pou) return { ...base, file: generated.path, pou: mapped.pou };
  const position =
    mapped.bodyLine !== null
      ? { line: fileLineOfBodyLine(pou.source, mapped.bodyLine), column: message.column }
      : declarationPosition(pou.source, mapped.variable) ?? { line: pou.source.header?.line ?? null, column: null };
  return { ...base, pou: mapped.pou, file: pou.path, ...position };
}

function positionInPou(source: PouSource, message: CompilerMessage): { line: number | null; column: number | null } {
  switch (message.section) {
    case 'body':
      return { line: fileLineOfBodyLine(source, message.bodyLine!) ?? message.line, column: message.column };
    case 'variable': {
      // The header's line counts lines of the editor's copy of the POU; when it agrees with the declaration on disk,
      // its column (e.g. the type) is the more precise one.
      const declared = declarationPosition(source, message.variable);
      if (!declared) return { line: message.line, column: message.column };
      return declared.line === message.line && message.column !== null ? { line: declared.line, column: message.column } : declared;
    }
    default:
      return { line: message.line ?? source.header?.line ?? null, column: message.column };
  }
}

/** Where `variable` is declared in the POU file. */
function declarationPosition(source: PouSource, variable: string | null): { line: number; column: number } | null {
  if (!variable) return null;
  let line: number | undefined;
  try {
    line = readVariables(source).find((v) => v.name.toLowerCase() === variable.toLowerCase())?.line;
  } catch {
    return null; // the declarations do not parse; the compiler's own line is the best we have
  }
  if (line === undefined) return null;
  const text = source.text.split('\n')[line - 1] ?? '';
  const at = new RegExp(`\\b${variable}\\b`, 'i').exec(text);
  return { line, column: at ? at.index + 1 : 1 };
}

/**
 * Which POU of a generated program.st holds `line`, and where: a body line (counted like STruC++ counts them) or
 * the variable declared on that header line. Null for lines outside any POU (CONFIGURATION, TYPE blocks).
 */
export function mapGeneratedLine(text: string, line: number): { pou: string; bodyLine: number | null; variable: string | null } | null {
  const lines = text.split('\n');
  let start = -1;
  let name = '';
  for (let i = 0; i < lines.length; i++) {
    const header = /^\s*(?:PROGRAM|FUNCTION_BLOCK|FUNCTION)\s+([A-Za-z_]\w*)/i.exec(lines[i]!);
    if (header) {
      start = i;
      name = header[1]!;
    }
    if (start === -1 || !/^\s*END_(?:PROGRAM|FUNCTION_BLOCK|FUNCTION)\b/i.test(lines[i]!)) continue;
    if (line - 1 >= start && line - 1 <= i) {
      const segment = parsePouSource(lines.slice(start, i + 1).join('\n'), 'st');
      const segmentLine = line - start;
      if (segment.bodyStartLine !== null && segmentLine >= segment.bodyStartLine) {
        return { pou: name, bodyLine: segmentLine - segment.bodyStartLine + 1, variable: null };
      }
      return { pou: name, bodyLine: null, variable: /^\s*([A-Za-z_]\w*)\s*(?:,|:|AT\b)/i.exec(lines[line - 1] ?? '')?.[1] ?? null };
    }
    start = -1;
  }
  return null;
}
