/**
 * A media item's seo_name: made from the title by the shared slug helper while the person has not written one
 * of their own; once they edit it, it stays as they wrote it (an empty field follows the title again).
 * An existing item keeps its stored seo_name until the person changes it (its public address stays put).
 */
import { useState } from 'react';
import { slugify } from '@vitrin/shared-libs/utils/slug';

export interface SeoName {
  value: string;
  /** True while the value follows the title. */
  following: boolean;
  /** Call with the title the seo_name is made from, whenever it changes. */
  onTitle: (title: string) => void;
  /** The person typed into the seo_name field. */
  onEdit: (value: string) => void;
  /** Make it from the title again and follow the title from now on. */
  regenerate: (title: string) => void;
}

export function useSeoName(stored: string | null): SeoName {
  const [value, setValue] = useState(stored ?? '');
  const [following, setFollowing] = useState(stored === null);
  return {
    value,
    following,
    onTitle: (title) => {
      if (following) setValue(slugify(title));
    },
    onEdit: (next) => {
      setValue(next);
      setFollowing(next === '');
    },
    regenerate: (title) => {
      setValue(slugify(title));
      setFollowing(true);
    },
  };
}
