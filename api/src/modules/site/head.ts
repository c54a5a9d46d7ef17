import type { RuntimeConfig } from '@vitrin/shared-libs/types/api';
import { escapeHtml, jsonForScript } from '../../lib/html';
import { brandStyle } from './brand-style';
import { SCRIPT_PRELOADS_ID } from './template';

export interface HeadContent {
  title: string;
  description: string | null;
  favicon: string;
  runtimeConfig: RuntimeConfig;
  /** Login and admin pages stay out of search engines. */
  noIndex: boolean;
  /** Public pages: canonical, language alternates, Open Graph and JSON-LD tags (seo.ts), already escaped. */
  seo?: readonly string[];
  /**
   * Files the first screen needs but would only ask for one after another (shell → remote manifest → remote
   * entry → the language pack): fetched at once, in parallel with the shell.
   */
  preloads?: readonly Preload[];
  /** Public pages: the site's keywords. */
  keywords?: readonly string[];
  /** A rendered page: the stylesheets of the remotes it was rendered with. */
  stylesheets?: readonly string[];
  /**
   * Public pages only: the analytics snippets, stored as given by a Süper Yönetici and written unescaped inside an
   * inert <template> that runs only after the visitor's consent.
   */
  analytics?: readonly string[];
}

export interface Preload {
  href: string;
  /**
   * `fetch`: what the page reads with fetch/XHR (CORS mode, same-origin credentials). `script`: a script the start
   * inserts later (webpack's and Module Federation's script tags, no-cors like the preload), announced with the page
   * so that it does not wait for the script before it to be evaluated (script-preloads.ts).
   */
  as: 'fetch' | 'script';
}

/** The tags that replace <!--vitrin:head-->; every inserted value escaped. */
export function buildHead(content: HeadContent): string {
  const tags = [`<title>${escapeHtml(content.title)}</title>`];
  if (content.description) tags.push(`<meta name="description" content="${escapeHtml(content.description)}">`);
  if (content.keywords?.length) tags.push(`<meta name="keywords" content="${escapeHtml(content.keywords.join(', '))}">`);
  for (const href of content.stylesheets ?? []) tags.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  // After the stylesheets' defaults: the brand's colours (saved in the admin, else BRAND_*).
  const brand = brandStyle(content.runtimeConfig.brand);
  if (brand) tags.push(brand);
  tags.push(...(content.seo ?? []));
  for (const { href, as } of content.preloads ?? []) {
    // A fetch preload must carry `crossorigin` to match the later fetch/XHR (CORS mode, same-origin credentials).
    if (as === 'fetch') tags.push(`<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin>`);
  }
  // The scripts go in a list that the page's loader turns into preloads (template.ts, PRELOAD_LOADER): a preload
  // tag of its own would need this answer's nonce, here in the head, where every byte is compressed once per page.
  const scripts = (content.preloads ?? []).filter((p) => p.as === 'script').map((p) => p.href);
  if (scripts.length > 0)
    tags.push(`<script id="${SCRIPT_PRELOADS_ID}" type="application/json">${jsonForScript(scripts)}</script>`);
  if (content.noIndex) tags.push('<meta name="robots" content="noindex, nofollow">');
  tags.push(`<link rel="icon" href="${escapeHtml(content.favicon)}">`);
  tags.push(`<script id="vitrin-config" type="application/json">${jsonForScript(content.runtimeConfig)}</script>`);
  // Inert until the visitor accepts analytics: mf-public's consent banner creates each script anew, with this
  // page's nonce (a script parsed inside a <template> never runs, so the stored markup needs none).
  const analytics = (content.analytics ?? []).filter((snippet) => snippet.trim() !== '');
  if (analytics.length > 0) tags.push(`<template id="vitrin-analytics">${analytics.join('\n')}</template>`);
  return tags.join('\n    ');
}
