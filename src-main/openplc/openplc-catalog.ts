// The OpenPLC rows of the MCP catalog besides tools: a POU's source and a project's last diagnostics as resource
// templates (each read is a call of the read-only tool it names, sandbox and queue included), for clients that
// attach resources to a conversation.
import type { McpCatalog } from '../mcp/catalog-definition.ts';

export function openPlcCatalog(): McpCatalog {
  return {
    resourceTemplates: [
      {
        uriTemplate: 'openplc://{project_path}/pous/{pou_name}',
        name: 'openplc-pou',
        title: 'OpenPLC POU source',
        description: 'A POU\'s source as stored (read_pou). project_path as the tools take it, percent-encoded ("bottling-line", or an absolute path with / as %2F)',
        mimeType: 'text/plain',
        viaTool: { tool: 'read_pou', args: (v) => ({ project_path: v.project_path, pou_name: v.pou_name }), text: (r) => String(r.content) },
      },
      {
        uriTemplate: 'openplc://{project_path}/diagnostics',
        name: 'openplc-diagnostics',
        title: 'OpenPLC compile diagnostics',
        description: "What the project's last compile_project reported (get_diagnostics), as JSON",
        mimeType: 'application/json',
        viaTool: { tool: 'get_diagnostics', args: (v) => ({ project_path: v.project_path }), text: (r) => JSON.stringify(r, null, 2) },
      },
    ],
  };
}
