// The codesys-plc-files toolset as a module: the PLC's file system and project-source archive. The domain root
// (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { plcFileTools } from './plc-file-tools.ts';
import { PLC_FILE_TEMPLATES } from './plc-file-templates.ts';

const templates = PLC_FILE_TEMPLATES;

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    'plc-files': typeof templates;
  }
}

export const plcFilesToolset: CodesysToolset = {
  id: 'codesys-plc-files',
  folder: 'plc-files',
  templates,
  tools: (context) => plcFileTools(context),
};
