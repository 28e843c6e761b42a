// "A browser wants to control Interlock": while the tray app runs, a valid login link alone does not make a browser
// a UI; the person must also allow it in a UI that is already trusted. The waiting browser holds a claim (an
// HttpOnly cookie) that becomes a session once allowed; the request itself is shown to every UI as app state.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { BrowserLoginRequest, UiActor } from '../../src-shared/app-state.ts';
import type { AppStateStore } from '../core/index.ts';
import { constantTimeEqual } from '../instance/local-token.ts';

export const LOGIN_CLAIM_COOKIE = 'interlock_login_claim';
export const LOGIN_REQUEST_TTL_MS = 2 * 60 * 1000;
/** Unanswered requests kept at once; the oldest is dropped (its browser is told to start over). */
const MAX_PENDING = 10;

export type ClaimState = { status: 'waiting' } | { status: 'allowed'; by: UiActor } | { status: 'refused' };

interface Request {
  public: BrowserLoginRequest;
  claimHash: string;
  answer: { allow: boolean; by: UiActor } | null;
  timer: ReturnType<typeof setTimeout>;
}

export class LoginConsent {
  readonly #store: AppStateStore;
  readonly #now: () => number;
  readonly #requests = new Map<string, Request>();

  constructor(store: AppStateStore, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  /** Opens a request for a browser; returns the claim cookie's value. */
  open(userAgent: string): string {
    while (this.#requests.size >= MAX_PENDING) this.#drop(this.#requests.keys().next().value!);
    const id = randomUUID();
    const secret = randomBytes(24).toString('base64url');
    const requestedAt = this.#now();
    const request: BrowserLoginRequest = { id, userAgent: userAgent.slice(0, 200), requestedAt, expiresAt: requestedAt + LOGIN_REQUEST_TTL_MS };
    const timer = setTimeout(() => this.#drop(id), LOGIN_REQUEST_TTL_MS);
    timer.unref?.();
    this.#requests.set(id, { public: request, claimHash: hash(secret), answer: null, timer });
    this.#store.emit({ type: 'login.requested', request });
    return `${id}.${secret}`;
  }

  /** What the browser holding `claim` may do now. An allowed claim is spent by asking. */
  claim(claim: string | undefined): ClaimState {
    const dot = claim?.indexOf('.') ?? -1;
    const request = dot > 0 ? this.#requests.get(claim!.slice(0, dot)) : undefined;
    if (!request || !constantTimeEqual(hash(claim!.slice(dot + 1)), request.claimHash)) return { status: 'refused' };
    if (request.answer === null) return { status: 'waiting' };
    this.#forget(request.public.id);
    return request.answer.allow ? { status: 'allowed', by: request.answer.by } : { status: 'refused' };
  }

  /** The person's answer, given in a trusted UI. False when the request is gone (answered, expired). */
  decide(requestId: string, allow: boolean, by: UiActor): boolean {
    const request = this.#requests.get(requestId);
    if (!request || request.answer !== null) return false;
    request.answer = { allow, by };
    this.#store.emit({ type: 'login.removed', requestId });
    return true;
  }

  #drop(id: string): void {
    const request = this.#requests.get(id);
    if (!request) return;
    this.#forget(id);
    if (request.answer === null) this.#store.emit({ type: 'login.removed', requestId: id });
  }

  #forget(id: string): void {
    const request = this.#requests.get(id);
    if (!request) return;
    clearTimeout(request.timer);
    this.#requests.delete(id);
  }

  dispose(): void {
    for (const id of [...this.#requests.keys()]) this.#drop(id);
  }
}

function hash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
