// `data.configuration.resource` of project.json: tasks, program instances and resource-level globals.
import { ToolError } from '../../core/index.ts';
import { isObject, type ProjectDocument } from './project-document.ts';

export interface ExecutionTask {
  name: string;
  triggering: 'Cyclic' | 'Interrupt';
  /** The stored IEC TIME string for a cyclic task; null for an interrupt task (its stored interval means nothing). */
  interval: string | null;
  priority: number;
}

export interface ProgramInstance {
  name: string;
  task: string;
  program: string;
}

export interface GlobalVariable {
  name: string;
  class: 'global';
  type: string;
  location: string | null;
  initial_value: string | null;
  documentation: string | null;
}

interface Resource {
  value: Record<string, unknown>;
  /** `configuration` (what the editor writes) or the renderer's in-memory plural that some tools saved. */
  key: 'configuration' | 'configurations';
}

/** The resource object, or null when the project has no execution configuration. */
export function resourceOf(document: ProjectDocument): Resource | null {
  for (const key of ['configuration', 'configurations'] as const) {
    const configuration = document.data[key];
    if (configuration === undefined || configuration === null) continue;
    if (!isObject(configuration)) throw new ToolError(`project.json data.${key} must be an object`);
    const resource = configuration.resource;
    if (resource === undefined || resource === null) return null;
    if (!isObject(resource)) throw new ToolError(`project.json data.${key}.resource must be an object`);
    return { value: resource, key };
  }
  return null;
}

export function readExecutionConfiguration(document: ProjectDocument): { tasks: ExecutionTask[]; program_instances: ProgramInstance[] } {
  const resource = resourceOf(document);
  if (!resource) return { tasks: [], program_instances: [] };
  const where = `project.json data.${resource.key}.resource`;
  const tasks = arrayField(resource.value, 'tasks', where).map((task, index): ExecutionTask => {
    const at = `${where}.tasks[${index}]`;
    if (!isObject(task)) throw new ToolError(`${at} must be an object`);
    const name = stringField(task, 'name', at);
    if (task.triggering !== 'Cyclic' && task.triggering !== 'Interrupt') throw new ToolError(`${at}.triggering must be "Cyclic" or "Interrupt"`);
    const interval = stringField(task, 'interval', at);
    if (typeof task.priority !== 'number' || !Number.isInteger(task.priority)) throw new ToolError(`${at}.priority must be an integer`);
    return { name, triggering: task.triggering, interval: task.triggering === 'Cyclic' ? interval : null, priority: task.priority };
  });
  const instances = arrayField(resource.value, 'instances', where).map((instance, index): ProgramInstance => {
    const at = `${where}.instances[${index}]`;
    if (!isObject(instance)) throw new ToolError(`${at} must be an object`);
    return { name: stringField(instance, 'name', at), task: stringField(instance, 'task', at), program: stringField(instance, 'program', at) };
  });
  return { tasks, program_instances: instances };
}

export function readGlobalVariables(document: ProjectDocument): GlobalVariable[] {
  const resource = resourceOf(document);
  if (!resource) return [];
  const where = `project.json data.${resource.key}.resource`;
  return arrayField(resource.value, 'globalVariables', where).map((variable, index) => {
    const at = `${where}.globalVariables[${index}]`;
    if (!isObject(variable)) throw new ToolError(`${at} must be an object`);
    const name = stringField(variable, 'name', at);
    return {
      name,
      class: 'global' as const,
      type: variableTypeText(variable.type, `${at}.type`),
      location: optionalText(variable.location, `${at}.location`),
      initial_value: optionalText(variable.initialValue, `${at}.initialValue`),
      documentation: optionalText(variable.documentation, `${at}.documentation`),
    };
  });
}

/**
 * The declared type of a stored variable as text, case kept as stored (v4.1 files say `bool`, newer ones `BOOL`).
 * Arrays carry display text in `value`; older files only have `data.baseType` and `data.dimensions`.
 */
export function variableTypeText(type: unknown, at: string): string {
  if (typeof type === 'string' && type.trim()) return type.trim();
  if (!isObject(type)) throw new ToolError(`${at} must be an object with "definition" and "value"`);
  if (typeof type.value === 'string' && type.value.trim()) return type.value.trim();
  if (type.definition === 'array' && isObject(type.data)) {
    const base = isObject(type.data.baseType) ? type.data.baseType.value : undefined;
    const dimensions = Array.isArray(type.data.dimensions)
      ? type.data.dimensions.map((d) => (isObject(d) && typeof d.dimension === 'string' ? d.dimension.trim() : ''))
      : [];
    if (typeof base === 'string' && base.trim() && dimensions.length > 0 && dimensions.every(Boolean)) {
      return `ARRAY [${dimensions.join(', ')}] OF ${base.trim()}`;
    }
  }
  throw new ToolError(`${at}.value must name the type`);
}

/** Empty strings and null mean "not set" in stored projects. */
export function optionalText(value: unknown, at: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ToolError(`${at} must be a string or null`);
  return value.trim() || null;
}

function arrayField(object: Record<string, unknown>, key: string, where: string): unknown[] {
  const value = object[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ToolError(`${where}.${key} must be an array`);
  return value;
}

function stringField(object: Record<string, unknown>, key: string, at: string): string {
  const value = object[key];
  if (typeof value !== 'string') throw new ToolError(`${at}.${key} must be a string`);
  return value;
}
