/** "Geri yükle" on a delete entry of İşlem Kayıtları: the deleted record back, asked first, with the outcome. */
import { confirmDialog } from '@vitrin/shared-libs/ui/dialogs';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { historyText } from '../../i18n/historyTexts';
import { useRestoreDeletedMutation } from './historyApi';

export function RestoreDeletedButton({ auditId }: { auditId: number }) {
  const [restore, { isLoading }] = useRestoreDeletedMutation();
  const onClick = async () => {
    const sure = await confirmDialog({
      title: historyText('restoreDeletedTitle'),
      text: historyText('restoreDeletedText'),
      confirmText: historyText('restoreDeletedYes'),
      cancelText: historyText('cancel'),
    });
    if (sure) showOutcome(await restore(auditId), { successTitle: historyText('restoredDeleted') });
  };
  return (
    <button type="button" className="btn btn-sm btn-outline-primary mt-2" disabled={isLoading} onClick={() => void onClick()}>
      {historyText('restoreDeleted')}
    </button>
  );
}
