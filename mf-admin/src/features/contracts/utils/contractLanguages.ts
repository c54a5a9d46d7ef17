import type { AdminContract } from '@vitrin/shared-libs/types/settings';
import { emptyLanguages, type LocalizedValues } from '../../../lib/localizedValues';

/** The languages whose content is blank (no text once the tags are stripped): those given, else those it holds. */
export function emptyContractLanguages(contract: AdminContract | Record<string, unknown>, langs?: readonly string[]): string[] {
  const codes =
    langs ??
    Object.keys(contract)
      .filter((key) => key.startsWith('content_'))
      .map((key) => key.slice('content_'.length));
  return emptyLanguages(contract as unknown as LocalizedValues, ['content'], codes);
}
