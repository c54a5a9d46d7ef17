import type { RuntimeConfig } from '@vitrin/shared-libs/types/api';
import { escapeHtml, jsonForScript } from '../../lib/html';

export interface HeadContent {
  title: string;
  description: string | null;
  csrfToken: string;
  favicon: string;
  runtimeConfig: RuntimeConfig;
  /** Login and admin pages stay out of search engines. */
  noIndex: boolean;
  /** Public pages: the site's keywords. */
  keywords?: readonly string[];
  /** Public pages only: the analytics snippets, stored as given by a Süper Yönetici and written unescaped. */
  analytics?: readonly string[];
}

/** The tags that replace <!--vitrin:head-->; every inserted value escaped. */
export function buildHead(content: HeadContent): string {
  const tags = [`<title>${escapeHtml(content.title)}</title>`];
  if (content.description) tags.push(`<meta name="description" content="${escapeHtml(content.description)}">`);
  if (content.keywords?.length) tags.push(`<meta name="keywords" content="${escapeHtml(content.keywords.join(', '))}">`);
  if (content.noIndex) tags.push('<meta name="robots" content="noindex, nofollow">');
  tags.push(`<meta name="csrf-token" content="${escapeHtml(content.csrfToken)}">`);
  tags.push(`<link rel="icon" href="${escapeHtml(content.favicon)}">`);
  tags.push(`<script id="vitrin-config" type="application/json">${jsonForScript(content.runtimeConfig)}</script>`);
  tags.push(...(content.analytics ?? []));
  return tags.join('\n    ');
}
