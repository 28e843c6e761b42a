// What the code toolset's reads and writes return: the object, its texts and the hash an edit is checked against.
import { z } from 'zod';
import { objectSchema } from '../toolset-kit.ts';

export const codeOutput = z.object({
  object: objectSchema,
  declaration: z.string().nullable().describe('The declaration part, header line included; null if the object has none'),
  implementation: z.string().nullable().describe('The implementation part; null if the object has none'),
  content_hash: z.string().describe('Pass as expected_content_hash to codesys_set_pou_code / codesys_patch_pou'),
});
