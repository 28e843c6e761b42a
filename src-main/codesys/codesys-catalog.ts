// The CODESYS rows of the MCP catalog besides tools: an object's text and the last build's messages as resource
// templates (each read is a call of the read-only tool it names, through the one CODESYS's queue), and a prompt
// that teaches the safe edit loop on a CODESYS project, the PLC included.
import { ToolError } from '../core/index.ts';
import type { McpCatalog } from '../mcp/catalog-definition.ts';

/** Declaration and implementation as one text, as the IDE shows them one above the other. */
function objectText(result: Record<string, unknown>): string {
  return [result.declaration, result.implementation].filter((part): part is string => typeof part === 'string').join('\n');
}

const SAFE_CODESYS_EDIT_TEXT =
  'Work on the CODESYS project through Interlock like this: codesys_open_project, then codesys_get_project_structure to find the objects; ' +
  'read each object you will change with codesys_read_pou and keep its content_hash; make the smallest edit (codesys_patch_pou for a few lines, ' +
  'codesys_set_pou_code for a rewrite) passing that hash as expected_content_hash; the person approves every change in Interlock, so say in one ' +
  'sentence why each is needed; if a call is denied, stop and ask rather than retry. Then codesys_compile_project and fix every error ' +
  'codesys_get_compile_messages lists before you report the change done. Anything that changes a running PLC (login with download, start, stop, ' +
  'writes, forces) asks the person every time: do it only when the goal needs it, and say what the machine will do.';

export function codesysCatalog(): McpCatalog {
  return {
    resourceTemplates: [
      {
        uriTemplate: 'codesys://{project_path}/objects/{object_path}',
        name: 'codesys-object',
        title: 'CODESYS object text',
        description: "A POU's, DUT's or GVL's declaration and implementation (codesys_read_pou). Both paths percent-encoded: \"Packaging.project\", \"Application%2FPLC_PRG\"",
        mimeType: 'text/plain',
        viaTool: { tool: 'codesys_read_pou', args: (v) => ({ project_path: v.project_path, object_path: v.object_path }), text: objectText },
      },
      {
        uriTemplate: 'codesys://{project_path}/messages',
        name: 'codesys-messages',
        title: 'CODESYS build messages',
        description: "The messages of the project's last build (codesys_get_compile_messages), as JSON",
        mimeType: 'application/json',
        viaTool: { tool: 'codesys_get_compile_messages', args: (v) => ({ project_path: v.project_path }), text: (r) => JSON.stringify(r, null, 2) },
      },
    ],
    prompts: [
      {
        name: 'safe_codesys_edit',
        title: 'Change a CODESYS project safely through Interlock',
        description: 'The open → read → edit → compile → check loop on a CODESYS project, and when the running PLC is touched, for a goal you describe',
        arguments: [
          { name: 'goal', description: 'What the change should achieve', required: true },
          { name: 'project_path', description: 'The CODESYS project file, if you know it', required: false },
        ],
        get: ({ goal, project_path: projectPath }) => {
          if (goal === undefined || goal.trim() === '') throw new ToolError('The safe_codesys_edit prompt needs a goal');
          const project = projectPath ? `\nProject: ${projectPath}` : '';
          return [{ role: 'user', content: { type: 'text', text: `Goal: ${goal}${project}\n\n${SAFE_CODESYS_EDIT_TEXT}` } }];
        },
      },
    ],
  };
}
