// The text work behind read_pou / set_pou_code / patch_pou, done on Interlock's side so it is testable and the
// approval card shows exactly what will be written: content hashes, keeping the POU header, find/replace edits,
// and the diff of both parts.
import { ToolError } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import { applyTextEdit, type TextEdit } from '../../plc-edit/index.ts';
import type { DiffRequest } from '../../text-diff/index.ts';

export type TextPart = 'declaration' | 'implementation';
export const TEXT_PARTS: readonly TextPart[] = ['declaration', 'implementation'];

/** The two parts of an object's text; null where the object has no such part (a DUT has no implementation). */
export interface ObjectTexts {
  declaration: string | null;
  implementation: string | null;
}

/** The same edit shape as OpenPLC's patch_pou (the PLC edit kit's), plus which part of the object it applies to. */
export interface PartEdit extends TextEdit {
  part: TextPart;
}

/** CODESYS stores LF only (its documents turn CRLF and CR into LF), so edits are compared and hashed that way. */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** One hash over both parts; the JSON array keeps apart where the declaration ends and the implementation begins. */
export function objectContentHash(texts: ObjectTexts): string {
  return contentHash(JSON.stringify([texts.declaration, texts.implementation]));
}

interface Header {
  keyword: string;
  name: string;
  /** Index of the header's line. */
  line: number;
}

const HEADER = /^\s*(PROGRAM|FUNCTION_BLOCK|FUNCTION|METHOD|PROPERTY|INTERFACE|TYPE)\b((?:\s+(?:PUBLIC|PRIVATE|PROTECTED|INTERNAL|ABSTRACT|FINAL)\b)*)\s+([A-Za-z_][A-Za-z0-9_]*)/i;
const SKIPPABLE = /^\s*(?:$|\{[^}]*\}\s*$|\/\/|\(\*.*\*\)\s*$)/;

/** The header line (`FUNCTION_BLOCK FB_Motor EXTENDS FB_Base`), after pragmas and comments; null when there is none. */
export function findHeader(declaration: string): Header | null {
  const lines = declaration.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (SKIPPABLE.test(line)) continue;
    const match = HEADER.exec(line);
    return match ? { keyword: match[1]!.toUpperCase(), name: match[3]!, line: index } : null;
  }
  return null;
}

/**
 * A new declaration must keep the object's header: without one, the current header (with the pragma lines above
 * it) is put back in front; with a different kind or name it is refused, since that would turn the POU into
 * something else (codesys-mcp-toolkit #5: a bare VAR block lost the POU its type).
 */
export function keepHeader(current: string, proposed: string, objectPath: string): { text: string; headerRestored: boolean } {
  const header = findHeader(current);
  if (!header) return { text: proposed, headerRestored: false };
  const proposedHeader = findHeader(proposed);
  if (!proposedHeader) {
    const prefix = current.split('\n').slice(0, header.line + 1).join('\n');
    return { text: `${prefix}\n${proposed}`, headerRestored: true };
  }
  if (proposedHeader.keyword !== header.keyword) {
    throw new ToolError(
      `The new declaration of ${objectPath} starts with ${proposedHeader.keyword}, but the object is a ${header.keyword}; its kind is fixed when it is created. ` +
        `Start the declaration with "${header.keyword} ${header.name}", or leave the header out and Interlock keeps the current one.`,
    );
  }
  if (proposedHeader.name.toLowerCase() !== header.name.toLowerCase()) {
    throw new ToolError(
      `The new declaration of ${objectPath} names ${proposedHeader.name}, but the object is ${header.name}. Rename objects with codesys_rename_object instead.`,
    );
  }
  return { text: proposed, headerRestored: false };
}

/** Applies exact find/replace edits in order, each to the result of those before; any failing edit fails them all. */
export function applyEdits(texts: ObjectTexts, edits: readonly PartEdit[], objectPath: string): ObjectTexts {
  const result: ObjectTexts = { ...texts };
  edits.forEach((edit, index) => {
    const current = result[edit.part];
    if (current === null) throw new ToolError(`edits[${index}]: ${objectPath} has no ${edit.part}. Nothing was changed.`);
    // CODESYS keeps LF only, so an edit written with CRLF still finds its text.
    const normalized = { ...edit, old: normalizeNewlines(edit.old), new: normalizeNewlines(edit.new) };
    result[edit.part] = applyTextEdit(current, normalized, index, `the ${edit.part} of ${objectPath}`);
  });
  return result;
}

/** The diff of each part that changes, for the approval card's bounded diff. None when nothing changes. */
export function objectDiffParts(objectPath: string, before: ObjectTexts, after: ObjectTexts): DiffRequest[] {
  return TEXT_PARTS.filter((part) => (before[part] ?? '') !== (after[part] ?? '')).map((part) => ({
    oldName: `${objectPath} (${part})`,
    newName: `${objectPath} (${part})`,
    before: before[part] ?? '',
    after: after[part] ?? '',
    oldHeader: 'current',
    newHeader: 'proposed',
  }));
}
