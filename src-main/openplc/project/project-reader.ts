// Reads one OpenPLC project folder the way the editor does and answers the inspection tools. It never writes.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolError } from '../../core/index.ts';
import { contentHash, readFileInside, statInside } from '../../files/index.ts';
import { parsePouSource, type PouSource, type VariableClass } from '../st/pou-source.ts';
import { DeclarationError, readVariables } from '../st/variable-declarations.ts';
import { DataTypeError, inlineDataType, parseDataTypeFile, type DataTypeInfo } from './data-types.ts';
import { readIoConfiguration, type IoConfiguration } from './io-configuration.ts';
import { dataTypeFileEntry, globalVariableEntry, inlineDataTypeEntries, pouEntry, searchEntries, type SearchEntry, type SearchMatch } from './project-search.ts';
import { readProjectDocument, type ProjectDocument, type ProjectType } from './project-document.ts';
import {
  DATA_TYPE_DIR,
  DEVICE_CONFIGURATION_FILE,
  DEVICE_FILE_DIRS,
  LIBRARY_MANIFEST,
  PIN_MAPPING_FILE,
  PROJECT_FILE,
} from './project-layout.ts';
import { compare, listFilesRecursively, scanPous, type ListedFile, type PouFile, type PouIndex } from './pou-index.ts';
import { readExecutionConfiguration, readGlobalVariables, resourceOf } from './resource.ts';

export interface PouContent {
  pou: PouFile;
  bytes: Buffer;
  content: string;
  hash: string;
}

export interface VariableInfo {
  name: string;
  class: VariableClass;
  type: string;
  location: string | null;
  initial_value: string | null;
  documentation: string | null;
}

export type DataTypeSource = 'dt-files' | 'inline-project-json' | 'none';

export interface ProjectFormat {
  data_types: DataTypeSource;
  device_configuration: IoConfiguration['configuration_format'] | 'invalid';
  pin_mapping: IoConfiguration['pin_mapping_format'] | 'invalid';
  execution_configuration_key: 'configuration' | 'configurations' | 'none' | 'invalid';
  legacy_json_pous: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export class ProjectReader {
  /** The project folder's real path (inside the project roots). */
  readonly root: string;
  #index: PouIndex | null = null;
  #cacheIndex = false;

  constructor(root: string) {
    this.root = root;
  }

  /**
   * Reuse the POU index between calls. Only safe while a file watcher invalidates it on every change; lookups still
   * verify that the file exists and rescan on a miss, so a late watcher event costs a rescan, not a wrong answer.
   */
  setIndexCaching(enabled: boolean): void {
    this.#cacheIndex = enabled;
    if (!enabled) this.#index = null;
  }

  invalidate(): void {
    this.#index = null;
  }

  document(): Promise<ProjectDocument> {
    return readProjectDocument(this.root);
  }

  async pouIndex(fresh = false): Promise<PouIndex> {
    if (!fresh && this.#cacheIndex && this.#index) return this.#index;
    const index = await scanPous(this.root);
    if (this.#cacheIndex) this.#index = index;
    return index;
  }

  async structure(): Promise<{ path: string; name: string; type: ProjectType; files: string[]; format: ProjectFormat }> {
    const document = await this.document();
    const index = await this.pouIndex(true);
    const files = new Set<string>([PROJECT_FILE]);
    for (const file of [LIBRARY_MANIFEST, DEVICE_CONFIGURATION_FILE, PIN_MAPPING_FILE]) {
      if ((await statInside(this.root, join(this.root, file)))?.stats.isFile()) files.add(file);
    }
    for (const pou of index.files) files.add(pou.path);
    for (const dir of DEVICE_FILE_DIRS) {
      for (const file of await listFilesRecursively(this.root, dir)) if (file.name.toLowerCase().endsWith('.json')) files.add(file.path);
    }
    for (const file of await this.#dataTypeFiles()) files.add(file.path);
    return { path: this.root, name: document.name, type: document.type, files: [...files].sort(compare), format: await this.#format(document, index) };
  }

  async listPous(): Promise<PouFile[]> {
    await this.document();
    return (await this.pouIndex(true)).listed();
  }

  /** The POU `name` as read tools see it: when several files share the stem, the first listed one. */
  async findPou(name: string): Promise<PouFile> {
    requirePouName(name);
    for (const fresh of this.#cacheIndex ? [false, true] : [true]) {
      const index = await this.pouIndex(fresh);
      const file = index.filesNamed(name)[0];
      if (file && (await statInside(this.root, file.absolutePath))) return file;
    }
    throw await this.#unknownPou(name);
  }

  /** Update-time resolution is strict: a fresh scan, and exactly one file with that stem. */
  async findPouForUpdate(name: string): Promise<PouFile> {
    requirePouName(name);
    const matches = (await this.pouIndex(true)).filesNamed(name);
    if (matches.length === 0) throw await this.#unknownPou(name);
    if (matches.length > 1) {
      throw new ToolError(
        `The POU name "${name}" is ambiguous: ${matches.map((m) => m.path).join(' and ')} share it. Rename or remove one of them in OpenPLC Editor before editing.`,
      );
    }
    return matches[0]!;
  }

  async readPou(name: string): Promise<PouContent> {
    await this.document();
    return this.readPouFile(await this.findPou(name));
  }

  /**
   * Reads a POU file's exact bytes through its real path, which must lie inside the project (a link out of it is
   * treated as a file that is not there, as the listing does).
   */
  async readPouFile(pou: PouFile): Promise<PouContent> {
    const where = `POU "${pou.name}" (${pou.path})`;
    const found = await statInside(this.root, pou.absolutePath);
    if (found === null) throw new ToolError(`Could not read ${where}: it no longer exists in the project. list_pous shows the current POUs.`);
    if (!found.stats.isFile()) throw new ToolError(`${where} is not a regular file, so it cannot be read as a POU`);
    let bytes: Buffer;
    try {
      bytes = await readFile(found.real);
    } catch (err) {
      throw new ToolError(`Could not read ${where}: ${(err as NodeJS.ErrnoException).code ?? 'read error'}`);
    }
    let content: string;
    try {
      content = utf8.decode(bytes);
    } catch {
      throw new ToolError(`${where} is not valid UTF-8 text`);
    }
    return { pou, bytes, content, hash: contentHash(bytes) };
  }

  async parsePou(name: string): Promise<{ read: PouContent; source: PouSource }> {
    const read = await this.readPou(name);
    return { read, source: parsePouSource(read.content, read.pou.language) };
  }

  async listVariables(name: string): Promise<VariableInfo[]> {
    const { read, source } = await this.parsePou(name);
    if (!source.header) {
      throw new ToolError(`Could not read the variables of POU "${name}": ${read.pou.path} does not start with PROGRAM, FUNCTION_BLOCK or FUNCTION`);
    }
    try {
      return readVariables(source).map((v) => ({
        name: v.name,
        class: v.variableClass,
        type: v.type,
        location: v.location,
        initial_value: v.initialValue,
        documentation: v.documentation,
      }));
    } catch (err) {
      if (err instanceof DeclarationError) throw new ToolError(`Could not read the variables of POU "${name}" (${read.pou.path}): ${err.message}`);
      throw err;
    }
  }

  /** `.dt` files when there are any, else the inline list of v4.1–4.2 projects; sorted by name, case-insensitively. */
  async listDataTypes(): Promise<{ data_types: DataTypeInfo[]; source: DataTypeSource }> {
    const document = await this.document();
    const files = await this.#dataTypeFiles();
    let dataTypes: DataTypeInfo[];
    let source: DataTypeSource;
    if (files.length > 0) {
      source = 'dt-files';
      dataTypes = [];
      for (const file of files) dataTypes.push(await this.#readDataTypeFile(file));
    } else {
      const inline = document.data.dataTypes;
      if (inline !== undefined && !Array.isArray(inline)) throw new ToolError('project.json data.dataTypes must be an array');
      dataTypes = (inline ?? []).map((value, index) => inlineDataType(value, index));
      source = dataTypes.length > 0 ? 'inline-project-json' : 'none';
    }
    dataTypes.sort((a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.name, b.name));
    return { data_types: dataTypes, source };
  }

  /** The `.dt` files' texts (TYPE blocks), for the simulator; a file that vanished or is no UTF-8 is left out. */
  async dataTypeTexts(): Promise<Array<{ name: string; text: string }>> {
    const texts: Array<{ name: string; text: string }> = [];
    for (const file of await this.#dataTypeFiles()) {
      const bytes = await readFileInside(this.root, file.absolutePath).catch(() => null);
      if (bytes === null) continue;
      try {
        texts.push({ name: file.path, text: utf8.decode(bytes) });
      } catch {
        // Not text: the simulator names the type it cannot find, if the program uses it.
      }
    }
    return texts;
  }

  async executionConfiguration() {
    return readExecutionConfiguration(await this.document());
  }

  async globalVariables() {
    return readGlobalVariables(await this.document());
  }

  async ioConfiguration(): Promise<IoConfiguration> {
    const document = await this.document();
    if (document.type !== 'plc-project') {
      throw new ToolError(`I/O configuration exists only for plc-project projects; ${document.name} is a ${document.type}`);
    }
    return readIoConfiguration(this.root);
  }

  /** Shallow checks: an unusable project is a ToolError; what is merely legacy or suspicious becomes a warning. */
  async validate(): Promise<{ valid: true; name: string; type: ProjectType; warnings: string[] }> {
    const document = await this.document();
    const index = await this.pouIndex(true);
    const warnings = [...document.legacyNotes];
    for (const path of index.legacyJsonFiles) {
      warnings.push(`${path} is a JSON POU of the mid-2025 format and is not read; open and save the project in OpenPLC Editor v4.1 or newer to convert it`);
    }
    for (const pou of index.listed()) {
      const same = index.filesNamed(pou.name);
      if (same.length > 1) warnings.push(`POU name "${pou.name}" is used by ${same.map((f) => f.path).join(' and ')}; read tools use the first, update_pou refuses the name`);
    }
    for (const pou of index.files) {
      const problem = await this.#declaredNameProblem(pou);
      if (problem) warnings.push(problem);
    }
    const format = await this.#format(document, index);
    if (format.data_types === 'inline-project-json') warnings.push('Data types are stored inline in project.json (v4.1–4.2 format); they are read from there');
    if (format.pin_mapping === 'flat-v4.1') warnings.push(`${PIN_MAPPING_FILE} is the v4.1 flat pin list; it is read as the mapping of the selected board`);
    if (format.device_configuration === 'v4.1') warnings.push(`${DEVICE_CONFIGURATION_FILE} uses the v4.1 keys (communicationConfiguration); only deviceBoard is read`);
    if (format.execution_configuration_key === 'configurations') warnings.push('project.json stores its resource under data.configurations (plural); it is read, but the editor writes data.configuration');
    for (const check of [() => this.listDataTypes(), () => this.ioConfiguration(), () => this.executionConfiguration(), () => this.globalVariables()]) {
      try {
        await check();
      } catch (err) {
        if (!(err instanceof ToolError) || err.message.startsWith('I/O configuration exists only')) continue;
        warnings.push(err.message);
      }
    }
    warnings.push(...(await this.#instanceWarnings(document, index)));
    return { valid: true, name: document.name, type: document.type, warnings };
  }

  /** POU sources, data types and global variables, entry by entry (project-search.ts); never project.json as raw text. */
  async search(pattern: string, options: { regex: boolean; caseSensitive: boolean; maxResults: number }): Promise<{ matches: SearchMatch[]; truncated: boolean }> {
    if (pattern === '') throw new ToolError('pattern must not be empty');
    const document = await this.document();
    const entries: SearchEntry[] = [];
    for (const pou of (await this.pouIndex(true)).files) {
      const text = await this.#searchableText(pou.absolutePath);
      if (text !== null) entries.push(pouEntry(pou.path, pou.name, text));
    }
    const dataTypeFiles = await this.#dataTypeFiles();
    for (const file of dataTypeFiles) {
      const text = await this.#searchableText(file.absolutePath);
      if (text !== null) entries.push(dataTypeFileEntry(file.path, file.name.slice(0, -'.dt'.length), text));
    }
    if (dataTypeFiles.length === 0 && Array.isArray(document.data.dataTypes)) {
      document.data.dataTypes.forEach((value, index) => {
        const info = unlessMalformed(() => inlineDataType(value, index));
        if (info) entries.push(...inlineDataTypeEntries(PROJECT_FILE, info));
      });
    }
    for (const variable of unlessMalformed(() => readGlobalVariables(document)) ?? []) entries.push(globalVariableEntry(PROJECT_FILE, variable));
    return searchEntries(entries, pattern, options);
  }

  /** A file's text, read only through a real path inside the project (a link out of it is not searched); null for binary. */
  async #searchableText(path: string): Promise<string | null> {
    const bytes = await readFileInside(this.root, path);
    if (bytes === null) return null;
    try {
      return utf8.decode(bytes);
    } catch {
      return null;
    }
  }

  async #format(document: ProjectDocument, index: PouIndex): Promise<ProjectFormat> {
    const dataTypeFiles = await this.#dataTypeFiles();
    const inline = Array.isArray(document.data.dataTypes) && document.data.dataTypes.length > 0;
    let io: IoConfiguration | null = null;
    try {
      io = await readIoConfiguration(this.root);
    } catch {
      io = null;
    }
    let executionKey: ProjectFormat['execution_configuration_key'];
    try {
      executionKey = resourceOf(document)?.key ?? 'none';
    } catch {
      executionKey = 'invalid';
    }
    return {
      data_types: dataTypeFiles.length > 0 ? 'dt-files' : inline ? 'inline-project-json' : 'none',
      device_configuration: io?.configuration_format ?? 'invalid',
      pin_mapping: io?.pin_mapping_format ?? 'invalid',
      execution_configuration_key: executionKey,
      legacy_json_pous: index.legacyJsonFiles.length,
    };
  }

  async #declaredNameProblem(pou: PouFile): Promise<string | null> {
    let content: string;
    try {
      content = (await this.readPouFile(pou)).content;
    } catch (err) {
      return (err as Error).message;
    }
    const source = parsePouSource(content, pou.language);
    if (!source.header) return `${pou.path} does not start with PROGRAM, FUNCTION_BLOCK or FUNCTION`;
    if (source.header.name !== pou.name) return `${pou.path} declares "${source.header.name}"; the editor expects the declared name to equal the file name`;
    if (source.header.type !== pou.type) return `${pou.path} declares a ${source.header.keyword.toUpperCase()} but lies in the ${pou.type} folder`;
    return null;
  }

  async #instanceWarnings(document: ProjectDocument, index: PouIndex): Promise<string[]> {
    let execution;
    try {
      execution = readExecutionConfiguration(document);
    } catch {
      return []; // already reported above
    }
    const tasks = new Set(execution.tasks.map((t) => t.name));
    const programs = new Set(index.files.filter((f) => f.type === 'program').map((f) => f.name));
    const warnings: string[] = [];
    for (const instance of execution.program_instances) {
      if (!tasks.has(instance.task)) warnings.push(`Program instance "${instance.name}" runs on task "${instance.task}", which is not configured`);
      if (!programs.has(instance.program)) warnings.push(`Program instance "${instance.name}" runs program "${instance.program}", which has no file in pous/programs`);
    }
    return warnings;
  }

  async #dataTypeFiles(): Promise<ListedFile[]> {
    const files = await listFilesRecursively(this.root, DATA_TYPE_DIR);
    return files.filter((file) => file.name.toLowerCase().endsWith('.dt')).sort((a, b) => compare(a.path, b.path));
  }

  async #readDataTypeFile(file: ListedFile): Promise<DataTypeInfo> {
    const stem = file.name.slice(0, -'.dt'.length);
    try {
      const bytes = await readFileInside(this.root, file.absolutePath);
      if (bytes === null) throw new Error('it no longer exists in the project');
      return parseDataTypeFile(utf8.decode(bytes), stem);
    } catch (err) {
      const why = err instanceof DataTypeError ? err.message : err instanceof TypeError ? 'it is not valid UTF-8 text' : (err as Error).message;
      throw new ToolError(`Could not read data type "${stem}" (${file.path}): ${why}`);
    }
  }

  async #unknownPou(name: string): Promise<ToolError> {
    const similar = (await this.pouIndex(true)).filesNamedIgnoringCase(name).map((f) => f.name);
    const hint = similar.length > 0 ? ` Did you mean ${similar.map((n) => `"${n}"`).join(' or ')}? Names are case-sensitive.` : ' list_pous shows the names.';
    return new ToolError(`No POU named "${name}" in ${this.root}.${hint}`);
  }
}

/** What a malformed part of project.json gives a search: nothing (validate_project names the problem). */
function unlessMalformed<T>(read: () => T): T | null {
  try {
    return read();
  } catch (err) {
    if (err instanceof ToolError) return null;
    throw err;
  }
}

export function requirePouName(name: string): void {
  if (name.trim() === '') throw new ToolError('pou_name must not be empty');
}
