/** Sets the page's <title> and meta description (a null description removes the tag). */
import { useEffect } from 'react';
import { useServerFacts } from '@vitrin/shared-libs/ssr/serverPage';
import type { PageFacts } from '@vitrin/shared-libs/types/ssr';

export function setDocumentMeta(title: string, description: string | null): void {
  document.title = title;
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description;
}

/**
 * For detail screens whose own title (an article's, a contract's) wins over the route's page meta. On the server
 * the title, the description and what else the screen knows of its subject (`facts`) go to the page's head.
 */
export function useDocumentMeta(
  title: string | null | undefined,
  description: string | null | undefined,
  facts?: PageFacts,
): void {
  useServerFacts(title ? { ...facts, title, description: description ?? null } : {});
  useEffect(() => {
    if (title) setDocumentMeta(title, description ?? null);
  }, [title, description]);
}
