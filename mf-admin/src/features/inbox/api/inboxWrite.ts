import { inboxOf, type InboxKind } from '@vitrin/shared-libs/registry/inboxes';

/**
 * A trash, delete or check call of an inbox: for an inbox whose calls the specification sends as POST with `_method`
 * (the offers: `methodOverride` in the registry), that POST; for the others the method itself (docs/api.md, "Method
 * override").
 */
export function inboxWrite(kind: InboxKind, url: string, method: 'PUT' | 'DELETE', data: Record<string, unknown>) {
  return inboxOf(kind).methodOverride ? { url, method: 'POST', data: { _method: method, ...data } } : { url, method, data };
}
