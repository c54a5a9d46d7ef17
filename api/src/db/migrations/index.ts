import type { Migration } from 'kysely';
import * as initial from './20251122100000_initial';
import * as idempotencyKeys from './20261122143700_idempotency_keys';
import * as catalogueSearch from './20261122144500_catalogue_search';
import * as productSearchIndex from './20261122173000_product_search_index';
import * as contentState from './20261124100000_content_state';
import * as consentTexts from './20261124210000_consent_texts';

/**
 * Every migration, by name. Listed statically (not read from disk) so the bundled server carries them;
 * names start with their creation time, and Kysely applies them in name order. Append, never edit.
 */
export const migrations: Record<string, Migration> = {
  '20251122100000_initial': initial,
  '20261122143700_idempotency_keys': idempotencyKeys,
  '20261122144500_catalogue_search': catalogueSearch,
  '20261122173000_product_search_index': productSearchIndex,
  '20261124100000_content_state': contentState,
  '20261124210000_consent_texts': consentTexts,
};
