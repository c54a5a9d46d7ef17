import type { Migration } from 'kysely';
import * as initial from './20251122100000_initial';
import * as idempotencyKeys from './20261122143700_idempotency_keys';
import * as catalogueSearch from './20261122144500_catalogue_search';
import * as productSearchIndex from './20261122173000_product_search_index';
import * as contentState from './20261124100000_content_state';
import * as searchTextParts from './20261124200000_search_text_parts';
import * as contractNames from './20261124201000_contract_names';
import * as remoteReleases from './20261125140000_remote_releases';
import * as mailOutbox from './20261125183000_mail_outbox';
import * as auditLog from './20261126100000_audit_log';
import * as catalogueImports from './20261127120000_catalogue_imports';
import * as mailReplyTo from './20261128090000_mail_reply_to';
import * as specKeys from './20261128110000_spec_keys';
import * as releaseCanaries from './20261128130000_release_canaries';
import * as twoFactor from './20261128140000_two_factor';
import * as scheduledPublishing from './20261128165000_scheduled_publishing';

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
  '20261124200000_search_text_parts': searchTextParts,
  '20261124201000_contract_names': contractNames,
  '20261125140000_remote_releases': remoteReleases,
  '20261125183000_mail_outbox': mailOutbox,
  '20261126100000_audit_log': auditLog,
  '20261127120000_catalogue_imports': catalogueImports,
  '20261128090000_mail_reply_to': mailReplyTo,
  '20261128110000_spec_keys': specKeys,
  '20261128130000_release_canaries': releaseCanaries,
  '20261128140000_two_factor': twoFactor,
  '20261128165000_scheduled_publishing': scheduledPublishing,
};
