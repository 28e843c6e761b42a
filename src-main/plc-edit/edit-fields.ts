// The input fields every PLC edit tool shares, whatever the domain: one shape, one set of rules, visible to clients
// in the tools' JSON Schemas.
import { z } from 'zod';
import { CONTENT_HASH_PATTERN } from '../files/index.ts';

/** An IEC 61131-3 identifier: a letter or _, then letters, digits or _. */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The content hash an edit is based on, exactly as the domain's read tool returned it. */
export function contentHashField(readTool: string) {
  return z
    .string()
    .regex(CONTENT_HASH_PATTERN, `expected_content_hash must be "sha256:" followed by 64 lowercase hex digits, exactly as ${readTool} returns it`)
    .describe(`The content_hash from ${readTool}: the edit is refused if the content changed since.`);
}
