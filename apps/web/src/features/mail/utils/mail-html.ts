/**
 * The HTML part ready for a sandboxed iframe's srcdoc: links open in a new tab (a base target),
 * and the mail cannot send the address of the page it is read on.
 */
export function framedMailHtml(html: string): string {
  const head = '<base target="_blank"><meta name="referrer" content="no-referrer">';
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (tag) => `${tag}${head}`);
  if (/<html[^>]*>/i.test(html)) return html.replace(/<html[^>]*>/i, (tag) => `${tag}<head>${head}</head>`);
  return `${head}${html}`;
}

/** A text split into plain pieces and links (http and https addresses), for a clickable text part. */
export function splitLinks(text: string): { text: string; isLink: boolean }[] {
  const pieces: { text: string; isLink: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const start = match.index ?? 0;
    if (start > last) pieces.push({ text: text.slice(last, start), isLink: false });
    pieces.push({ text: match[0], isLink: true });
    last = start + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), isLink: false });
  return pieces;
}
