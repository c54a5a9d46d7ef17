/**
 * Ordering on staff screens: SortableList's words in Turkish, and the outcome dialogs (outcome.ts) for saving a
 * new order — 'Değiştirildi' ('Sıra Düzeni Değiştirildi.') or 'Sıra Düzeni Değiştirilmedi!'. One set for every remote.
 */
import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { asQueryError, OUTCOME_CLOSE_MS } from '@vitrin/shared-libs/ui/outcome';
import type { SortableListTexts } from '@vitrin/shared-libs/ui/SortableList';

const t = staffTexts('staffSortable', {
  moveUp: '{{label}}: yukarı taşı',
  moveDown: '{{label}}: aşağı taşı',
  handle: '{{label}}: sürükle',
  instructions:
    'Taşımak için Boşluk tuşuna basın, ok tuşlarıyla yerini seçin, bırakmak için yeniden Boşluk, vazgeçmek için Escape tuşuna basın.',
  roleDescription: 'sıralanabilir',
  picked: '{{label}} tutuldu: {{total}} öğeden {{position}}. sırada.',
  movedTo: '{{label}} {{total}} öğeden {{position}}. sıraya taşındı.',
  dropped: '{{label}} {{total}} öğeden {{position}}. sıraya bırakıldı.',
  cancelled: '{{label}} taşınmadı.',
  saved: 'Değiştirildi',
  savedText: 'Sıra Düzeni Değiştirildi.',
  failed: 'Sıra Düzeni Değiştirilmedi!',
});

export const staffSortableTexts: SortableListTexts = {
  moveUp: (label) => t('moveUp', { label }),
  moveDown: (label) => t('moveDown', { label }),
  handle: (label) => t('handle', { label }),
  instructions: t('instructions'),
  roleDescription: t('roleDescription'),
  picked: (label, position, total) => t('picked', { label, position, total }),
  movedTo: (label, position, total) => t('movedTo', { label, position, total }),
  dropped: (label, position, total) => t('dropped', { label, position, total }),
  cancelled: (label) => t('cancelled', { label }),
};

/**
 * Saves a new order (`save` throws on failure, e.g. an RTK Query `unwrap()`) and says how it went: success in a
 * corner notice that leaves the focus on the list, failure in a dialog. False makes useQueueOrder put the
 * server's order back at once.
 */
export async function saveQueueWithDialogs(save: () => Promise<unknown>, failureTitle: string = t('failed')): Promise<boolean> {
  try {
    await save();
  } catch (error) {
    const message = asQueryError(error).data.message;
    void showDialog({ icon: 'error', title: failureTitle, text: message, timer: OUTCOME_CLOSE_MS.failure });
    return false;
  }
  void showDialog({ icon: 'success', title: t('saved'), text: t('savedText'), timer: OUTCOME_CLOSE_MS.success, toast: true });
  return true;
}
