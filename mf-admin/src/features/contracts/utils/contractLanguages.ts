import { isBlankHtml } from '@vitrin/shared-libs/utils/richText';
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
