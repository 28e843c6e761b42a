export { AuditForwarder, type AuditForwardingSettings, type ForwardingStatus } from './audit-forwarder.ts';
export { AUDIT_FORWARD_FOLDER, showForwarding } from './forwarding-diagnostics.ts';
