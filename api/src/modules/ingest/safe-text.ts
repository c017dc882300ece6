// Text PostgreSQL cannot store, found before it reaches a statement: a NUL
// character (text columns refuse it, and json refuses \u0000) and a lone
// UTF-16 surrogate (json refuses it; a text parameter would be silently
// turned into U+FFFD). One such scan used to fail the whole group-commit
// batch it was in; now it is a 400 naming its field.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with the text for storage, as the end of "<field> ..."; null when it can be stored. */
export function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it contains a lone surrogate)';
  return null;
}
