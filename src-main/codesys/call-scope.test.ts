// Where a CODESYS call works, for "always approve" rules: the project file and the objects its arguments name.
import { describe, expect, it } from 'vitest';
import { codesysCallScope } from './toolset-kit.ts';

const project = 'D:\\Plc\\Line.project';

describe('the scope of a CODESYS call', () => {
  it('names the objects of the project tree the call works on', () => {
    expect(codesysCallScope(project, { project_path: 'Line.project', object_path: 'Application/PLC_PRG', code: 'x' })).toEqual({ project, paths: ['Application/PLC_PRG'] });
    expect(codesysCallScope(project, { project_path: 'Line.project', parent_path: 'Application/Motion', name: 'FB_Axis' })).toEqual({ project, paths: ['Application/Motion'] });
    expect(codesysCallScope(project, { project_path: 'Line.project', object_paths: ['Application/A', 'Application/B'] })).toEqual({ project, paths: ['Application/A', 'Application/B'] });
  });

  it('works on the project as a whole when no object is named', () => {
    expect(codesysCallScope(project, { project_path: 'Line.project' })).toEqual({ project });
    expect(codesysCallScope(project, { project_path: 'Line.project', name: 'FB_New', parent_path: undefined })).toEqual({ project });
  });

  it('counts the new path of a renamed object, so a rename cannot move it out of a covered part', () => {
    expect(codesysCallScope(project, { project_path: 'Line.project', object_path: 'Application/Motion/FB_Axis', new_name: 'FB_Old' })).toEqual({
      project,
      paths: ['Application/Motion/FB_Axis', 'Application/Motion/FB_Old'],
    });
  });

  it('is on no one project when a file on disk or on the PLC is named too', () => {
    expect(codesysCallScope(project, { project_path: 'Line.project', object_path: 'Application', output_path: 'export.xml' })).toBeUndefined();
    expect(codesysCallScope(project, { project_path: 'Line.project', plc_path: 'PlcLogic/x.txt', local_path: 'x.txt' })).toBeUndefined();
  });
});
