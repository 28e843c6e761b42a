// The declarations outside an edited text that its names may refer to: global variables, the variables of global
// variable lists (each in its list's namespace) and the located variables of the project's other POUs, with the IO
// mapping's address where one declares none; and what could not be read, as the card says it.
import type { ImpactRequest, OuterDeclaration } from './impact-request.ts';
import { addInterface, type BlockInterfaces } from './block-interfaces.ts';
import { ParseError, parseUnit, type Declaration, type ParsedUnit } from './st-parser.ts';

export type { OuterDeclaration } from './impact-request.ts';

/** What the declarations outside an edit left unread, as the card says it, or null when they were all read. */
export function unresolvedDeclarations(unreadableLists: readonly string[], skippedLists: readonly string[], unreadUnits: readonly string[]): string | null {
  const unresolved = [...unreadableLists.map((name) => `${name} (not Structured Text the parser reads)`), ...overSizeLimit(skippedLists)];
  const sentences = [
    ...(unresolved.length > 0 ? [`The variables of ${unresolved.length === 1 ? 'the global variable list' : 'the global variable lists'} ${unresolved.join(', ')} were not resolved: their addresses and safety relevance are not shown.`] : []),
    ...(unreadUnits.length > 0 ? [`The declarations of ${unreadUnits.join(', ')} were not read: a safety-relevant signal located there is not recognised by its address.`] : []),
  ];
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/**
 * Every declaration of a project's GVLs and POUs as a running-PLC card reads them, each in its list's or POU's
 * namespace (`GVL_IO.bGuardLock`, `PLC_PRG.xDoor`) with its address (its AT, else the IO mapping's channel) and its
 * documentation (the comment after it, the comments and pragmas above it); and what could not be read, as the
 * card says it. A value the card shows is safety-relevant by any of them located where it is.
 */
export function projectDeclarations(
  request: Pick<ImpactRequest, 'globalLists' | 'skippedGlobalLists' | 'ioMapping' | 'otherUnits' | 'skippedOtherUnits'>,
): { declarations: OuterDeclaration[]; unresolved: string | null } {
  const mapping = request.ioMapping ?? {};
  const lists = globalListDeclarations(request.globalLists ?? [], mapping);
  const declarations = [...lists.declarations];
  const unreadableUnits: string[] = [];
  for (const unit of request.otherUnits ?? []) {
    const parsed = declarationsOf(unit.text);
    if (!parsed) {
      unreadableUnits.push(notStructuredText(unit.name));
      continue;
    }
    for (const d of parsed) {
      const mapped = mapping[`${unit.name}.${d.name}`.toLowerCase()];
      declarations.push({ name: d.name, namespace: unit.name, type: d.type, address: unlocated(d.address) && mapped ? mapped : d.address, documentation: d.documentation });
    }
  }
  return { declarations, unresolved: unresolvedDeclarations(lists.unreadable, request.skippedGlobalLists ?? [], [...unreadableUnits, ...overSizeLimit(request.skippedOtherUnits)]) };
}

export const overSizeLimit = (names: readonly string[] = []): string[] => names.map((name) => `${name} (over the size limit)`);
const notStructuredText = (name: string): string => `${name} (not Structured Text the parser reads)`;

/** The declarations of a text, or null when the parser cannot read it. */
function declarationsOf(text: string): Declaration[] | null {
  return unitOf(text)?.declarations ?? null;
}

/** A text as the parser reads it, or null when it cannot. */
function unitOf(text: string): ParsedUnit | null {
  try {
    return parseUnit(text);
  } catch (err) {
    if (!(err instanceof ParseError)) throw err;
    return null;
  }
}

/** No address of its own: none, or `%Q*`/`%I*` left to the IO mapping. */
export const unlocated = (address: string | null): boolean => address === null || address.endsWith('*');

/** The variables of global variable lists, each in its list's namespace, with the IO mapping's address where it declares none. */
export function globalListDeclarations(lists: NonNullable<ImpactRequest['globalLists']>, mapping: Readonly<Record<string, string>>): { declarations: OuterDeclaration[]; unreadable: string[] } {
  const declarations: OuterDeclaration[] = [];
  const unreadable: string[] = [];
  for (const list of lists) {
    const parsed = declarationsOf(list.declaration);
    if (!parsed) {
      unreadable.push(list.name);
      continue;
    }
    for (const d of parsed) {
      if (d.block !== 'VAR_GLOBAL') continue;
      const mapped = mapping[`${list.name}.${d.name}`.toLowerCase()];
      declarations.push({ name: d.name, namespace: list.name, type: d.type, address: unlocated(d.address) && mapped ? mapped : d.address, documentation: d.documentation });
    }
  }
  return { declarations, unreadable };
}

/**
 * The located variables of the project's other POUs, and those the parser cannot read: a safety signal located there
 * is not known by its address, so the report names them as unresolved (fail closed). Also the interfaces of their
 * function blocks and programs: a member of an instance of one is that block's declaration (`block-interfaces.ts`).
 */
export function locatedIn(units: NonNullable<ImpactRequest['otherUnits']>): { located: OuterDeclaration[]; unreadable: string[]; interfaces: BlockInterfaces } {
  const located: OuterDeclaration[] = [];
  const unreadable: string[] = [];
  const interfaces: BlockInterfaces = new Map();
  for (const unit of units) {
    const parsed = unitOf(unit.text);
    if (parsed) {
      located.push(...parsed.declarations.filter((d) => d.address !== null));
      addInterface(interfaces, parsed);
    } else unreadable.push(notStructuredText(unit.name));
  }
  return { located, unreadable, interfaces };
}

/** A global is named plainly and, in its list's namespace, qualified. */
export function globalKeys(g: OuterDeclaration): string[] {
  return [g.name.toLowerCase(), ...(g.namespace ? [`${g.namespace}.${g.name}`.toLowerCase()] : [])];
}
