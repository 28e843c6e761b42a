// The doctor as a module: what the installed CODESYS offers. Its self test checks the whole tool table and its
// capability guard wraps every row, so the domain root composes it beside the toolsets (its row is codesys-project's).
import { SELF_TEST_TEMPLATES } from './self-test-templates.ts';

export { CapabilityGuard } from './capability-guard.ts';
export { selfTestTools } from './self-test-tool.ts';
export { CAPABILITIES_FILE, formatReport, loadReport, runSelfTest, saveReport, type CapabilityReport } from './codesys-doctor.ts';

export const DOCTOR_TEMPLATES = SELF_TEST_TEMPLATES;

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    doctor: typeof DOCTOR_TEMPLATES;
  }
}
