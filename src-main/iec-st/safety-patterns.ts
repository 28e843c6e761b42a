// Which signals are safety-relevant: a name (or its declaration's comment) that contains one of the person's
// patterns as whole words — `EmergencyStop`, `E_STOP_OK`, `GuardDoorClosed`, `STO_Active` — or a name on the
// project's own list. Words, not substrings, so `Stop` does not match `sto`; a pattern of five letters or more also
// matches the start or end of a word written in one (`safeguard`, `emergencystop`), and anywhere in a name written in
// one case throughout, whose words cannot be told apart (`BGUARDDOORCLOSED`, `M_SAFEHOLD`). Words are compared by their stem,
// so a pattern's other forms count too: `muting` matches `tMuteMax` and `muted`, `interlock` `interlocked`, `guard`
// `guarding`, `safe` `safely`.

export interface SafetyMatcher {
  /** The matches of these names, as `pattern: Name` (or `project list: Name`), in order, without repeats. */
  match(names: readonly string[], documentation: (name: string) => string | null): string[];
  /** The first pattern whose words `text` holds (a type name, `SF_SafelyLimitedSpeed`), or null. */
  patternIn(text: string): string | null;
}

/**
 * A name written in one case throughout (`BGUARDDOORCLOSED`, `estopok`): its words cannot be told apart, so a pattern
 * is looked for anywhere in it (`ESTOP_OK` has its words and is read by them).
 */
export function singleCase(name: string): boolean {
  return !/[a-z]/.test(name) || !/[A-Z]/.test(name);
}

/**
 * What a pattern is looked for as in a one-case name: itself and, for a word in -ing, its plain form (`muting` in
 * `TMUTEMAX`); four letters at least, so `sto` is not found in `STOP` nor `STORE`.
 */
function oneCaseForms(joined: string): string[] {
  const forms = [joined];
  if (joined.endsWith('ing')) forms.push(`${stem(joined)}e`);
  return forms.filter((form) => form.length >= 4);
}

/** `EmergencyStop` → ['emergency', 'stop']; `E_STOP_OK` → ['e', 'stop', 'ok']; `STO1` → ['sto', '1']. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])([0-9])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The stem of a word, for comparing forms of one word: the endings -ing, -ed, -es, -s, -ly and a final -e go
 * (`muting`, `muted`, `mutes`, `mute` → `mut`; `interlocked` → `interlock`; `safely` → `saf`), `-ies` becomes `-y`
 * (`emergencies` → `emergency`), and a doubled last consonant left by -ing or -ed is single (`stopped` → `stop`).
 * Words of three letters or fewer (`sto`, `ok`) and those ending in `ss` stay as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || word.endsWith('ss')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  for (const ending of ['ing', 'ed']) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      const base = word.slice(0, -ending.length);
      return /([b-df-hj-np-tv-z])\1$/.test(base) ? base.slice(0, -1) : base;
    }
  }
  // `safely` is `safe` plus -ly: its stem is safe's.
  if (word.endsWith('ly') && word.length >= 5) return stem(word.slice(0, -2));
  for (const ending of ['es', 's', 'e']) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  }
  return word;
}

export function safetyMatcher(patterns: readonly string[], projectSignals: readonly string[]): SafetyMatcher {
  // A pattern matches a run of words, or the same words written together ("e-stop" also matches `ESTOP`).
  const compiled = patterns
    .map((pattern) => ({ pattern, words: words(pattern), stems: words(pattern).map(stem), oneCaseForms: oneCaseForms(words(pattern).join('')) }))
    .filter((p) => p.words.length > 0);
  const signals = new Set(projectSignals.map((s) => s.trim().toLowerCase()).filter(Boolean));
  const matches = (nameWords: string[], p: { words: string[]; stems: string[]; oneCaseForms: string[] }, oneCase = false): boolean => {
    const joined = p.words.join('');
    const nameStems = nameWords.map(stem);
    for (let i = 0; i < nameWords.length; i++) {
      if (p.stems.every((w, k) => nameStems[i + k] === w)) return true;
      // Written together: a run of the name's words that spells the pattern's words joined.
      let spelled = '';
      for (let k = i; k < nameWords.length && spelled.length < joined.length; k++) {
        spelled += nameWords[k];
        if (spelled === joined && k > i) return true;
      }
      const word = nameWords[i]!;
      if (word === joined || (joined.length >= 5 && (word.startsWith(joined) || word.endsWith(joined)))) return true;
      if (oneCase && p.oneCaseForms.some((form) => word.includes(form))) return true;
    }
    return false;
  };
  return {
    patternIn(text) {
      const textWords = words(text);
      return compiled.find((p) => matches(textWords, p))?.pattern ?? null;
    },
    match(names, documentation) {
      const found: string[] = [];
      const seen = new Set<string>();
      for (const name of names) {
        if (!/^[A-Za-z_]/.test(name) || seen.has(name.toLowerCase())) continue;
        seen.add(name.toLowerCase());
        if (signals.has(name.toLowerCase())) {
          found.push(`project list: ${name}`);
          continue;
        }
        const nameWords = words(name);
        const docWords = words(documentation(name) ?? '');
        const oneCase = singleCase(name);
        // A pattern the name holds as a word goes first; one found only inside a one-case word (`safe` in `safeguard`) after.
        const hit = compiled.find((p) => matches(nameWords, p)) ?? (oneCase ? compiled.find((p) => matches(nameWords, p, true)) : undefined) ?? compiled.find((p) => matches(docWords, p));
        if (hit) found.push(`${hit.pattern}: ${name}`);
      }
      return found;
    },
  };
}

/**
 * The safety pattern a variable's type carries, or null: PLCopen Safety's function blocks (`SF_…`) are safety
 * functions, and a type whose name holds a safety word (`TWO_HAND`, `FB_GuardDoor`) is one too.
 */
export function typeSafetyPattern(matcher: SafetyMatcher, type: string): string | null {
  if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(type)) return null;
  return /^SF_/i.test(type) ? 'safety function block' : matcher.patternIn(type);
}
