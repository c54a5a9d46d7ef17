/** The server's HTML as a crawler reads it: fetched without a browser, its parts and text picked out. */
import type { APIRequestContext } from '@playwright/test';

/** The server's HTML for a URL, as a crawler gets it (no cookie, no script runs). */
export async function html(request: APIRequestContext, url: string): Promise<{ status: number; body: string }> {
  const response = await request.get(url, { headers: { cookie: '' } });
  return { status: response.status(), body: await response.text() };
}

/** What the app rendered: from the root element to the serialized state. */
export const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<script id="vitrin-state"'));

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of some markup, tags dropped, entities decoded, white space folded. */
export const textOf = (markup: string) => decode(markup.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

export const titleOf = (body: string) => decode(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '');
export const descriptionOf = (body: string) => decode(/<meta name="description" content="([^"]*)"/.exec(body)?.[1] ?? '');
export const langOf = (body: string) => /<html[^>]* lang="?([a-z-]+)/.exec(body)?.[1];

/** The runtime configuration the page carries (#vitrin-config). */
export function configOf(body: string): { brand: Record<string, string> } {
  const json = /<script id="vitrin-config" type="application\/json">([^<]*)<\/script>/.exec(body)?.[1];
  return JSON.parse(json ?? '{}') as { brand: Record<string, string> };
}
