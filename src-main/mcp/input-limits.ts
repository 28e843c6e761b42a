// Size limits for what an agent may send. Every string and list in every tool's input schema has one (a test walks
// the whole table), so an oversized request is refused by schema validation before any work, with a message that
// names the field and the limit but never echoes the input.
import { z } from 'zod';

export const INPUT_LIMITS = {
  /**
   * The full text of a POU or of one CODESYS part, and the largest text an edit may produce. Real POUs are a few
   * KB and generated ones rarely pass 100 KB; beyond this, checking and diffing would stall the control center.
   */
  codeChars: 256 * 1024,
  /** Find/replace edits in one call. */
  edits: 100,
  /** Names: identifiers, POU and object names, board names. */
  nameChars: 256,
  /** File-system paths and CODESYS object paths. */
  pathChars: 4096,
  /** Search patterns (text or regular expression). */
  patternChars: 1000,
  /** Short lists (interfaces a function block implements, and the like). */
  listItems: 64,
} as const;

/** A string of at most `max` characters; the length is checked first and alone, so nothing echoes a huge input. */
export function boundedString(max: number, what: string) {
  return z.string().max(max, { error: `${what} is too long: at most ${max} characters`, abort: true });
}
