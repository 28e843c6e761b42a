// Walks the JSON Schemas a server lists and reports what does not port to strict clients and schema converters:
// type arrays (`["string","null"]`) in an input, output values that accept anything or type arrays beyond a nullable
// leaf, objects listed without their fields, references a client cannot resolve on its own, and arguments an agent
// must guess.

export interface SchemaFinding {
  tool: string;
  io: 'input' | 'output';
  /** JSON-pointer-like path inside the schema; '' is the root. */
  path: string;
  problem: string;
}

/** A schema with none of these constrains nothing. */
const CONSTRAINING = ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'not'];

/** What an output's type array may hold besides "null": leaves (mcp-server.ts withNullableLeavesAsTypeArrays). */
const LEAF_TYPES = ['string', 'number', 'integer', 'boolean'];

/**
 * Input: every property at any depth needs a description (the agent fills it in), and no type arrays (function-schema
 * converters reject them). Output: a type array only for a nullable leaf (leaf types and "null", an enum beside it
 * listing null too), no value that accepts anything, extra keys of an object included, and no object listed as a bare
 * `{ type: 'object' }`. Both: a `$ref` only to a def of the same schema (`#/$defs/name`).
 */
export function schemaFindings(tool: string, io: 'input' | 'output', schema: unknown): SchemaFinding[] {
  const findings: SchemaFinding[] = [];
  const report = (path: string, problem: string) => findings.push({ tool, io, path, problem });
  const defs = (typeof schema === 'object' && schema !== null ? (schema as { $defs?: Record<string, unknown> }).$defs : undefined) ?? {};
  const visit = (node: unknown, path: string, isProperty = false) => {
    if (node === true || typeof node !== 'object' || node === null) {
      if (io === 'output' && node !== false) report(path, 'accepts anything');
      return;
    }
    const s = node as Record<string, unknown>;
    if (Array.isArray(s.type) && (io === 'input' || !isNullableLeaf(s))) report(path, `type array ${JSON.stringify(s.type)}`);
    if (io === 'output' && !CONSTRAINING.some((k) => k in s)) report(path, 'accepts anything');
    if (isProperty && io === 'input' && typeof s.description !== 'string') report(path, 'no description');
    if (io === 'output' && s.type === 'object' && !['properties', 'additionalProperties', 'patternProperties'].some((k) => k in s)) report(path, 'object without its fields');
    if (typeof s.$ref === 'string' && !(s.$ref.startsWith('#/$defs/') && s.$ref.slice('#/$defs/'.length) in defs)) report(path, `unresolvable $ref ${s.$ref}`);
    const properties = (s.properties as Record<string, unknown> | undefined) ?? {};
    for (const [name, child] of Object.entries(properties)) visit(child, `${path}/${name}`, true);
    if (s.items !== undefined) visit(s.items, `${path}/items`);
    const extra = s.additionalProperties;
    if (extra !== undefined && extra !== false) visit(extra, `${path}/additionalProperties`);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) (s[key] as unknown[] | undefined)?.forEach((c, i) => visit(c, `${path}/${key}/${i}`));
    for (const [name, def] of Object.entries((s.$defs as Record<string, unknown> | undefined) ?? {})) visit(def, `${path}/$defs/${name}`);
  };
  visit(schema, '');
  return findings;
}

function isNullableLeaf(schema: Record<string, unknown>): boolean {
  const types = schema.type as unknown[];
  const leaves = types.filter((type) => type !== 'null');
  const nullListed = !Array.isArray(schema.enum) || schema.enum.includes(null);
  return types.includes('null') && leaves.length > 0 && leaves.every((type) => LEAF_TYPES.includes(type as string)) && nullListed && !('const' in schema);
}
