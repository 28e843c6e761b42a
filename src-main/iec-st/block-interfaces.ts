// The interface of each function block and program whose text the analysis reads (the edited objects and the
// project's other POUs): its inputs, outputs and in-outs. A member of an instance of one (`TRANSX.IN_Limit_Pos` where
// `TRANSX : FB_MotionAxis`) is that block's declaration of it, its comments included (`IN_Limit_Pos : BOOL; // safety
// limit switch`): IEC 61131-3 gives the caller's argument the meaning the block's declaration gives the input.
import type { Declaration, ParsedUnit } from './st-parser.ts';

/** Block or program name, lower case → its interface's declarations by name, lower case. */
export type BlockInterfaces = Map<string, Map<string, Declaration>>;

const INTERFACE_BLOCKS = new Set(['VAR_INPUT', 'VAR_OUTPUT', 'VAR_IN_OUT']);

/** Records the interface of a function block or program (nothing for a function, a method, a GVL or a bare body). */
export function addInterface(interfaces: BlockInterfaces, unit: ParsedUnit): void {
  if (!unit.name || !['FUNCTION_BLOCK', 'PROGRAM'].includes(unit.pouKind ?? '')) return;
  const members = interfaces.get(unit.name.toLowerCase()) ?? new Map<string, Declaration>();
  for (const d of unit.declarations) if (INTERFACE_BLOCKS.has(d.block)) members.set(d.name.toLowerCase(), d);
  interfaces.set(unit.name.toLowerCase(), members);
}

/**
 * The declaration of `instance.member` in the interface of the instance's type, or undefined: `typeOf` gives the
 * declared type of the instance (an element of an array of blocks, `aAxis[1].x`, its element type).
 */
export function memberDeclaration(name: string, typeOf: (instance: string) => string | undefined, interfaces: readonly BlockInterfaces[]): Declaration | undefined {
  const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[[^\]]*\])?\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(name);
  if (!m) return undefined;
  const type = typeOf(m[1]!) ?? '';
  const block = (/^ARRAY\s*\[.*\]\s*OF\s+(.+)$/i.exec(type)?.[1] ?? type).trim().toLowerCase();
  for (const found of interfaces) {
    const d = found.get(block)?.get(m[2]!.toLowerCase());
    if (d) return d;
  }
  return undefined;
}
