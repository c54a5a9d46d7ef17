import type { Paged } from '@vitrin/shared-libs/types/api';

/** The page numbers of a paged answer, the page clamped to at least 1. */
export function pageWindow(page: number | undefined, perPage: number): { page: number; offset: number; perPage: number } {
  const current = Math.max(1, Math.floor(page ?? 1));
  return { page: current, offset: (current - 1) * perPage, perPage };
}

export function pagedOf<T>(data: T[], total: number, page: number, perPage: number): Paged<T> {
  return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
