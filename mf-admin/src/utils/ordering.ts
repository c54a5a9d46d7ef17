/** The sortable list's texts in Turkish, and SPEC.md §8's dialogs for saving an order. */
import type { SortableListTexts } from '@vitrin/shared-libs/ui/SortableList';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { ts } from '../i18n/settingsTexts';

export const sortableTexts: SortableListTexts = {
  moveUp: (label) => ts('sortable.moveUp', { label }),
  moveDown: (label) => ts('sortable.moveDown', { label }),
  handle: (label) => ts('sortable.handle', { label }),
  instructions: ts('sortable.instructions'),
  roleDescription: ts('sortable.roleDescription'),
  picked: (label, position, total) => ts('sortable.picked', { label, position, total }),
  movedTo: (label, position, total) => ts('sortable.movedTo', { label, position, total }),
  dropped: (label, position, total) => ts('sortable.dropped', { label, position, total }),
  cancelled: (label) => ts('sortable.cancelled', { label }),
};

/** Runs the save; 'Değiştirildi' on success, 'Sıra Düzeni Değiştirilmedi!' on any failure (the list goes back). */
export async function saveOrder(save: () => Promise<unknown>): Promise<boolean> {
  try {
    await save();
    void showDialog({ icon: 'success', title: ts('dialogs.orderChanged'), text: ts('dialogs.orderChangedText'), timer: 2000 });
    return true;
  } catch {
    void showDialog({ icon: 'error', title: ts('dialogs.orderFailure'), timer: 2500 });
    return false;
  }
}
