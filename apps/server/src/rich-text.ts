import sanitizeHtml from 'sanitize-html';

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*[\d.]+\s*)?\)$/i,
];

/** Video players the editor may embed; any other iframe is dropped. */
const VIDEO_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'rutube.ru',
  'vk.com',
  'vkvideo.ru',
];

/**
 * What the rich text editor (Quill: lessons, news) produces, and nothing that runs: no script, no event handlers, no
 * javascript: or data: URLs, iframes only from video hosts, classes only Quill's own `ql-*`.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'hr',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'allowfullscreen', 'frameborder'],
    li: ['data-list'],
    pre: ['spellcheck'],
    '*': ['class', 'style'],
  },
  allowedClasses: { '*': ['ql-*'] },
  allowedStyles: { '*': { color: COLOR, 'background-color': COLOR } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  // An iframe whose src was refused would stay as an empty frame.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Rich text (a lesson, a news item) safe to store and show as is. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
