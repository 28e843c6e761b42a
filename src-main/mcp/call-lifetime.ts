// How long anyone can receive a call's answer. The SDK aborts `ctx.mcpReq.signal` on notifications/cancelled and
// when the transport closes (stdio connection, 2025-era session deleted or expired, a 2026-07-28 request whose
// client went away); a 2025-era POST whose response stream the client dropped only shows on the HTTP request's own
// signal. Either way the call is aborted with a ToolCancelledError that says, in words for the approval card, why
// the agent is gone.
import type { ServerContext } from '@modelcontextprotocol/server';
import { ToolCancelledError } from '../core/index.ts';

export function callLifetimeSignal(ctx: ServerContext): AbortSignal {
  const controller = new AbortController();
  const request = ctx.mcpReq.signal;
  const http = (ctx.http as { req?: { signal?: AbortSignal } } | undefined)?.req?.signal;
  const onRequestAbort = () => controller.abort(new ToolCancelledError(leftReason(request.reason)));
  const onHttpAbort = () => controller.abort(new ToolCancelledError('the HTTP request that carried the call closed before the answer'));
  if (request.aborted) onRequestAbort();
  else if (http?.aborted) onHttpAbort();
  else {
    request.addEventListener('abort', onRequestAbort, { once: true });
    http?.addEventListener('abort', onHttpAbort, { once: true });
  }
  return controller.signal;
}

function leftReason(reason: unknown): string {
  // notifications/cancelled carries the client's own reason (a string, e.g. "Request timed out"), or none (the
  // platform's AbortError); a closed transport aborts with the SDK's "Connection closed" error.
  if (typeof reason === 'string') return `the agent cancelled the call${reason ? ` (${reason.slice(0, 120)})` : ''}`;
  if (reason instanceof Error && reason.name !== 'AbortError') return "the agent's connection or session closed";
  return 'the agent cancelled the call';
}
