/** The staff lists' table and list state: sortable heads with aria-sort, and the view kept in the address. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ListTable, type ListTexts } from '@vitrin/shared-libs/ui/ListTable';
import { FilterSelect } from '@vitrin/shared-libs/ui/ListFilters';
import { useListState } from '@vitrin/shared-libs/ui/useListParams';

const texts: ListTexts = {
  loading: 'Yükleniyor…',
  retry: 'Tekrar Dene',
  pager: { nav: 'Sayfalar', previous: 'Önceki', next: 'Sonraki', page: (page) => `Sayfa ${page}` },
};

interface Row {
  id: number;
  name: string;
}

const sent: unknown[] = [];

function Inbox() {
  const list = useListState('inbox', ['check'], { clears: ['id'] });
  sent.push(list.query);
  const rows: Row[] = [{ id: 1, name: 'Ayşe' }];
  const location = useLocation();
  return (
    <>
      <output aria-label="adres">{location.search}</output>
      <FilterSelect
        label="Okunma"
        all="Tümü"
        value={list.filters.check}
        options={[{ value: '0', label: 'Okunmamış' }]}
        onChange={(value) => list.setFilter('check', value)}
      />
      <ListTable
        query={{
          data: { data: rows, current_page: list.page, last_page: 3, per_page: 1, total: 3 },
          isLoading: false,
          isError: false,
          refetch: () => undefined,
        }}
        texts={texts}
        caption="Mesajlar"
        loadError="Yüklenemedi"
        onPage={list.setPage}
        sort={list.sort}
        columns={[{ label: 'Gönderen', sort: 'name' }, { label: 'Tarih', sort: 'created_at' }, 'Konu']}
        row={(row) => (
          <tr key={row.id}>
            <td>{row.name}</td>
            <td />
            <td />
          </tr>
        )}
      />
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/contact" element={<Inbox />} />
      </Routes>
    </MemoryRouter>,
  );

const address = () => screen.getByRole('status', { name: 'adres' }).textContent;
const head = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

beforeEach(() => {
  sent.length = 0;
});

test('the list opens in its initial order: the date head says descending, the others none, and nothing is in the address', () => {
  renderAt('/admin/contact');
  expect(head('Tarih')).toHaveAttribute('aria-sort', 'descending');
  expect(head('Gönderen')).toHaveAttribute('aria-sort', 'none');
  expect(head('Konu')).not.toHaveAttribute('aria-sort');
  expect(address()).toBe('');
  expect(sent.at(-1)).toEqual({ page: 1 });
});

test('a head orders by its column, again the other way; the sort is in the address and sent to the server', async () => {
  const user = userEvent.setup();
  renderAt('/admin/contact?page=2');
  await user.click(screen.getByRole('button', { name: 'Gönderen' }));
  expect(head('Gönderen')).toHaveAttribute('aria-sort', 'ascending');
  expect(head('Tarih')).toHaveAttribute('aria-sort', 'none');
  // A new order starts at page 1.
  expect(address()).toBe('?sort=name');
  expect(sent.at(-1)).toEqual({ page: 1, sort: 'name' });
  await user.click(screen.getByRole('button', { name: 'Gönderen' }));
  expect(head('Gönderen')).toHaveAttribute('aria-sort', 'descending');
  expect(address()).toBe('?sort=-name');
});

test('a page and a filter keep the sort and close the opened row; a filter change goes back to page 1', async () => {
  const user = userEvent.setup();
  renderAt('/admin/contact?sort=name&id=7');
  await user.click(screen.getByRole('button', { name: 'Sayfa 2' }));
  expect(address()).toBe('?sort=name&page=2');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Okunma' }), 'Okunmamış');
  expect(address()).toBe('?sort=name&check=0');
  expect(sent.at(-1)).toEqual({ page: 1, sort: 'name', check: '0' });
});

test('an unknown sort in the address falls back to the initial order and is not sent', () => {
  renderAt('/admin/contact?sort=password');
  expect(head('Tarih')).toHaveAttribute('aria-sort', 'descending');
  expect(sent.at(-1)).toEqual({ page: 1 });
});

it('names each cell after its column, for the phone layout; a column read by screen readers only names none', () => {
  render(
    <ListTable
      query={{ data: [{ id: 1, name: 'Ayşe' }], isLoading: false, isError: false, refetch: () => undefined }}
      texts={texts}
      caption="Mesajlar"
      loadError="Yüklenemedi"
      columns={['Gönderen', 'Firma', { label: 'İşlemler', hidden: true }]}
      row={(row: Row) => (
        <tr key={row.id}>
          <td>{row.name}</td>
          <td>Vitrin A.Ş.</td>
          <td>
            <button type="button">Aç</button>
          </td>
        </tr>
      )}
    />,
  );
  expect(screen.getByRole('cell', { name: 'Ayşe' })).toHaveAttribute('data-label', 'Gönderen');
  expect(screen.getByRole('cell', { name: 'Vitrin A.Ş.' })).toHaveAttribute('data-label', 'Firma');
  expect(screen.getByRole('cell', { name: 'Aç' })).not.toHaveAttribute('data-label');
});
