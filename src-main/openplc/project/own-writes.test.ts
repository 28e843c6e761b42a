import { describe, expect, it } from 'vitest';
import { OWN_WRITE_GRACE_MS, OwnWrites } from './own-writes.ts';

describe('OwnWrites: telling Interlock\'s writes from outside changes', () => {
  it("an edit's late watcher event, seen after its revert was announced, is not an outside change; nor is the revert's", () => {
    let now = 0;
    const own = new OwnWrites(() => now);
    own.read('pous/main.st', 'before');
    own.writing('pous/main.st', 'after'); // the approved edit
    own.writing('pous/main.st', 'before'); // the revert from History, announced before the edit's event arrived
    now += 200;
    expect(own.changedOutside('pous/main.st', 'after')).toBe(false);
    expect(own.changedOutside('pous/main.st', 'before')).toBe(false);
  });

  it("a person's save is reported, also one that restores content Interlock wrote long ago", () => {
    let now = 0;
    const own = new OwnWrites(() => now);
    own.read('pous/main.st', 'before');
    own.writing('pous/main.st', 'after');
    expect(own.changedOutside('pous/main.st', 'person')).toBe(true);
    expect(own.changedOutside('pous/main.st', 'person')).toBe(false); // the same save seen twice
    now += OWN_WRITE_GRACE_MS + 1;
    expect(own.changedOutside('pous/main.st', 'after')).toBe(true);
    expect(own.changedOutside('pous/main.st', null)).toBe(true);
  });

  it('a failed write leaves the previous content as the known one', () => {
    const own = new OwnWrites(() => 0);
    own.read('a.st', 'old');
    own.writing('a.st', 'new');
    own.writeFailed('a.st', 'new', 'old');
    expect(own.changedOutside('a.st', 'old')).toBe(false);
    expect(own.changedOutside('a.st', 'new')).toBe(true);
  });
});
