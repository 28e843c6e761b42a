// Addresses (io-addresses.ts): a declaration moved to another address, the two layouts of a word address, and a byte
// written over outputs that other writes gate.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { addressRanges } from './io-addresses.ts';
import { impact, impactLines, program, reportLines } from './test-support/impact-lines.ts';

describe('a declaration moved to another address', () => {
  it('flags a declaration moved off the exact address of a safety-relevant global, not one moved off another input', () => {
    const globals = [
      { name: 'GuardRearClosed', type: 'BOOL', address: '%IX1.2', documentation: 'Rear guard panel switch' },
      { name: 'Recipe', type: 'INT', address: '%IW4', documentation: 'Recipe selected on the panel' },
    ];
    const moved = (from: string, to: string) => {
      const text = (address: string) => program(`  Panel AT ${address} : BOOL;\n  Lamp AT %QX0.0 : BOOL;`, 'Lamp := Panel;\n');
      const report = analyzeImpact({ parts: [{ name: 'cell.st', before: text(from), after: text(to) }], globals, safetyPatterns: DEFAULT_SAFETY_PATTERNS });
      return report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`);
    };
    // It read the rear guard's input under another name; what reads it no longer reads the guard.
    expect(moved('%IX1.2', '%IX1.5')).toEqual(['declaration address-changed Panel !']);
    // Moved onto it, as before; moved between two free inputs, nothing safety-relevant.
    expect(moved('%IX1.5', '%IX1.2')).toEqual(['declaration address-changed Panel !']);
    expect(moved('%IX1.4', '%IX1.5')).toEqual(['declaration address-changed Panel']);
  });

  it('flags an input moved that trips a latch named for safety, directly or through a timer; not one that only resets it', () => {
    const vars = (gas: string, reset: string) => `    Level AT %IW4 : INT;
    GasDetector AT ${gas} : BOOL;
    ResetPb AT ${reset} : BOOL;
    Doser AT %QX4.0 : BOOL;
    OverdoseInterlock : BOOL;
    GasTimer : TON;`;
    const body = 'GasTimer(IN := GasDetector, PT := T#2S);\nIF Level > 40 OR GasTimer.Q THEN\n    OverdoseInterlock := TRUE;\nELSIF ResetPb AND NOT GasDetector THEN\n    OverdoseInterlock := FALSE;\nEND_IF;\nDoser := NOT OverdoseInterlock;\n';
    const before = program(vars('%IX4.1', '%IX4.2'), body);
    expect(impactLines('Cell', before, program(vars('%IX4.6', '%IX4.2'), body))).toEqual(['declaration address-changed GasDetector !']);
    expect(impactLines('Cell', before, program(vars('%IX4.1', '%IX4.7'), body))).toEqual(['declaration address-changed ResetPb']);
  });
});

describe('outputs that overlap', () => {
  it('takes a word address as either layout: %QW20 is bytes 40..41 by index, or bytes 20..21 on a byte-offset device', () => {
    expect(addressRanges('%QW20').map((r) => [r.from, r.to])).toEqual([[320, 336], [160, 176]]);
    expect(addressRanges('%QB2').map((r) => [r.from, r.to])).toEqual([[16, 24]]);
    const vars = '  (* safety coupler clock *)\n  xClock AT %QX20.0 : BOOL;';
    expect(reportLines(impact(program(vars, ''), program(`${vars}\n  wOut AT %QW20 : WORD;`, '')))).toEqual(['declaration added wOut !']);
    expect(reportLines(impact(program(vars, ''), program(`${vars}\n  wOut AT %QW11 : WORD;`, '')))).toEqual(['declaration added wOut']);
  });

  it('flags a byte written over outputs that other writes gate, whatever the names; not over ungated ones, nor a bit in a gated word', () => {
    const vars = '  Ok : BOOL;\n  Pulse : BOOL;\n  Feed AT %QX2.0 : BOOL;\n  Valve AT %QX2.1 : BOOL;\n  Lamp AT %QX3.0 : BOOL;\n  Speed AT %QW4 : WORD;\n  Spare AT %QX12.0 : BOOL;';
    const body = 'Feed := Pulse AND Ok;\nIF Ok THEN\n  Valve := TRUE;\nEND_IF;\nLamp := TRUE;\nIF Ok THEN\n  Speed := 500;\nEND_IF;';
    const added = (declaration: string, write: string) => reportLines(impact(program(vars, body), program(`${vars}\n  ${declaration}`, `${body}\n${write}`)));
    expect(added('Outs AT %QB2 : BYTE;', 'Outs := 16#03;')).toEqual(['declaration added Outs !', 'write newly-written Outs !']);
    expect(added('Outs AT %QB2 : BYTE;', '%QB2 := 3;')).toEqual(['declaration added Outs !', 'write newly-written %QB2 !']);
    expect(added('Lamps AT %QB3 : BYTE;', 'Lamps := 0;')).toEqual(['declaration added Lamps', 'write newly-written Lamps']);
    // A number for an analog output's register is no bit pattern, even where the word's address holds the bits.
    expect(added('Setpoint AT %QW1 : INT;', 'Setpoint := 3;')).toEqual(['declaration added Setpoint', 'write newly-written Setpoint']);
    // %QX8.0 lies in %QW4 (bytes 8-9): writing the bit leaves the word's value alone.
    expect(reportLines(impact(program(vars, body), program(vars.replace('Spare AT %QX12.0', 'Spare AT %QX8.0'), body)))).toEqual(['declaration address-changed Spare']);
  });
});
