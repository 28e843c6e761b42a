// The seventeenth independent held-out part of the accuracy corpus (round 17), first file of two (the OpenPLC oven, the
// OSCAT-style blocks and the mixing tank are in impact-corpus-heldout-round17-b.ts). Written on 7 December 2026 by the
// case writer "round17", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their
// test), from public repositories that no other corpus file names (each case's `origin`): koreacomp5/real_press_plc (a
// TwinCAT 3 servo press: qualified-only GVLs with `AT %I*`/`AT %Q*` channels, tab-aligned declarations with `//`
// comments, the infeed conveyor program `Conv` that switches the belt off on the emergency off and the door chain,
// toggles its direction with R_TRIGs from HMI bits and selects three speeds in auto, the axis programs with
// MC_Power/MC_MoveAbsolute and an X-window interlock before the Z ram, the home-move program), pengwings/plc-sample
// (OpenPLC v4 programs: `name : type AT %addr;` declarations with lower-case types, VAR_INPUT/VAR_OUTPUT in a PROGRAM,
// an IF/ELSIF/ELSE over two temperature sensors switching a fan) and franz-hoepfinger-oscat/oscat-basic-docs (OSCAT
// BASIC's automation blocks: INTERLOCK with its dead time TL between two outputs, FLOW_CONTROL with REQ/ENQ/RST,
// T_AUTO/T_DELAY and an ESR status byte, MANUAL's override). The objects are ours, written after reading those files
// for their forms; no public code is copied. Forms: TwinCAT objects as declaration and implementation parts read with
// the project's GVLs (`globalLists`), qualified GVL members as outputs, an emergency-off latch through F_TRIG, a door
// timer with a bypass, tower lamps and a blinking buzzer, PLCopen MC_ blocks with `VAR_IN_OUT` axis and a halt
// executed when the interlock drops, a located brake, an OpenPLC oven with a heater trip over four signals (a door
// switch and a high-limit thermostat known only by their comments), fan proving through a TON, located-address moves,
// an OSCAT-style reversing block with contactors `AT %Q*`, a dosing valve with manual override, and a program calling
// both with interlocks passed as arguments; agents' edits that change several statements at once (a key switch
// declared and used, a trip and a limit together). Each expectation says what an engineer expects the edit to do to the
// machine by IEC 61131-3 semantics and the conventions of docs/safety.md and docs/impact-accuracy.md, written and
// committed before the part was first scored. An expectation may be corrected only for an error of the writer's, with
// the reason written beside it, never to match the output.
//
// First score (the two files scored together as round 17, at main 6059645): 120 cases, 145 expected items (106
// safety), precision 0.913, recall 0.938, safety items flagged 98/106; after the writer's two corrections (the reason
// beside each) 0.926 / 0.952, 100/106; the figures are in the header of impact-corpus-heldout-round17-b.ts.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** The press's system GVL: emergency off and guard door known by their comments, tower lamps and buzzer at %Q*. */
const GVL_SYS_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
// system bits
	Pulse_1S			:	BOOL	;			//1 s blink
	Auto_Mode			:	BOOL	;			//HMI auto mode
	Manual_Mode			:	BOOL	;			//HMI manual mode
	Safety_All_OK		:	BOOL	;			//EMO + door chain healthy
	// guard door bypass key, setup mode only
	Door_Bypass			:	BOOL	;
//EMO SW
	EMO_Switch		AT %I*	:	BOOL	;		//emergency off chain, NC, TRUE = released
	// guard door switch of the press cell, TRUE = open
	Door_Open		AT %I*	:	BOOL	;
	Alarm_Reset		AT %I*	:	BOOL	;
	Buzzer_Stop		AT %I*	:	BOOL	;
//tower lamp
	Lamp_Green		AT %Q*	:	BOOL	;
	Lamp_Yellow		AT %Q*	:	BOOL	;
	Lamp_Red		AT %Q*	:	BOOL	;
	Buzzer			AT %Q*	:	BOOL	;
END_VAR
`;

/** The infeed belt's GVL: the auto switch, contactor and speed outputs at %Q*, the HMI bits. */
const GVL_BELT_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
	Auto_Switch		AT %I*	:	BOOL	;	// belt auto switch
	//Output card 01
	Belt_Fwd		AT %Q*	:	BOOL	;	// belt forward contactor
	Belt_Rev		AT %Q*	:	BOOL	;	// belt reverse contactor
	Belt_Fast		AT %Q*	:	BOOL	;	// belt high speed
	Belt_Slow		AT %Q*	:	BOOL	;	// belt low speed
	HMI_Fwd				:	BOOL	;	// HMI belt forward
	HMI_Rev				:	BOOL	;	// HMI belt reverse
	HMI_Fast			:	BOOL	;
	HMI_Slow			:	BOOL	;
	Belt_Stop			:	BOOL	;
END_VAR
`;

/** The axes' shared values. */
const GVL_AXIS_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
	fXActPos		:	LREAL	;	// X axis actual position, mm from the die centre
	bXStandstill	:	BOOL	;
	bZHomed			:	BOOL	;
END_VAR
`;

const PRESS_LISTS = {
  globalLists: [
    { name: 'GVL_Sys', declaration: GVL_SYS_TEXT },
    { name: 'GVL_Belt', declaration: GVL_BELT_TEXT },
    { name: 'GVL_Axis', declaration: GVL_AXIS_TEXT },
  ],
};

/** The infeed belt: direction toggled by R_TRIGs with a dead time, speeds in auto, stop and emergency off last. */
const INFEED = object(
  'Infeed',
  `PROGRAM Infeed
VAR
	rtFwd : R_TRIG;
	rtRev : R_TRIG;
	tonDirChange : TON;		// dead time before the belt may change direction
	tDirChange : TIME := T#500MS;
	nBeltStarts : UDINT;
END_VAR
`,
  `rtFwd(CLK := GVL_Belt.HMI_Fwd);
rtRev(CLK := GVL_Belt.HMI_Rev);
tonDirChange(IN := NOT GVL_Belt.Belt_Fwd AND NOT GVL_Belt.Belt_Rev, PT := tDirChange);

IF rtFwd.Q THEN
	IF GVL_Belt.Belt_Fwd THEN
		GVL_Belt.Belt_Fwd := FALSE;
	ELSIF tonDirChange.Q THEN
		GVL_Belt.Belt_Fwd := TRUE;
		nBeltStarts := nBeltStarts + 1;
	END_IF
	GVL_Belt.HMI_Fwd := FALSE;
END_IF

IF rtRev.Q THEN
	IF GVL_Belt.Belt_Rev THEN
		GVL_Belt.Belt_Rev := FALSE;
	ELSIF tonDirChange.Q THEN
		GVL_Belt.Belt_Rev := TRUE;
	END_IF
	GVL_Belt.HMI_Rev := FALSE;
END_IF

IF GVL_Belt.Auto_Switch THEN
	IF GVL_Belt.HMI_Fast THEN
		GVL_Belt.Belt_Fast := TRUE;
		GVL_Belt.Belt_Slow := FALSE;
	ELSIF GVL_Belt.HMI_Slow THEN
		GVL_Belt.Belt_Fast := FALSE;
		GVL_Belt.Belt_Slow := TRUE;
	END_IF
ELSE
	GVL_Belt.Belt_Fast := FALSE;
	GVL_Belt.Belt_Slow := FALSE;
END_IF

IF GVL_Belt.Belt_Stop THEN
	GVL_Belt.Belt_Fwd := FALSE;
	GVL_Belt.Belt_Rev := FALSE;
END_IF

// emergency off or guard: belt off, last so it wins
IF NOT GVL_Sys.EMO_Switch OR NOT GVL_Sys.Safety_All_OK THEN
	GVL_Belt.Belt_Fwd := FALSE;
	GVL_Belt.Belt_Rev := FALSE;
	GVL_Belt.Belt_Fast := FALSE;
	GVL_Belt.Belt_Slow := FALSE;
END_IF
`,
);

/** The safety chain: emergency-off latch through F_TRIG, door timer with a bypass, tower lamps and buzzer. */
const CHAIN = object(
  'SafetyChain',
  `PROGRAM SafetyChain
VAR
	ftEmo : F_TRIG;
	bEmoLatched : BOOL;			// set by the emergency off, cleared by reset
	tonDoorClosed : TON;		// door closed this long before the chain is healthy
	tDoorSettle : TIME := T#300MS;
END_VAR
`,
  `ftEmo(CLK := GVL_Sys.EMO_Switch);
IF ftEmo.Q THEN
	bEmoLatched := TRUE;
END_IF
IF GVL_Sys.Alarm_Reset AND GVL_Sys.EMO_Switch THEN
	bEmoLatched := FALSE;
END_IF

tonDoorClosed(IN := NOT GVL_Sys.Door_Open OR GVL_Sys.Door_Bypass, PT := tDoorSettle);
GVL_Sys.Safety_All_OK := GVL_Sys.EMO_Switch AND NOT bEmoLatched AND tonDoorClosed.Q;

GVL_Sys.Lamp_Red := NOT GVL_Sys.Safety_All_OK;
GVL_Sys.Lamp_Green := GVL_Sys.Safety_All_OK AND GVL_Sys.Auto_Mode;
GVL_Sys.Lamp_Yellow := GVL_Sys.Safety_All_OK AND NOT GVL_Sys.Auto_Mode;
GVL_Sys.Buzzer := NOT GVL_Sys.Safety_All_OK AND NOT GVL_Sys.Buzzer_Stop AND GVL_Sys.Pulse_1S;
`,
);

/** The Z ram: an interlock over the chain, the emergency off and the X window; MC_ blocks, a halt, a located brake. */
const PRESS_Z = object(
  'FB_PressZ',
  `FUNCTION_BLOCK FB_PressZ
VAR_IN_OUT
	AxisZ : AXIS_REF;
END_VAR
VAR_INPUT
	bEnable : BOOL;
	bPressReq : BOOL;
	fPressPos : LREAL;				// mm, work end position of the ram
	fPressVelo : LREAL := 20.0;		// mm/s
	bReset : BOOL;
END_VAR
VAR_OUTPUT
	bPressDone : BOOL;
	bZAtWait : BOOL;
	bInterlockOk : BOOL;
END_VAR
VAR
	fbPower : MC_Power;
	fbPress : MC_MoveAbsolute;
	fbWait : MC_MoveAbsolute;
	fbHalt : MC_Stop;
	fbReset : MC_Reset;
	fWaitPos : LREAL := 5.0;
	fMaxPressPos : LREAL := 182.5;	// mechanical stop of the die
	fXSafeWindow : LREAL := 55.0;	// X must be parked within this distance of the die centre
	bBrake AT %Q* : BOOL;			// ram holding brake, TRUE = released
END_VAR
`,
  `// Z may press only with X parked over the die, the guard chain healthy and the EMO released
bInterlockOk := GVL_Sys.Safety_All_OK AND GVL_Sys.EMO_Switch AND ABS(GVL_Axis.fXActPos) <= fXSafeWindow AND GVL_Axis.bXStandstill;

fbPower(Axis := AxisZ, Enable := bEnable AND GVL_Sys.EMO_Switch, Enable_Positive := bInterlockOk, Enable_Negative := TRUE);
bBrake := fbPower.Status AND GVL_Sys.EMO_Switch;

fbPress(Axis := AxisZ, Execute := bPressReq AND bInterlockOk AND fPressPos <= fMaxPressPos, Position := fPressPos, Velocity := fPressVelo);
bPressDone := fbPress.Done;

fbWait(Axis := AxisZ, Execute := NOT bPressReq AND NOT bZAtWait AND GVL_Axis.bZHomed, Position := fWaitPos, Velocity := 50.0);
bZAtWait := ABS(AxisZ.NcToPlc.ActPos - fWaitPos) < 0.1;

fbHalt(Axis := AxisZ, Execute := NOT bInterlockOk, Deceleration := 2000.0);

fbReset(Axis := AxisZ, Execute := bReset AND GVL_Sys.EMO_Switch);
`,
);

const GVL_SYS = [{ name: 'GVL_Sys', text: GVL_SYS_TEXT }];

const INFEED_ORIGIN = 'koreacomp5/real_press_plc POUs/Conv.TcPOU and GVLs/GVL_Conv.TcGVL (belt off on EMO and the door chain, direction toggled by R_TRIGs from HMI bits, three speeds in auto)';
const CHAIN_ORIGIN = 'koreacomp5/real_press_plc GVLs/GVL_System.TcGVL (EMO switch, door sensor, door bypass, Safety_ALL_OK "EMO+Door", tower lamps and buzzer at %Q*) and POUs/System/HOME_MOVE.TcPOU (edge triggers on the mode bits)';
const PRESS_Z_ORIGIN = 'koreacomp5/real_press_plc POUs/Axis04_Z/Axis04_Command.TcPOU and POUs/Axis02_X/Axis02_Interlock_ST.TcPOU (MC_Power and MC_MoveAbsolute on the Z ram, the X axis safe limit before Z may move)';
const GVL_ORIGIN = 'koreacomp5/real_press_plc GVLs/GVL_System.TcGVL (a qualified-only GVL of system bits and %I*/%Q* channels with // comments)';

const infeed = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: INFEED }, ...PRESS_LISTS });
const chain = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CHAIN }, ...PRESS_LISTS });
const pressZ = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: PRESS_Z }, ...PRESS_LISTS });
const gvlSys = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: GVL_SYS } });

const BELT_OFF = ['write condition-changed GVL_Belt.Belt_Fwd !', 'write condition-changed GVL_Belt.Belt_Rev !', 'write condition-changed GVL_Belt.Belt_Fast !', 'write condition-changed GVL_Belt.Belt_Slow !'];

export const HELDOUT_ROUND17: CorpusCase[] = [
  ...from(INFEED_ORIGIN, [
    // The emergency off no longer switches the belt off: the trip lost an alternative, every switch-off runs in fewer cases.
    infeed({ id: 'round17 infeed: emergency off no longer stops the belt', edits: [['IF NOT GVL_Sys.EMO_Switch OR NOT GVL_Sys.Safety_All_OK THEN', 'IF NOT GVL_Sys.Safety_All_OK THEN']], expect: items('condition no-longer-read GVL_Sys.EMO_Switch !', ...BELT_OFF) }),
    infeed({ id: 'round17 infeed: door chain no longer stops the belt', edits: [['IF NOT GVL_Sys.EMO_Switch OR NOT GVL_Sys.Safety_All_OK THEN', 'IF NOT GVL_Sys.EMO_Switch THEN']], expect: items('condition no-longer-read GVL_Sys.Safety_All_OK !', ...BELT_OFF) }),
    infeed({
      id: 'round17 infeed: emergency-off block removed',
      edits: [['// emergency off or guard: belt off, last so it wins\nIF NOT GVL_Sys.EMO_Switch OR NOT GVL_Sys.Safety_All_OK THEN\n\tGVL_Belt.Belt_Fwd := FALSE;\n\tGVL_Belt.Belt_Rev := FALSE;\n\tGVL_Belt.Belt_Fast := FALSE;\n\tGVL_Belt.Belt_Slow := FALSE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read GVL_Sys.EMO_Switch !', 'condition no-longer-read GVL_Sys.Safety_All_OK !', 'write no-longer-written GVL_Belt.Belt_Fwd !', 'write no-longer-written GVL_Belt.Belt_Rev !', 'write no-longer-written GVL_Belt.Belt_Fast !', 'write no-longer-written GVL_Belt.Belt_Slow !'),
    }),
    // The stop bit's switch-offs removed with their condition: the stop no longer switches the contactors off.
    infeed({
      id: 'round17 infeed: stop bit ignored',
      edits: [['IF GVL_Belt.Belt_Stop THEN\n\tGVL_Belt.Belt_Fwd := FALSE;\n\tGVL_Belt.Belt_Rev := FALSE;\nEND_IF\n', '']],
      // blind audit 2026-12-07: flag removed from the Belt_Stop condition item (the two removed writes keep theirs) —
      // docs/safety.md, "What counts as safety-relevant": a removed switch-off's condition signals are flagged "interlock
      // removed", but "A latch's reset removed is not: it holds the latch set"; Belt_Fwd and Belt_Rev are latches (set
      // TRUE on the HMI edge, reset here), the form docs/impact-accuracy.md "Fixed against round 23" reads so ("the
      // output is a latch", training's `independent tank: stop button no longer stops`: the removed write stays flagged).
      expect: items('condition no-longer-read GVL_Belt.Belt_Stop', 'write no-longer-written GVL_Belt.Belt_Fwd !', 'write no-longer-written GVL_Belt.Belt_Rev !'),
    }),
    // Forward switched on without the dead time: the switch-on's guard lost the timer (the ELSE runs under NOT Belt_Fwd only).
    infeed({
      id: 'round17 infeed: forward without the dead time',
      edits: [['\tELSIF tonDirChange.Q THEN\n\t\tGVL_Belt.Belt_Fwd := TRUE;', '\tELSE\n\t\tGVL_Belt.Belt_Fwd := TRUE;']],
      expect: items('condition no-longer-read tonDirChange.Q !', 'write condition-changed GVL_Belt.Belt_Fwd !', 'write condition-changed nBeltStarts'),
    }),
    infeed({
      id: 'round17 infeed: reverse without the dead time',
      edits: [['\tELSIF tonDirChange.Q THEN\n\t\tGVL_Belt.Belt_Rev := TRUE;', '\tELSE\n\t\tGVL_Belt.Belt_Rev := TRUE;']],
      expect: items('condition no-longer-read tonDirChange.Q !', 'write condition-changed GVL_Belt.Belt_Rev !'),
    }),
    // A new unconditional TRUE on a contactor (the emergency off still resets it later in the scan, but the output is
    // forced on wherever the chain is healthy, whatever the HMI says).
    infeed({ id: 'round17 infeed: forward contactor forced on', edits: [['rtRev(CLK := GVL_Belt.HMI_Rev);\n', 'rtRev(CLK := GVL_Belt.HMI_Rev);\nGVL_Belt.Belt_Fwd := TRUE;\n']], expect: items('write newly-written GVL_Belt.Belt_Fwd !') }),
    // Outside auto the speed outputs are no longer switched off.
    infeed({ id: 'round17 infeed: speeds kept outside auto', edits: [['ELSE\n\tGVL_Belt.Belt_Fast := FALSE;\n\tGVL_Belt.Belt_Slow := FALSE;\nEND_IF', 'END_IF']], expect: items('write no-longer-written GVL_Belt.Belt_Fast !', 'write no-longer-written GVL_Belt.Belt_Slow !') }),
    // The stop bit now also drops the speed outputs: new switch-offs, stricter, nothing lost.
    infeed({ id: 'round17 infeed: stop bit drops the speeds too', edits: [['IF GVL_Belt.Belt_Stop THEN\n\tGVL_Belt.Belt_Fwd := FALSE;\n', 'IF GVL_Belt.Belt_Stop THEN\n\tGVL_Belt.Belt_Fast := FALSE;\n\tGVL_Belt.Belt_Slow := FALSE;\n\tGVL_Belt.Belt_Fwd := FALSE;\n']], expect: items('write newly-written GVL_Belt.Belt_Fast', 'write newly-written GVL_Belt.Belt_Slow') }),
    infeed({ id: 'round17 infeed: dead time shortened', edits: [['tDirChange : TIME := T#500MS;', 'tDirChange : TIME := T#100MS;']], expect: items('constant initial-value-changed tDirChange') }),
    infeed({ id: 'round17 infeed: dead time written in the call', edits: [['PT := tDirChange);', 'PT := T#0MS);']], expect: items('fb-call inputs-changed tonDirChange.PT') }),
    infeed({ id: 'round17 infeed: starts counted twice', edits: [['nBeltStarts := nBeltStarts + 1;', 'nBeltStarts := nBeltStarts + 2;']], expect: items('constant value-changed nBeltStarts') }),
    infeed({ id: 'round17 infeed: HMI forward bit no longer cleared', edits: [['\tGVL_Belt.HMI_Fwd := FALSE;\n', '']], expect: items('write no-longer-written GVL_Belt.HMI_Fwd') }),
    infeed({ id: 'round17 infeed: start counter renamed', edits: [['\tnBeltStarts : UDINT;', '\tnStartCount : UDINT;'], ['nBeltStarts := nBeltStarts + 1;', 'nStartCount := nStartCount + 1;']], expect: items('declaration renamed nStartCount') }),
    infeed({ id: 'round17 infeed: comment reworded', edits: [['// emergency off or guard: belt off, last so it wins', '// EMO or guard door: everything off (kept last)']], expect: [] }),
    infeed({ id: 'round17 infeed: trigger calls in another order', edits: [['rtFwd(CLK := GVL_Belt.HMI_Fwd);\nrtRev(CLK := GVL_Belt.HMI_Rev);\n', 'rtRev(CLK := GVL_Belt.HMI_Rev);\nrtFwd(CLK := GVL_Belt.HMI_Fwd);\n']], expect: [] }),
    infeed({ id: 'round17 infeed: spacing in a call', edits: [['rtFwd(CLK := GVL_Belt.HMI_Fwd);', 'rtFwd( CLK:=GVL_Belt.HMI_Fwd );']], expect: [] }),
  ]),
  ...from(CHAIN_ORIGIN, [
    chain({ id: 'round17 safety chain: emergency off left out of the chain', edits: [['GVL_Sys.Safety_All_OK := GVL_Sys.EMO_Switch AND NOT bEmoLatched AND tonDoorClosed.Q;', 'GVL_Sys.Safety_All_OK := NOT bEmoLatched AND tonDoorClosed.Q;']], expect: items('write value-changed GVL_Sys.Safety_All_OK !') }),
    chain({ id: 'round17 safety chain: door left out of the chain', edits: [['GVL_Sys.Safety_All_OK := GVL_Sys.EMO_Switch AND NOT bEmoLatched AND tonDoorClosed.Q;', 'GVL_Sys.Safety_All_OK := GVL_Sys.EMO_Switch AND NOT bEmoLatched;']], expect: items('write value-changed GVL_Sys.Safety_All_OK !') }),
    chain({ id: 'round17 safety chain: chain forced healthy', edits: [['GVL_Sys.Safety_All_OK := GVL_Sys.EMO_Switch AND NOT bEmoLatched AND tonDoorClosed.Q;', 'GVL_Sys.Safety_All_OK := TRUE;']], expect: items('write now-constant GVL_Sys.Safety_All_OK !') }),
    // The latch is reset while the emergency off is still pressed: a trip's reset that lets more through.
    chain({ id: 'round17 safety chain: latch reset with the EMO pressed', edits: [['IF GVL_Sys.Alarm_Reset AND GVL_Sys.EMO_Switch THEN', 'IF GVL_Sys.Alarm_Reset THEN']], expect: items('condition no-longer-read GVL_Sys.EMO_Switch !', 'write condition-changed bEmoLatched !') }),
    // The latch's only set removed: nothing trips it any more. ftEmo.Q is the emergency off's own edge (judgement: an
    // edge trigger of a safety signal is that signal's event, flagged as the signal would be).
    chain({ id: 'round17 safety chain: EMO latch never set', edits: [['IF ftEmo.Q THEN\n\tbEmoLatched := TRUE;\nEND_IF\n', '']], expect: items('condition no-longer-read ftEmo.Q !', 'write no-longer-written bEmoLatched !') }),
    chain({ id: 'round17 safety chain: door settle time shortened', edits: [['tDoorSettle : TIME := T#300MS;', 'tDoorSettle : TIME := T#50MS;']], expect: items('constant initial-value-changed tDoorSettle !') }),
    // The bypass key no longer closes the door timer: stricter, but the timer watches the guard door, so any input change counts.
    chain({ id: 'round17 safety chain: bypass key removed from the door timer', edits: [['IN := NOT GVL_Sys.Door_Open OR GVL_Sys.Door_Bypass,', 'IN := NOT GVL_Sys.Door_Open,']], expect: items('fb-call inputs-changed tonDoorClosed.IN !') }),
    chain({ id: 'round17 safety chain: door switch no longer read, bypass alone', edits: [['IN := NOT GVL_Sys.Door_Open OR GVL_Sys.Door_Bypass,', 'IN := GVL_Sys.Door_Bypass,']], expect: items('fb-call inputs-changed tonDoorClosed.IN !') }),
    // The buzzer's value lost a conjunct: it sounds continuously where it blinked (a physical output's value loosened).
    chain({ id: 'round17 safety chain: buzzer without the blink', edits: [[' AND GVL_Sys.Pulse_1S;', ';']], expect: items('write value-changed GVL_Sys.Buzzer !') }),
    chain({ id: 'round17 safety chain: buzzer stop ignored', edits: [[' AND NOT GVL_Sys.Buzzer_Stop', '']], expect: items('write value-changed GVL_Sys.Buzzer !') }),
    // The red lamp no longer follows the chain: flagged by the safety signal it no longer shows.
    chain({ id: 'round17 safety chain: red lamp switched off for good', edits: [['GVL_Sys.Lamp_Red := NOT GVL_Sys.Safety_All_OK;', 'GVL_Sys.Lamp_Red := FALSE;']], expect: items('write now-constant GVL_Sys.Lamp_Red !') }),
    chain({ id: 'round17 safety chain: green lamp without the chain', edits: [['GVL_Sys.Lamp_Green := GVL_Sys.Safety_All_OK AND GVL_Sys.Auto_Mode;', 'GVL_Sys.Lamp_Green := GVL_Sys.Auto_Mode;']], expect: items('write value-changed GVL_Sys.Lamp_Green !') }),
    chain({ id: 'round17 safety chain: latch renamed', edits: [['\tbEmoLatched : BOOL;', '\tbEmoLatch : BOOL;'], ['\tbEmoLatched := TRUE;', '\tbEmoLatch := TRUE;'], ['\tbEmoLatched := FALSE;', '\tbEmoLatch := FALSE;'], ['AND NOT bEmoLatched AND', 'AND NOT bEmoLatch AND']], expect: items('declaration renamed bEmoLatch !') }),
    chain({ id: 'round17 safety chain: lamp comment added', edits: [['GVL_Sys.Lamp_Red := NOT', '// tower lamp\nGVL_Sys.Lamp_Red := NOT']], expect: [] }),
    chain({ id: 'round17 safety chain: green and yellow lamps in another order', edits: [['GVL_Sys.Lamp_Green := GVL_Sys.Safety_All_OK AND GVL_Sys.Auto_Mode;\nGVL_Sys.Lamp_Yellow := GVL_Sys.Safety_All_OK AND NOT GVL_Sys.Auto_Mode;', 'GVL_Sys.Lamp_Yellow := GVL_Sys.Safety_All_OK AND NOT GVL_Sys.Auto_Mode;\nGVL_Sys.Lamp_Green := GVL_Sys.Safety_All_OK AND GVL_Sys.Auto_Mode;']], expect: [] }),
    chain({ id: 'round17 safety chain: yellow lamp in auto too', edits: [['GVL_Sys.Lamp_Yellow := GVL_Sys.Safety_All_OK AND NOT GVL_Sys.Auto_Mode;', 'GVL_Sys.Lamp_Yellow := GVL_Sys.Safety_All_OK;']], expect: items('write value-changed GVL_Sys.Lamp_Yellow !') }),
  ]),
  ...from(PRESS_Z_ORIGIN, [
    pressZ({ id: 'round17 press z: X window no longer checked', edits: [[' AND ABS(GVL_Axis.fXActPos) <= fXSafeWindow', '']], expect: items('write value-changed bInterlockOk !') }),
    pressZ({ id: 'round17 press z: guard chain left out of the interlock', edits: [['bInterlockOk := GVL_Sys.Safety_All_OK AND GVL_Sys.EMO_Switch AND', 'bInterlockOk := GVL_Sys.EMO_Switch AND']], expect: items('write value-changed bInterlockOk !') }),
    pressZ({ id: 'round17 press z: X standstill no longer checked', edits: [[' AND GVL_Axis.bXStandstill;', ';']], expect: items('write value-changed bInterlockOk !') }),
    pressZ({ id: 'round17 press z: interlock forced', edits: [['bInterlockOk := GVL_Sys.Safety_All_OK AND GVL_Sys.EMO_Switch AND ABS(GVL_Axis.fXActPos) <= fXSafeWindow AND GVL_Axis.bXStandstill;', 'bInterlockOk := TRUE;']], expect: items('write now-constant bInterlockOk !') }),
    // Judgement: the window is the limit of the interlock itself (a variable named for it): widening it lets Z down with X
    // further off the die, so the item is safety-relevant.
    pressZ({ id: 'round17 press z: X window widened', edits: [['fXSafeWindow : LREAL := 55.0;', 'fXSafeWindow : LREAL := 80.0;']], expect: items('constant initial-value-changed fXSafeWindow !') }),
    pressZ({ id: 'round17 press z: deeper press stroke allowed', edits: [['fMaxPressPos : LREAL := 182.5;', 'fMaxPressPos : LREAL := 190.0;']], expect: items('constant initial-value-changed fMaxPressPos') }),
    pressZ({ id: 'round17 press z: press velocity default', edits: [['fPressVelo : LREAL := 20.0;', 'fPressVelo : LREAL := 35.0;']], expect: items('constant initial-value-changed fPressVelo') }),
    pressZ({ id: 'round17 press z: press move without the interlock', edits: [['Execute := bPressReq AND bInterlockOk AND fPressPos <= fMaxPressPos', 'Execute := bPressReq AND fPressPos <= fMaxPressPos']], expect: items('fb-call inputs-changed fbPress.Execute !') }),
    pressZ({ id: 'round17 press z: halt no longer called', edits: [['fbHalt(Axis := AxisZ, Execute := NOT bInterlockOk, Deceleration := 2000.0);\n', '']], expect: items('fb-call no-longer-called fbHalt !') }),
    // Judgement: the halt runs exactly when the interlock drops (its Execute is that signal alone, negated for its
    // polarity), so its deceleration is the interlock's response, as a safe stop's is.
    pressZ({ id: 'round17 press z: softer halt', edits: [['Deceleration := 2000.0', 'Deceleration := 500.0']], expect: items('constant value-changed fbHalt.Deceleration !') }),
    pressZ({ id: 'round17 press z: brake released without the EMO', edits: [['bBrake := fbPower.Status AND GVL_Sys.EMO_Switch;', 'bBrake := fbPower.Status;']], expect: items('write value-changed bBrake !') }),
    pressZ({ id: 'round17 press z: brake forced released', edits: [['bBrake := fbPower.Status AND GVL_Sys.EMO_Switch;', 'bBrake := TRUE;']], expect: items('write now-constant bBrake !') }),
    pressZ({ id: 'round17 press z: drive power without the EMO', edits: [['Enable := bEnable AND GVL_Sys.EMO_Switch,', 'Enable := bEnable,']], expect: items('fb-call inputs-changed fbPower.Enable !') }),
    pressZ({ id: 'round17 press z: downward enable forced', edits: [['Enable_Positive := bInterlockOk,', 'Enable_Positive := TRUE,']], expect: items('fb-call inputs-changed fbPower.Enable_Positive !') }),
    pressZ({ id: 'round17 press z: axis reset with the EMO pressed', edits: [['Execute := bReset AND GVL_Sys.EMO_Switch);', 'Execute := bReset);']], expect: items('fb-call inputs-changed fbReset.Execute !') }),
    pressZ({ id: 'round17 press z: faster return to wait', edits: [['Velocity := 50.0);', 'Velocity := 80.0);']], expect: items('constant value-changed fbWait.Velocity') }),
    pressZ({ id: 'round17 press z: return to wait before homing', edits: [[' AND GVL_Axis.bZHomed, Position := fWaitPos', ', Position := fWaitPos']], expect: items('fb-call inputs-changed fbWait.Execute') }),
    pressZ({ id: 'round17 press z: done output renamed', edits: [['\tbPressDone : BOOL;', '\tbPressComplete : BOOL;'], ['bPressDone := fbPress.Done;', 'bPressComplete := fbPress.Done;']], expect: items('declaration renamed bPressComplete') }),
    pressZ({ id: 'round17 press z: comment reworded', edits: [['// Z may press only with X parked over the die, the guard chain healthy and the EMO released', '// interlock of the ram: X parked, chain healthy, EMO released']], expect: [] }),
    pressZ({
      id: 'round17 press z: X window dropped and the stroke deepened together',
      edits: [[' AND ABS(GVL_Axis.fXActPos) <= fXSafeWindow', ''], ['fMaxPressPos : LREAL := 182.5;', 'fMaxPressPos : LREAL := 190.0;']],
      expect: items('write value-changed bInterlockOk !', 'constant initial-value-changed fMaxPressPos'),
    }),
  ]),
  ...from(GVL_ORIGIN, [
    // Corrected after the first score (writer's error): an initial value changed is `constant initial-value-changed` in
    // every round of the corpus (round 11's RainInhibit, round 16's reset command) and in this round's own cases; it was
    // written as a `declaration` item.
    gvlSys({ id: 'round17 system gvl: door bypass on from the start', edits: [['\tDoor_Bypass			:	BOOL	;', '\tDoor_Bypass			:	BOOL	:= TRUE;']], expect: items('constant initial-value-changed Door_Bypass !') }),
    // Corrected after the first score (writer's error), the same kind as the case above: `declaration` → `constant`.
    gvlSys({ id: 'round17 system gvl: chain healthy from the start', edits: [['\tSafety_All_OK		:	BOOL	;', '\tSafety_All_OK		:	BOOL	:= TRUE;']], expect: items('constant initial-value-changed Safety_All_OK !') }),
    gvlSys({ id: 'round17 system gvl: spare bit added', edits: [['\tManual_Mode			:	BOOL	;			//HMI manual mode\n', '\tManual_Mode			:	BOOL	;			//HMI manual mode\n\tSpare_1				:	BOOL	;\n']], expect: items('declaration added Spare_1') }),
    gvlSys({ id: 'round17 system gvl: emergency off input removed', edits: [['//EMO SW\n\tEMO_Switch		AT %I*	:	BOOL	;		//emergency off chain, NC, TRUE = released\n', '']], expect: items('declaration removed EMO_Switch !') }),
    gvlSys({ id: 'round17 system gvl: lamps in another order', edits: [['\tLamp_Green		AT %Q*	:	BOOL	;\n\tLamp_Yellow		AT %Q*	:	BOOL	;\n', '\tLamp_Yellow		AT %Q*	:	BOOL	;\n\tLamp_Green		AT %Q*	:	BOOL	;\n']], expect: [] }),
  ]),
];
