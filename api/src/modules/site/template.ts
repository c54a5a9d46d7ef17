import { readFile } from 'node:fs/promises';

export const LANG_PLACEHOLDER = '__VITRIN_LANG__';
export const HEAD_PLACEHOLDER = '<!--vitrin:head-->';

/**
 * The shell's built index.html. Read once and kept in production; re-read on every request in development,
 * where the shell is rebuilt while the server runs. A missing file is looked for again on the next request.
 */
export class PageTemplate {
  private cached: string | null = null;

  constructor(
    readonly file: string,
    private readonly reloadEachTime: boolean,
  ) {}

  /** The template text, or null when the front-end has not been built. */
  async load(): Promise<string | null> {
    if (this.cached !== null && !this.reloadEachTime) return this.cached;
    try {
      const text = await readFile(this.file, 'utf8');
      this.cached = text;
      return text;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

/** Fills the template: the lang attribute, and the head block (before </head> when the marker is missing). */
export function fillTemplate(template: string, lang: string, head: string): string {
  const withLang = template.split(LANG_PLACEHOLDER).join(lang);
  if (withLang.includes(HEAD_PLACEHOLDER)) return withLang.replace(HEAD_PLACEHOLDER, () => head);
  return withLang.replace(/<\/head>/i, (closing) => `${head}\n${closing}`);
}
