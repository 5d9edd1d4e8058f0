const DROP = 'script, style, iframe, object, embed, link, meta, form';

/**
 * The preview's copy of the body, made inert before it is shown. What the server sends is sanitised already;
 * an unsaved draft is not, so the preview strips what could run: those tags, `on*` handlers, and
 * `javascript:` / `data:` URLs.
 */
export function inertHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const node of doc.body.querySelectorAll(DROP)) node.remove();
  for (const element of doc.body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const url = /^(href|src|xlink:href|action|formaction)$/i.test(name);
      if (/^on/i.test(name) || (url && /^\s*(javascript|data|vbscript):/i.test(value))) {
        element.removeAttribute(name);
      }
    }
    if (element.tagName === 'A') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return doc.body.innerHTML;
}
