import MarkdownIt from 'markdown-it';

/**
 * The posts' Markdown renderer (ADR 032). `html: false`: raw HTML in a post is escaped and shown as
 * text, never passed through, so a post cannot carry a script or a style the CSP would have to allow.
 * markdown-it's own link check refuses javascript:, vbscript:, file: and most data: URLs. Typographer
 * turns straight quotes and dashes into typographic ones.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

// The post's title is the page's one h1: a `#` heading in the body reads as a section (h2).
markdown.core.ruler.push('blog_demote_h1', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') {
      token.tag = 'h2';
    }
  }
});

// A table sits in a box of its own that scrolls sideways if it must, so the page never does.
markdown.renderer.rules.table_open = (tokens, index, options, _env, self) =>
  `<div class="blog-table">${self.renderToken(tokens, index, options)}`;
markdown.renderer.rules.table_close = (tokens, index, options, _env, self) =>
  `${self.renderToken(tokens, index, options)}</div>`;

/** A post's body as HTML. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
