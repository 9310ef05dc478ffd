import DOMPurify from 'isomorphic-dompurify';

/**
 * Article HTML as the admin's Quill editor writes it, made safe to render on a public page.
 *
 * Kept: paragraphs, headings 1-6, emphasis, blockquote, lists (Quill 2 writes bullets as
 * `<ol><li data-list="bullet">`), code blocks, links with safe protocols, images, Quill's
 * alignment/indent/font/size classes and colour styles, and video iframes from YouTube and
 * Vimeo only. Everything else (scripts, event handlers, `javascript:` URLs, forms, other
 * iframes, arbitrary CSS) goes.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'blockquote',
  'ol',
  'ul',
  'li',
  'pre',
  'code',
  'a',
  'img',
  'iframe',
  'span',
  'div',
  'hr',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'class',
  'style',
  'data-list',
  'data-language',
  'spellcheck',
  'frameborder',
  'allowfullscreen',
  'allow',
  'loading',
  'colspan',
  'rowspan',
];

/** Links: web, mail and phone, or relative. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:|\/|#|\.{0,2}\/)/i;
/** Images: web, relative, or inline raster data. */
const SAFE_IMAGE = /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpe?g|gif|webp);base64,)/i;
/** Video embeds: the players Quill's video button produces. */
const SAFE_IFRAME =
  /^https:\/\/(?:www\.)?(?:youtube\.com\/embed\/|youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+(?:[?#][^\s"'<>]*)?$/i;
/** Only the inline styles Quill's colour, background and align buttons write. */
const SAFE_STYLE_DECL = /^\s*(color|background-color|text-align)\s*:\s*([#\w\s(),.%-]+)\s*$/i;
/** Quill's formatting classes; anything else could restyle the page. */
const SAFE_CLASS = /^(?:ql-[a-z0-9-]+)$/;

function cleanStyle(style: string): string {
  return style
    .split(';')
    .map((decl) => SAFE_STYLE_DECL.exec(decl))
    .filter((m): m is RegExpExecArray => m !== null && !/url|expression/i.test(m[2] ?? ''))
    .map((m) => `${(m[1] ?? '').toLowerCase()}: ${(m[2] ?? '').trim()}`)
    .join('; ');
}

type Attributable = { getAttribute(n: string): string | null; removeAttribute(n: string): void };

function afterSanitize(node: Element): void {
  const el = node as Element & Attributable;
  const tag = el.tagName?.toLowerCase();
  if (!tag) return;

  if (el.hasAttribute('class')) {
    const kept = (el.getAttribute('class') ?? '').split(/\s+/).filter((c) => SAFE_CLASS.test(c));
    if (kept.length) el.setAttribute('class', kept.join(' '));
    else el.removeAttribute('class');
  }
  if (el.hasAttribute('style')) {
    const style = cleanStyle(el.getAttribute('style') ?? '');
    if (style) el.setAttribute('style', style);
    else el.removeAttribute('style');
  }

  if (tag === 'a') {
    const href = (el.getAttribute('href') ?? '').trim();
    if (href && !SAFE_LINK.test(href)) el.removeAttribute('href');
    // External links open in a new tab without handing the article a window.opener.
    if (/^https?:/i.test(href)) {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer nofollow');
    } else if (el.getAttribute('target') !== '_blank') {
      el.removeAttribute('target');
      el.removeAttribute('rel');
    }
  }
  if (tag === 'img') {
    const src = (el.getAttribute('src') ?? '').trim();
    if (!SAFE_IMAGE.test(src)) {
      el.remove();
      return;
    }
    el.setAttribute('loading', 'lazy');
    if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
  }
  if (tag === 'iframe') {
    const src = (el.getAttribute('src') ?? '').trim();
    if (!SAFE_IFRAME.test(src)) {
      el.remove();
      return;
    }
    el.setAttribute('loading', 'lazy');
    el.setAttribute('allowfullscreen', '');
    el.setAttribute('frameborder', '0');
    el.setAttribute('allow', 'accelerometer; encrypted-media; gyroscope; picture-in-picture');
    if (!el.hasAttribute('title')) el.setAttribute('title', 'Vídeo');
  }
}

/** Sanitized HTML ready for `set:html`; empty string for empty input. */
export function sanitizeArticleHtml(html: string | null | undefined): string {
  if (!html) return '';
  // Hooks are global to the DOMPurify instance; add ours only for this synchronous call.
  DOMPurify.addHook('afterSanitizeAttributes', afterSanitize);
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ADD_TAGS: ['iframe'],
      ALLOW_DATA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      RETURN_TRUSTED_TYPE: false,
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', afterSanitize);
  }
}
