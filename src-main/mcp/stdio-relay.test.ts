// The relay learns which of the agent's requests were answered from the control center's lines. A success
// response is recognised from its ends without parsing its (possibly large) result; anything else is parsed.
import { describe, expect, it } from 'vitest';
import { successResponseId } from './stdio-relay.ts';

const response = (id: unknown, result: unknown) => JSON.stringify({ result, jsonrpc: '2.0', id });

describe('successResponseId', () => {
  it('reads the id of a success response as the SDK writes it, whatever the result holds', () => {
    expect(successResponseId(response(7, { content: [{ type: 'text', text: 'x'.repeat(300_000) }] }))).toBe(7);
    expect(successResponseId(response(-3, {}))).toBe(-3);
    expect(successResponseId(response('req "7"\\', {}))).toBe('req "7"\\');
    // An `id` inside the result, even last in it or in a string that ends the result, is not the response's id.
    expect(successResponseId(response(8, { id: 5 }))).toBe(8);
    expect(successResponseId(response(9, { text: ',"id":4}' }))).toBe(9);
  });

  it('leaves every other shape to a full parse', () => {
    expect(successResponseId(JSON.stringify({ jsonrpc: '2.0', id: 2, error: { code: -32603, message: 'x' } }))).toBeUndefined();
    // A request from the control center (ping) has an id too, from its own numbering: it must not settle the agent's.
    expect(successResponseId(JSON.stringify({ method: 'ping', jsonrpc: '2.0', id: 0 }))).toBeUndefined();
    expect(successResponseId(JSON.stringify({ method: 'notifications/progress', params: { progressToken: 1, progress: 2 }, jsonrpc: '2.0' }))).toBeUndefined();
    expect(successResponseId(JSON.stringify({ result: { id: 4 }, jsonrpc: '2.0' }))).toBeUndefined();
    expect(successResponseId(response(1.5, {}))).toBeUndefined();
    expect(successResponseId(response(`long-${'y'.repeat(600)}`, {}))).toBeUndefined();
  });
});
