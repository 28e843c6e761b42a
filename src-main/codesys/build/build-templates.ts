// The contracts of the build templates (build/templates/*.py): compiling and reading the compile messages.
import { z } from 'zod';
import { compileMessage, openedProject, type TemplateContracts } from '../bridge/templates.ts';

const compiled = z.object({ messages: z.array(compileMessage) });

export const BUILD_TEMPLATES = {
  compile_project: {
    params: z.object(openedProject),
    result: compiled.extend({ application: z.string().nullable() }),
  },
  read_compile_messages: {
    params: z.object(openedProject),
    result: compiled,
  },
} as const satisfies TemplateContracts;
