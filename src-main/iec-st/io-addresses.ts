// IEC 61131-3 direct addresses as the bits they cover, so a write reaching a safety-relevant signal's address under
// another name (`Door AT %QX0.6`, `OutByte AT %QB0`, `%QX0.6 := FALSE`) is told apart from one that does not.
// `%QX0.6` ⊂ `%QB0` ⊂ `%QW0` ⊂ `%QD0` ⊂ `%QL0`: every size counts bytes from the start of its area, as CODESYS lays
// them out. OpenPLC keeps `%QX` and `%QW` apart; treating them as overlapping there flags more, never less.

/** The bits of one area (`I`, `Q` or `M`) an address covers: [from, to). */
export interface AddressRange {
  area: string;
  from: number;
  to: number;
}

const SIZE_BITS: Readonly<Record<string, number>> = { X: 1, B: 8, W: 16, D: 32, L: 64 };

/** `%QX0.6` → Q bits 6..7; `%QB1` → Q bits 8..16; `%IW2` → I bits 32..48. Null for `%Q*` and what is no address. */
export function addressRange(address: string): AddressRange | null {
  const match = /^%([IQM])([XBWDL])?(\d+(?:\.\d+)*)$/i.exec(address.trim());
  if (!match) return null;
  const area = match[1]!.toUpperCase();
  const numbers = match[3]!.split('.').map(Number);
  // A bare `%IX3` (or `%I0.3`) is a bit; CODESYS writes a bit as byte.bit, OpenPLC too.
  const size = (match[2] ?? (numbers.length > 1 ? 'X' : 'B')).toUpperCase();
  if (size === 'X') {
    const bit = numbers.length > 1 ? numbers.at(-1)! : numbers[0]! % 8;
    const byte = numbers.length > 1 ? numbers[0]! : Math.floor(numbers[0]! / 8);
    return { area, from: byte * 8 + bit, to: byte * 8 + bit + 1 };
  }
  const bits = SIZE_BITS[size]!;
  return { area, from: numbers[0]! * bits, to: (numbers[0]! + 1) * bits };
}

/**
 * Every layout an address may have on the device: a word, double or long word is numbered by its index in CODESYS
 * (`%QW20` = bytes 40..41) but by its first byte where the device addresses bytes (TwinCAT, CODESYS V2's byte mode:
 * `%QW20` = bytes 20..21, over `%QX20.0`). Both count, so an overlap is never missed whichever the device uses.
 */
export function addressRanges(address: string): AddressRange[] {
  const range = addressRange(address);
  if (!range) return [];
  const size = range.to - range.from;
  if (size <= 8) return [range];
  const byteOffset = { area: range.area, from: (range.from / size) * 8, to: (range.from / size) * 8 + size };
  return byteOffset.from === range.from ? [range] : [range, byteOffset];
}

export function rangesOverlap(a: AddressRange, b: AddressRange): boolean {
  return a.area === b.area && a.from < b.to && b.from < a.to;
}

/** The safety-relevant addresses of a project, each with why it is one (the signal located there, or the person's list). */
export class SafetyAddresses {
  readonly #entries: Array<{ range: AddressRange; ranges: AddressRange[]; address: string; why: string }> = [];

  add(address: string, why: string): void {
    const range = addressRange(address);
    if (range && !this.#entries.some((e) => e.address.toUpperCase() === address.toUpperCase() && e.why === why)) this.#entries.push({ range, ranges: addressRanges(address), address, why });
  }

  get size(): number {
    return this.#entries.length;
  }

  /** The first safety-relevant address `address` overlaps (or, `same`, covers exactly), as `%QX0.6 (GuardLock)`, or null. */
  overlapping(address: string | null | undefined, how: 'overlap' | 'same' = 'overlap'): string | null {
    const range = address ? addressRange(address) : null;
    if (!range) return null;
    const ranges = addressRanges(address!);
    const hit = this.#entries.find((e) => (how === 'same' ? e.range.area === range.area && e.range.from === range.from && e.range.to === range.to : e.ranges.some((a) => ranges.some((b) => rangesOverlap(a, b)))));
    return hit ? `${hit.address} (${hit.why})` : null;
  }
}


/**
 * Located variables by name: which other one an address covers whole (`Outputs AT %QB0` over `FeedMotor AT
 * %QX0.0`, in either word layout), as `%QX0.0 (FeedMotor)`. A bit inside a word is not the word: writing the bit
 * leaves the word's other bits alone.
 */
export class LocatedVariables {
  readonly #entries: Array<{ name: string; address: string; ranges: AddressRange[] }> = [];

  add(name: string, address: string): void {
    if (!this.#entries.some((e) => e.name.toLowerCase() === name.toLowerCase())) this.#entries.push({ name, address, ranges: addressRanges(address) });
  }

  /** The first variable other than `name` that `address` covers whole, or null. */
  coveredOther(address: string | null | undefined, name: string): string | null {
    const ranges = address ? addressRanges(address) : [];
    const covers = (outer: AddressRange, inner: AddressRange) => outer.area === inner.area && outer.from <= inner.from && inner.to <= outer.to;
    const hit = this.#entries.find((e) => e.name.toLowerCase() !== name.toLowerCase() && e.ranges.some((a) => ranges.some((b) => covers(b, a))));
    return hit ? `${hit.address} (${hit.name})` : null;
  }
}
