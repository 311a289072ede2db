import type Sanitize from 'sanitize-html';
import { lazyRequire } from './lazyRequire';

const sanitize = lazyRequire<typeof Sanitize>('sanitize-html');

/**
 * THE sanitizer for HTML users write (mail now; notes and the knowledge base later): what a rich-text
 * editor produces — paragraphs, headings, emphasis, lists, quotes, code, links — and nothing that runs
 * or loads: no scripts, styles, frames, forms, images or event attributes, links only to http(s) and mailto,
 * opened in a new window without access to this one.
 */
const OPTIONS: Sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'blockquote',
    'ul',
    'ol',
    'li',
    'code',
    'pre',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // What sanitize-html's simpleTransform('a', …) does, without loading the package for it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize()(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of some HTML, blocks separated by spaces and whitespace collapsed (excerpts, search). */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi, ' $&');
  return sanitize()(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_whole, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
