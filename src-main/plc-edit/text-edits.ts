// Exact-text find/replace edits: one shape and one rule for both domains' patch tools. Each edit's `old` text must
// occur exactly expected_count times (default 1) in the text as the edits before it left it; every occurrence is
// replaced; one failing edit fails the call and nothing is written.
import { z } from 'zod';
import { ToolError } from '../core/index.ts';
import { INPUT_LIMITS } from '../mcp/input-limits.ts';
import { editTextField } from './edit-fields.ts';

/** At most this many edits in one call. */
export const MAX_EDITS = INPUT_LIMITS.edits;

export const textEdit = z.object({
  old: editTextField('old').min(1, '`old` must not be empty: an edit replaces exact text').describe('Exact text to replace, whitespace and line breaks included'),
  new: editTextField('new').describe('Replacement text'),
  expected_count: z.number().int().min(1).optional().describe('How often `old` must occur (default 1); all are replaced'),
});
export type TextEdit = z.infer<typeof textEdit>;

/** The `edits` field of a patch tool: edits of `shape`, applied in order, all or nothing. */
export function textEditList<T extends z.ZodType>(shape: T) {
  return z.array(shape).min(1).max(MAX_EDITS).describe('Applied in order; all or nothing');
}

/**
 * Applies `edits[index]` to `text`, which is what the edits before it left. `where` names the text for the agent
 * ("pous/programs/main.st", "the implementation of PLC_PRG").
 */
export function applyTextEdit(text: string, edit: TextEdit, index: number, where: string): string {
  const expected = edit.expected_count ?? 1;
  const found = countOccurrences(text, edit.old);
  if (found !== expected) {
    const hint =
      found === 0
        ? 'Check whitespace, indentation and line endings against what you read.'
        : 'Include more surrounding text to make it unique, or set expected_count to replace every occurrence.';
    throw new ToolError(`edits[${index}].old occurs ${found} time(s) in ${where} (after the edits before it), expected ${expected}. ${hint} Nothing was changed.`);
  }
  // Bounded before it is built: replacing a short text many times with a long one multiplies the size.
  const projected = text.length + found * (edit.new.length - edit.old.length);
  if (projected > INPUT_LIMITS.codeChars) {
    throw new ToolError(
      `edits[${index}] would make ${where} ${projected} characters long (${found} replacement(s)), more than the ${INPUT_LIMITS.codeChars} allowed. Nothing was changed.`,
    );
  }
  return text.split(edit.old).join(edit.new);
}

function countOccurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count++;
  return count;
}
