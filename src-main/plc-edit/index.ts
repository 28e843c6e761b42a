// The PLC edit kit: what OpenPLC's and CODESYS's edit tools share.
export { codeTextField, contentHashField, editTextField, IDENTIFIER } from './edit-fields.ts';
