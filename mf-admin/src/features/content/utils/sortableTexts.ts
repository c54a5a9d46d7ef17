import type { SortableListTexts } from '@vitrin/shared-libs/ui/SortableList';
import { ct } from '../../../i18n/contentTexts';

/** SortableList's words in Turkish. */
export const sortableTexts: SortableListTexts = {
  moveUp: (label) => ct('sortable.moveUp', { label }),
  moveDown: (label) => ct('sortable.moveDown', { label }),
  handle: (label) => ct('sortable.handle', { label }),
  instructions: ct('sortable.instructions'),
  roleDescription: ct('sortable.roleDescription'),
  picked: (label, position, total) => ct('sortable.picked', { label, position, total }),
  movedTo: (label, position, total) => ct('sortable.movedTo', { label, position, total }),
  dropped: (label, position, total) => ct('sortable.dropped', { label, position, total }),
  cancelled: (label) => ct('sortable.cancelled', { label }),
};
