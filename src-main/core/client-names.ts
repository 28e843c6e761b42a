// What a client says it is called, made safe to show where the person decides: on cards, in the agent list, in
// History and the audit. An agent holds the token and nothing else, so its name must never pass for the person
// ("You, from the Online view" is how a call the person started is shown) or for Interlock itself, and must not
// reorder or hide what is shown around it: bidi controls, zero-width and other invisible characters are shown as
// visible escapes (`<U+202E>`), and a name that reads as a reserved one, in any case, spacing or look-alike letters,
// is shown as what it is: `agent named "You"`.

/** Names that belong to the person or to Interlock, as their skeletons (see `skeleton`). */
const RESERVED = ['you', 'person', 'theperson', 'interlock', 'yourself', 'me'];
/** First words that make a name read as the person's or Interlock's own ("You, from …", "Interlock (settings)"). */
const RESERVED_FIRST_WORDS = new Set(['you', 'person', 'interlock']);

/**
 * Characters that control layout or are invisible: C0/C1 controls, bidi embeddings, overrides and isolates, zero-width
 * and joiner characters, line and paragraph separators, the byte order mark, tag characters, variation selectors.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb]|\udb40[\udc00-\udc7f]/g;

/** Latin look-alikes of Cyrillic and Greek letters, enough to read `Yоu` (Cyrillic о) as `you`. */
const CONFUSABLES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', і: 'i', ї: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ү: 'y',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y',
  '0': 'o', '1': 'l', '|': 'l',
};

const escapeInvisible = (text: string): string =>
  text.replace(INVISIBLE, (ch) => `<U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`);

/** The name's words as a reader would take them: compatibility forms folded, look-alikes mapped, invisibles dropped. */
function words(text: string): string[] {
  const folded = [...text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((ch) => CONFUSABLES[ch] ?? ch)
    .join('');
  return folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
}

/** Whether a name would read as the person's or Interlock's own. */
export function isReservedClientName(name: string): boolean {
  const parts = words(name);
  if (parts.length === 0) return false;
  return RESERVED.includes(parts.join('')) || RESERVED_FIRST_WORDS.has(parts[0]!);
}

/**
 * A client's self-reported string as Interlock shows it: bounded, invisible and layout characters escaped visibly,
 * and, for a name (`asName`), a reserved one marked as an agent's. Empty becomes `fallback`.
 */
export function displayClientString(value: string, fallback: string, asName = false): string {
  const bounded = escapeInvisible(value.slice(0, 400)).trim().slice(0, 120);
  if (bounded === '') return fallback;
  return asName && isReservedClientName(value) ? `agent named "${bounded}"` : bounded;
}
