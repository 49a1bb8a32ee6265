/**
 * The HTML of a kept e-mail as an iframe document: links open in the app's tab (the iframe is
 * sandboxed without scripts, so they are the only thing in it that can act).
 */
export function mailDocument(html: string): string {
  // Parsing with DOMParser runs nothing; the sandbox, not this step, is what keeps the mail inert.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const base = parsed.createElement('base');
  base.target = '_top';
  parsed.head.prepend(base);
  return `<!doctype html>${parsed.documentElement.outerHTML}`;
}
