import type { AdminContract } from '@vitrin/shared-libs/types/settings';

/** The languages whose content is blank (no text once the tags are stripped). */
export function emptyLanguages(contract: AdminContract | Record<string, unknown>, langs?: readonly string[]): string[] {
  const codes =
    langs ??
    Object.keys(contract)
      .filter((key) => key.startsWith('content_'))
      .map((key) => key.slice('content_'.length));
  return codes.filter((lang) => isBlankHtml((contract as Record<string, unknown>)[`content_${lang}`]));
}

export function isBlankHtml(value: unknown): boolean {
  if (typeof value !== 'string') return true;
  if (/<(img|table)\b/i.test(value)) return false;
  return (
    value
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
