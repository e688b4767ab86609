import { RE2JS } from 're2js';

/** Compiled patterns by their source: the order form checks its fields on every change. */
const compiled = new Map<string, ((text: string) => boolean) | null>();
const COMPILED_KEPT = 200;

/**
 * JavaScript's `\uXXXX` escapes, which RE2 writes `\x{XXXX}` (a French pattern names its accented
 * letters so): an escaped backslash before `u` stays as it is.
 */
function toRe2Syntax(source: string): string {
  return source.replace(/(?<!\\)((?:\\\\)*)\\u([0-9A-Fa-f]{4})/g, '$1\\x{$2}');
}

/**
 * A print field's `validation.regexp`, run by RE2 (re2js) rather than the JavaScript engine: the
 * staff write these patterns and any supplier's input meets them, on the server and in the browser.
 * RE2 takes time linear in the input whatever the pattern (`^([a-z]+)+$` on 100 characters would
 * take the JavaScript engine hours); it has no look-arounds, no back-references and no count above
 * 1,000, so a pattern using them does not compile here and is refused when saved (decision 282).
 */
export function compilePrintPattern(source: string): ((text: string) => boolean) | null {
  const known = compiled.get(source);
  if (known !== undefined) return known;
  let isMatch: ((text: string) => boolean) | null;
  try {
    const pattern = RE2JS.compile(toRe2Syntax(source));
    // `find`: a match anywhere in the text, as RegExp.prototype.test (anchors are the pattern's).
    isMatch = (text) => pattern.matcher(text).find();
  } catch {
    isMatch = null;
  }
  if (compiled.size >= COMPILED_KEPT) compiled.clear();
  compiled.set(source, isMatch);
  return isMatch;
}
