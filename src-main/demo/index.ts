export { seedDemoWorkspace, demoSettings, demoWorkspaceDir } from './demo-workspace.ts';
