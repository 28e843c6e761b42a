// The PLC edit kit: what OpenPLC's and CODESYS's edit tools share.
export { contentHashField, IDENTIFIER } from './edit-fields.ts';
