/** The section's whole product order (queue), by drag-and-drop, keyboard or the move buttons. */
import type { Section } from '@vitrin/shared-libs/types/api';
import { SortableList } from '@vitrin/shared-libs/ui/SortableList';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { useQueueOrder } from '@vitrin/shared-libs/ui/useQueueOrder';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { catalogueAdminText } from '../../../i18n/catalogueAdminTexts';
import { saveQueueWithDialogs, staffSortableTexts } from '@vitrin/shared-libs/ui/staffSortable';
import { useAdminProductsQuery, type AdminProductRow } from '../api/getAdminProducts';
import { useSaveProductQueueMutation } from '../api/saveProductQueue';

const ALL = 500;
const EMPTY: AdminProductRow[] = [];

export function ProductOrder({ section }: { section: Section }) {
  const { data, isLoading } = useAdminProductsQuery({ section, page: 1, per_page: ALL });
  const [saveQueue] = useSaveProductQueueMutation();
  const order = useQueueOrder(
    data?.data ?? EMPTY,
    (p) => p.id,
    (queue) => saveQueueWithDialogs(() => saveQueue({ section, queue }).unwrap()),
  );
  if (isLoading) return <Spinner label={catalogueAdminText('loading')} />;
  const label = (p: AdminProductRow) => `${p.code} ${localized(p, 'name', 'tr')}`.trim();
  return (
    <section className="card card-body mb-4" aria-labelledby="product-order-title">
      <h2 id="product-order-title" className="h5">
        {catalogueAdminText('products.orderTitle', { section: catalogueAdminText(`sections.${section}`) })}
      </h2>
      <SortableList
        items={order.items}
        getId={(p) => p.id}
        getLabel={label}
        label={catalogueAdminText('products.orderTitle', { section: catalogueAdminText(`sections.${section}`) })}
        texts={staffSortableTexts}
        disabled={order.saving}
        onReorder={(next) => void order.reorder(next)}
        renderItem={(p) => (
          <span>
            <strong>{p.code}</strong> {localized(p, 'name', 'tr')}
          </span>
        )}
      />
    </section>
  );
}
