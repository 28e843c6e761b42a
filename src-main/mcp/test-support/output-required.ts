// Walks a tool's zod output schema beside the JSON Schema tools/list shows for it and reports every listed object
// whose `required` is not exactly the fields a result always has. What is always there comes from zod itself (a
// field whose output is not optional: plain or nullable), not from the JSON Schema conversion under test. A default,
// catch or transform in an output is reported too: the server sends the handler's own value (mcp-server.ts
// callTool), which zod's parse accepts without the defaulted field that zod's output schema lists as required.
import type { z } from 'zod';

export interface RequiredFinding {
  tool: string;
  /** JSON-pointer-like path inside the listed schema; '' is the root. */
  path: string;
  problem: string;
}

type Json = Record<string, unknown>;

interface ZodInternals {
  _zod: { optout?: 'optional'; def: { type: string } & Record<string, unknown> };
}

/** The listed schema's fields checked against the zod schema's, at every depth, `$ref`s followed into `$defs`. */
export function requiredFindings(tool: string, output: z.ZodType, listed: Json): RequiredFinding[] {
  const findings: RequiredFinding[] = [];
  const defs = (listed.$defs as Record<string, Json> | undefined) ?? {};
  const report = (path: string, problem: string): void => void findings.push({ tool, path, problem });
  const resolve = (json: Json): Json => (typeof json.$ref === 'string' ? (defs[json.$ref.replace('#/$defs/', '')] ?? {}) : json);
  const walk = (schema: z.ZodType, node: Json, path: string): void => {
    const json = resolve(node);
    const { def } = (schema as unknown as ZodInternals)._zod;
    switch (def.type) {
      case 'default':
      case 'prefault':
      case 'catch':
        report(path, `a ${def.type} in an output: a result without the value passes the server's check but not the listing's required`);
        return walk(def.innerType as z.ZodType, json, path);
      case 'optional':
      case 'readonly':
      case 'nonoptional':
        return walk(def.innerType as z.ZodType, json, path);
      case 'nullable':
        return walk(def.innerType as z.ZodType, withoutNull(json), path);
      case 'pipe':
        if ((def.out as unknown as ZodInternals)._zod.def.type === 'transform') return report(path, 'a transform in an output: the server sends the value before it');
        return walk(def.out as z.ZodType, json, path);
      case 'lazy':
        return walk((def.getter as () => z.ZodType)(), json, path);
      case 'array':
        return walk(def.element as z.ZodType, (json.items as Json | undefined) ?? {}, `${path}/items`);
      case 'record':
        return walk(def.valueType as z.ZodType, (json.additionalProperties as Json | undefined) ?? {}, `${path}/additionalProperties`);
      case 'union': {
        const options = def.options as z.ZodType[];
        // A union of leaves is one type array (mcp-server.ts withNullableLeavesAsTypeArrays): each option against it,
        // so an object or array among them is reported as listed without its fields.
        if (Array.isArray(json.type)) return options.forEach((option, i) => walk(option, json, `${path}/${i}`));
        const branches = ((json.anyOf ?? json.oneOf) as Json[] | undefined) ?? [];
        if (branches.length !== options.length) return report(path, `a union of ${options.length} listed with ${branches.length} branches`);
        return options.forEach((option, i) => walk(option, branches[i]!, `${path}/${i}`));
      }
      case 'object': {
        const shape = def.shape as Record<string, z.ZodType>;
        const properties = json.properties as Record<string, Json> | undefined;
        if (json.type !== 'object' || !properties) return report(path, 'an object listed without its fields');
        const always = Object.keys(shape).filter((key) => (shape[key] as unknown as ZodInternals)._zod.optout !== 'optional');
        const listedRequired = (json.required as string[] | undefined) ?? [];
        if ([...listedRequired].sort().join() !== [...always].sort().join()) report(path, `required ${JSON.stringify(listedRequired)}, always present ${JSON.stringify(always)}`);
        for (const [key, field] of Object.entries(shape)) {
          if (!properties[key]) report(`${path}/${key}`, 'a field the result has is not listed');
          else walk(field, properties[key], `${path}/${key}`);
        }
        return;
      }
      default:
        return;
    }
  };
  walk(output, listed, '');
  return findings;
}

/** A nullable schema's value branch: `anyOf: [X, {type: 'null'}]` without the null (several branches stay an anyOf). */
function withoutNull(json: Json): Json {
  const branches = json.anyOf as Json[] | undefined;
  if (!branches) return json;
  const values = branches.filter((branch) => branch.type !== 'null');
  return values.length === 1 ? values[0]! : { anyOf: values };
}
