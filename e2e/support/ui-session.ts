// A scripted "person at the Interlock window": logs in through the one-time link, keeps the event stream open
// (so the gate knows a UI is attached) and answers approval cards through the same API the UI uses.
import type { AppEvent } from '../../src-shared/app-events.ts';
import type { PendingApproval } from '../../src-shared/app-state.ts';
import type { ApprovalDecision, InvokeChannel, InvokeRequest, InvokeResponse, InvokeResult } from '../../src-shared/contract.ts';

export class UiSession {
  readonly baseUrl: string;
  readonly cookie: string;
  readonly events: AppEvent[] = [];
  readonly #abort = new AbortController();
  readonly #waiters = new Set<() => void>();

  private constructor(baseUrl: string, cookie: string) {
    this.baseUrl = baseUrl;
    this.cookie = cookie;
  }

  static async login(loginUrl: string): Promise<UiSession> {
    const response = await fetch(loginUrl, { redirect: 'manual' });
    if (response.status !== 303) throw new Error(`login failed with ${response.status}`);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    return new UiSession(new URL(loginUrl).origin, cookie);
  }

  async invoke<C extends InvokeChannel>(channel: C, request: InvokeRequest<C>): Promise<InvokeResponse<C>> {
    const response = await fetch(`${this.baseUrl}/api/invoke/${channel}`, {
      method: 'POST',
      headers: { cookie: this.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    const result = (await response.json()) as InvokeResult<C>;
    if (!result.ok) throw new Error(result.error);
    return result.value as InvokeResponse<C>;
  }

  /** Opens /api/events; resolves once the stream is connected (the UI counts as attached from then on). */
  async attach(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/events`, { headers: { cookie: this.cookie }, signal: this.#abort.signal });
    if (!response.ok || !response.body) throw new Error(`event stream failed with ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = frame.split('\n').find((l) => l.startsWith('data: '));
            if (data) {
              this.events.push(JSON.parse(data.slice(6)) as AppEvent);
              for (const waiter of this.#waiters) waiter();
            }
          }
        }
      } catch {
        // closed
      }
    })();
  }

  async nextApproval(timeoutMs = 20_000): Promise<PendingApproval> {
    const find = () => {
      const removed = new Set(this.events.flatMap((e) => (e.type === 'approval.removed' ? [e.approvalId] : [])));
      for (const e of this.events) if (e.type === 'approval.requested' && !removed.has(e.approval.id)) return e.approval;
      return undefined;
    };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no approval card arrived')), timeoutMs);
      const check = () => {
        const found = find();
        if (found) {
          clearTimeout(timer);
          this.#waiters.delete(check);
          resolve(found);
        }
      };
      this.#waiters.add(check);
      check();
    });
  }

  async answerNext(decision: ApprovalDecision): Promise<PendingApproval> {
    const card = await this.nextApproval();
    await this.invoke('approval:decide', { approvalId: card.id, decision });
    return card;
  }

  close(): void {
    this.#abort.abort();
  }
}
