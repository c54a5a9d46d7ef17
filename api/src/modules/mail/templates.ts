import { escapeHtml } from '../../lib/html';

/**
 * A mail as blocks (docs/decisions.md, "Mail through an outbox"): each block becomes both HTML and plain text,
 * so the two parts always say the same thing. Every text is escaped when it goes into the HTML: the language
 * packs' texts (which staff edit) as much as what a visitor typed.
 */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'fields'; rows: readonly (readonly [label: string, value: string | number | null | undefined])[] }
  | { type: 'table'; head: readonly string[]; rows: readonly (readonly (string | number)[])[] }
  | { type: 'link'; label: string; url: string }
  | { type: 'heading'; text: string }
  | { type: 'small'; text: string };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A subject is one line: a visitor's line breaks never reach a header. */
export function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .slice(0, 450);
}

const html = (value: string | number) => escapeHtml(String(value)).replace(/\r?\n/g, '<br>');

function blockHtml(block: MailBlock, color: string): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${html(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:16px">${html(block.text)}</h2>`;
    case 'small':
      return `<p style="margin:24px 0 0;font-size:12px;color:#666">${html(block.text)}</p>`;
    case 'fields':
      return (
        '<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:0 0 16px">' +
        block.rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(
            ([label, value]) =>
              `<tr><th align="left" valign="top" style="padding-right:16px">${html(label)}</th><td>${html(value!)}</td></tr>`,
          )
          .join('') +
        '</table>'
      );
    case 'table':
      return (
        '<table cellpadding="6" border="1" style="border-collapse:collapse;margin:0 0 16px;border-color:#ccc">' +
        `<tr>${block.head.map((h) => `<th align="left">${html(h)}</th>`).join('')}</tr>` +
        block.rows.map((row) => `<tr>${row.map((cell) => `<td>${html(cell)}</td>`).join('')}</tr>`).join('') +
        '</table>'
      );
    case 'link':
      return (
        `<p style="margin:16px 0"><a href="${escapeHtml(block.url)}" style="background:${escapeHtml(color)};color:#fff;` +
        `padding:10px 16px;text-decoration:none;border-radius:4px;display:inline-block">${html(block.label)}</a></p>`
      );
  }
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'small':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(60, block.text.length))}`;
    case 'fields':
      return block.rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => `${label}: ${String(value)}`)
        .join('\n');
    case 'table':
      return [block.head.join(' | '), ...block.rows.map((row) => row.join(' | '))].join('\n');
    case 'link':
      return `${block.label}: ${block.url}`;
  }
}

/** The HTML and text parts of a mail in `lang`, in the brand's main colour. */
export function renderMail(
  subject: string,
  blocks: readonly MailBlock[],
  options: { lang: string; color: string },
): RenderedMail {
  const body = blocks.map((block) => blockHtml(block, options.color)).join('\n');
  return {
    subject: oneLine(subject),
    html:
      `<!doctype html><html lang="${escapeHtml(options.lang)}"><head><meta charset="utf-8"><title>${html(oneLine(subject))}</title></head>` +
      `<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222;margin:0;padding:24px">` +
      `<div style="max-width:640px">${body}</div></body></html>`,
    text: `${blocks.map(blockText).join('\n\n')}\n`,
  };
}
