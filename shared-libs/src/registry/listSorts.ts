/**
 * The admin lists' sort keys (docs/architecture.md, "Lists"): for each list, the columns staff can order it by and
 * the order it opens in. The API accepts exactly these keys in `?sort=` (a key, or `-key` for descending) and maps
 * each to its own column; the admin's column heads carry the same keys, so a head can only offer an order the
 * server knows.
 */
export const LIST_SORTS = {
  products: { keys: ['queue', 'code', 'name', 'is_active', 'created_at'], initial: '-queue' },
  inbox: { keys: ['created_at', 'name', 'email', 'check'], initial: '-created_at' },
  orders: { keys: ['created_at', 'company_name', 'name', 'status'], initial: '-created_at' },
  users: { keys: ['name', 'email', 'role_group', 'is_active', 'last_login_at'], initial: 'name' },
  support: { keys: ['created_at', 'subject', 'category', 'status'], initial: '-created_at' },
  media: { keys: ['published_at', 'seo_name', 'is_active'], initial: '-published_at' },
  contracts: { keys: ['queue', 'name', 'seo_name'], initial: '-queue' },
  auditLog: { keys: ['created_at', 'action', 'entity'], initial: '-created_at' },
} as const satisfies Record<string, { keys: readonly string[]; initial: string }>;

export type ListName = keyof typeof LIST_SORTS;
export type SortKey<L extends ListName> = (typeof LIST_SORTS)[L]['keys'][number];

/** A `?sort=` value read: its key and direction; an unknown key gives the list's initial order. */
export function parseSort<L extends ListName>(list: L, value: string | null | undefined): { key: SortKey<L>; desc: boolean } {
  const keys: readonly string[] = LIST_SORTS[list].keys;
  const read = (raw: string) => {
    const desc = raw.startsWith('-');
    const key = desc ? raw.slice(1) : raw;
    return keys.includes(key) ? { key: key as SortKey<L>, desc } : null;
  };
  return (value && read(value)) || read(LIST_SORTS[list].initial)!;
}

/** Every `?sort=` value a list accepts (each key both ways), for the API's querystring schema. */
export const sortValues = (list: ListName): string[] => LIST_SORTS[list].keys.flatMap((key) => [key, `-${key}`]);
