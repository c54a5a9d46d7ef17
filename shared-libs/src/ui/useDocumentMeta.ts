/** Sets the page's <title> and meta description (a null description removes the tag). */
import { useEffect } from 'react';

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

/** For detail screens whose own title (an article's, a contract's) wins over the route's page meta. */
export function useDocumentMeta(title: string | null | undefined, description: string | null | undefined): void {
  useEffect(() => {
    if (title) setDocumentMeta(title, description ?? null);
  }, [title, description]);
}
