/**
 * Links inside an uploaded document are written by whoever made the file: only web, mail and in-document
 * links stay live; anything else (`javascript:`, `data:`, `file:` …) loses its href.
 */
export function safeLinkHref(href: string | null): string | null {
  if (href === null) return null;
  // Browsers drop control characters and whitespace inside a scheme (`java\tscript:`): judge what they would.
  const compact = href.replace(/[\s\p{Cc}]/gu, '');
  if (compact.startsWith('#')) return href;
  return /^(https?|mailto):/i.test(compact) ? href : null;
}

/** Applies `safeLinkHref` to every link of a rendered document; external links open in a new tab. */
export function neutralizeLinks(root: ParentNode): void {
  for (const anchor of root.querySelectorAll('a[href]')) {
    const href = safeLinkHref(anchor.getAttribute('href'));
    if (href === null) {
      anchor.removeAttribute('href');
    } else if (!href.startsWith('#')) {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    }
  }
}
