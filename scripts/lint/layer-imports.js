// The layer rule of eslint.config.js as one ESLint rule, in the manner of VS Code's `code-import-patterns`:
// every import form counts (static imports and re-exports, `import type`, `import()` expressions, `require()` and
// `import('…')` types), each specifier is resolved to the file it names before the folder rules are applied, and a
// file that no rule covers is an error in itself. A dynamic import whose specifier is computed cannot be checked, so
// it is refused where a rule applies.
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** What a specifier names: a file of the repository (posix path from the root) or a package. */
export function resolveSpecifier(root, fromFile, specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const file = relative(root, resolve(dirname(fromFile), specifier)).split(sep).join('/');
    return { kind: 'file', path: file };
  }
  return { kind: builtins.has(specifier) ? 'builtin' : 'package', name: specifier };
}

/**
 * `policy.zoneOf(path)` gives the rule of a file (a posix path from the root) or null when none covers it;
 * `policy.check(zone, target)` gives the message of a forbidden import, or null.
 */
export function layerImportsPlugin(root, policy) {
  return {
    rules: {
      layers: {
        meta: { type: 'problem', schema: [], docs: { description: 'Each file imports only what its layer rule allows; every file is under a rule.' } },
        create(context) {
          const file = relative(root, context.filename).split(sep).join('/');
          const zone = policy.zoneOf(file);
          const check = (node, specifierNode) => {
            if (!zone || zone.kind === 'tooling') return;
            const specifier = literalText(specifierNode);
            if (specifier === null) {
              context.report({ node, message: `A computed import specifier cannot be checked against the layer rules (${zone.name}): import a literal path.` });
              return;
            }
            const message = policy.check(zone, resolveSpecifier(root, context.filename, specifier));
            if (message) context.report({ node, message });
          };
          return {
            Program(node) {
              if (!zone) context.report({ node, message: `No layer rule covers ${file}: give it one in eslint.config.js (LAYERS, or the zones beside it).` });
            },
            ImportDeclaration: (node) => check(node, node.source),
            ExportNamedDeclaration: (node) => node.source && check(node, node.source),
            ExportAllDeclaration: (node) => check(node, node.source),
            ImportExpression: (node) => check(node, node.source),
            TSImportType: (node) => check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
            CallExpression(node) {
              if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) check(node, node.arguments[0]);
            },
          };
        },
      },
    },
  };
}

/** The text of a string literal or a template literal without expressions; null for anything computed. */
function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}
