// The relay splits MCP's stdio framing on Buffers and reads what it must know of a frame (request, response or
// notification, and its id) from the frame's ends, never parsing a (possibly large) message whole.
import { describe, expect, it } from 'vitest';
import { describeFrame, FrameSplitter, type FrameView } from './jsonrpc-frames.ts';

const view = (text: string): FrameView => {
  const bytes = Buffer.from(text);
  return { head: bytes.subarray(0, 64 * 1024), tail: bytes.subarray(Math.max(0, bytes.length - 512)), length: bytes.length };
};
const describe_ = (message: unknown) => describeFrame(view(JSON.stringify(message)));
// The key orders the SDK writes: `{...request, jsonrpc, id}` and `{result, jsonrpc, id}`.
const sdkRequest = (id: unknown, method: string, params: unknown) => ({ method, params, jsonrpc: '2.0', id });
const sdkResponse = (id: unknown, result: unknown) => ({ result, jsonrpc: '2.0', id });

describe('describeFrame', () => {
  it('reads the id of the SDK\'s requests and responses from the ends, whatever the body holds', () => {
    expect(describe_(sdkResponse(7, { content: [{ type: 'text', text: 'x'.repeat(300_000) }] }))).toEqual({ kind: 'response', id: 7 });
    expect(describe_(sdkResponse(-3, {}))).toEqual({ kind: 'response', id: -3 });
    expect(describe_(sdkResponse('req "7"\\', {}))).toEqual({ kind: 'response', id: 'req "7"\\' });
    // An `id` inside the result, even last in it or in a string that ends the result, is not the response's id.
    expect(describe_(sdkResponse(8, { id: 5 }))).toEqual({ kind: 'response', id: 8 });
    expect(describe_(sdkResponse(9, { text: ',"jsonrpc":"2.0","id":4}' }))).toEqual({ kind: 'response', id: 9 });
    // The same members inside the result, and a top-level end without an id: the result's members do not count.
    expect(describe_(sdkResponse(10, { x: 1, jsonrpc: '2.0', id: 4 }))).toEqual({ kind: 'response', id: 10 });
    expect(describeFrame(view('{"result":{"a":1,"jsonrpc":"2.0","id":4},"jsonrpc":"2.0"}'))).toEqual({ kind: 'unknown' });
    expect(describe_(sdkRequest(12, 'tools/call', { name: 'update_pou', arguments: { content: 'y'.repeat(200_000), id: 3 } }))).toEqual({ kind: 'request', id: 12 });
    expect(describe_({ method: 'notifications/progress', params: { progressToken: 1, progress: 2 }, jsonrpc: '2.0' })).toEqual({ kind: 'notification' });
  });

  it('scans the start of other writers\' shapes for the top-level members', () => {
    expect(describe_({ jsonrpc: '2.0', id: 2, error: { code: -32603, message: 'x' } })).toEqual({ kind: 'response', id: 2 });
    expect(describe_({ jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { arguments: { id: 9, method: 'no' } } })).toEqual({ kind: 'request', id: 'a' });
    expect(describeFrame(view('{ "jsonrpc" : "2.0", "params": {"x": [1, {"id": 4}]}, "method": "m", "id" : 5 }'))).toEqual({ kind: 'request', id: 5 });
    expect(describe_({ jsonrpc: '2.0', method: 'notifications/initialized' })).toEqual({ kind: 'notification' });
    expect(describe_(sdkResponse(`long-${'y'.repeat(600)}`, {}))).toEqual({ kind: 'response', id: `long-${'y'.repeat(600)}` });
    // Neither a request nor a response it could tell: the other side answers or ignores it.
    for (const odd of ['not json', '[1,2]', '{"result":{"id":4},"jsonrpc":"2.0"}', '{"jsonrpc":"2.0","id":1.5,"result":{}}', '{"jsonrpc":"2.0","id":null,"error":{}}', '{"id":3}']) {
      expect(describeFrame(view(odd)), odd).toEqual({ kind: 'unknown' });
    }
  });

  it('tells a request whose id lies within the kept start even when the rest is cut off', () => {
    const cut = view(`{"jsonrpc":"2.0","id":44,"method":"tools/call","params":{"content":"${'z'.repeat(100_000)}`);
    expect(describeFrame(cut)).toEqual({ kind: 'request', id: 44 });
  });
});

describe('FrameSplitter', () => {
  const collect = (hold: boolean, maxBytes?: number) => {
    const frames: Array<{ length: number; bytes: string | null; head: string }> = [];
    const oversize: number[] = [];
    const splitter = new FrameSplitter({
      hold,
      ...(maxBytes ? { maxBytes } : {}),
      onFrame: (frame, bytes) => frames.push({ length: frame.length, bytes: bytes ? bytes.toString() : null, head: frame.head.toString() }),
      onOversize: (frame) => oversize.push(frame.length),
    });
    return { splitter, frames, oversize };
  };

  it('hands over whole frames however the bytes are cut, a character split between chunks included', () => {
    const text = '{"a":1}\n{"b":"ä€🙂"}\n{"c":3}\n';
    const bytes = Buffer.from(text);
    for (const size of [1, 2, 3, 7, bytes.length]) {
      const { splitter, frames } = collect(true);
      for (let i = 0; i < bytes.length; i += size) splitter.push(bytes.subarray(i, i + size));
      expect(frames.map((f) => f.bytes).join(''), `chunks of ${size}`).toBe(text);
      expect(frames.map((f) => f.head)).toEqual(['{"a":1}', '{"b":"ä€🙂"}', '{"c":3}']);
      expect(splitter.inFrame).toBe(false);
    }
  });

  it('streaming, keeps only each frame\'s ends and says when a frame is half through', () => {
    const { splitter, frames } = collect(false);
    splitter.push(Buffer.from('{"result":"'));
    expect(splitter.inFrame).toBe(true);
    splitter.push(Buffer.from(`${'r'.repeat(5000)}","jsonrpc":"2.0","id":3}\n{"x"`));
    expect(frames).toEqual([{ length: 5036, bytes: null, head: `{"result":"${'r'.repeat(5000)}","jsonrpc":"2.0","id":3}` }]);
    expect(splitter.inFrame).toBe(true);
  });

  it('holding, drops a frame over the limit (in one chunk or many) and goes on with the next', () => {
    const { splitter, frames, oversize } = collect(true, 100);
    splitter.push(Buffer.from(`{"big":"${'b'.repeat(200)}"}\n{"ok":1}\n{"big2":"`));
    for (let i = 0; i < 10; i++) splitter.push(Buffer.from('c'.repeat(50)));
    splitter.push(Buffer.from('"}\n{"ok":2}\n'));
    expect(oversize).toEqual([210, 511]);
    expect(frames.map((f) => f.bytes)).toEqual(['{"ok":1}\n', '{"ok":2}\n']);
  });
});
