// The codesys-users toolset as a module: the project's users and groups and their rights on objects. The domain root
// (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { userEditReverters, userTools } from './user-tools.ts';
import { objectAccessReverters, objectAccessTools } from './object-access-tools.ts';
import { USER_TEMPLATES } from './user-templates.ts';
import { OBJECT_ACCESS_TEMPLATES } from './object-access-templates.ts';

const templates = { ...USER_TEMPLATES, ...OBJECT_ACCESS_TEMPLATES };

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    users: typeof templates;
  }
}

export const usersToolset: CodesysToolset = {
  id: 'codesys-users',
  folder: 'users',
  templates,
  tools: (context) => [...userTools(context), ...objectAccessTools(context)],
  reverters: ({ services, codesys }) => ({ ...userEditReverters(services, codesys), ...objectAccessReverters(services, codesys) }),
};
