// The input fields every PLC edit tool shares, whatever the domain: one shape, one set of rules, visible to clients
// in the tools' JSON Schemas.
import { boundedString, INPUT_LIMITS } from '../mcp/input-limits.ts';
import { CONTENT_HASH_PATTERN } from '../files/index.ts';

/** An IEC 61131-3 identifier: a letter or _, then letters, digits or _. */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The content hash an edit is based on, exactly as the domain's read tool returned it. */
export function contentHashField(readTool: string) {
  return boundedString(80, 'expected_content_hash')
    .regex(CONTENT_HASH_PATTERN, `expected_content_hash must be "sha256:" followed by 64 lowercase hex digits, exactly as ${readTool} returns it`)
    .describe(`content_hash from ${readTool}; refused if changed since`);
}

/** A POU's whole text (or one CODESYS part): at most INPUT_LIMITS.codeChars. */
export function codeTextField(what: string) {
  return boundedString(INPUT_LIMITS.codeChars, what);
}

/** What a find/replace edit looks for or puts in its place. */
export function editTextField(what: string) {
  return boundedString(INPUT_LIMITS.codeChars, what);
}
