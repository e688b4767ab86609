import { RE2JS } from 're2js';

/**
 * A print field's `validation.regexp`, run by RE2 (re2js) rather than the JavaScript engine: the
 * staff write these patterns and any supplier's input meets them, on the server and in the browser.
 * RE2 takes time linear in the input whatever the pattern (`^([a-z]+)+$` on 100 characters would
 * take the JavaScript engine hours); it has no look-arounds and no back-references, so a pattern
 * using them does not compile here and is refused when saved (decision 282).
 */
export function compilePrintPattern(source: string): ((text: string) => boolean) | null {
  try {
    const pattern = RE2JS.compile(source);
    // `find`: a match anywhere in the text, as RegExp.prototype.test (anchors are the pattern's).
    return (text) => pattern.matcher(text).find();
  } catch {
    return null;
  }
}
