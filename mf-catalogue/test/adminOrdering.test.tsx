import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../shared-libs/test/render';
import { CategoriesAdminPage } from '../src/features/admin-categories/components/CategoriesAdminPage';
import { fakeApi, ok } from './fakeApi';
import { adminCategory, LANGUAGES as languages } from './fixtures';

const category = (id: number, tr: string) => adminCategory(id, tr, 10 - id);

const CATEGORIES = [category(1, 'Otobüs'), category(2, 'Kamyon'), category(3, 'Dorse')];

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/cats/*" element={<CategoriesAdminPage section="air_springs" title="Kategoriler" />} />
    </Routes>,
    { path: '/admin/cats' },
  );

const shownOrder = () =>
  // hidden: true — while a dialog is open the page behind it is aria-hidden.
  within(screen.getByRole('list', { name: 'Kategori Sırası', hidden: true }))
    .getAllByRole('listitem', { hidden: true })
    .map((item) => within(item).getByText(/^(Otobüs|Kamyon|Dorse)$/).textContent);

afterEach(() => document.querySelector('.swal2-container')?.remove());

it('saves the new order with weights from the list length down to 1 and says so', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const api = fakeApi({
    'GET /api/pages/all-languages': () => ok(languages),
    'GET /api/admin/categories': () => ok(CATEGORIES),
    'PUT /api/admin/categories/queue': () => ok(null, 'Sıra Düzeni Değiştirildi.'),
  });
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Dorse: yukarı taşı' }));
  expect(shownOrder()).toEqual(['Otobüs', 'Dorse', 'Kamyon']);
  await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(api.calls.find((c) => c.method === 'PUT')?.data).toEqual({
    section: 'air_springs',
    sub_category: null,
    queue: [
      { id: 1, queue: 3 },
      { id: 3, queue: 2 },
      { id: 2, queue: 1 },
    ],
  });
  expect(await screen.findByText('Sıra Düzeni Değiştirildi.')).toBeInTheDocument();
});

it('puts the server order back and says the order was not changed when saving fails', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  fakeApi({
    'GET /api/pages/all-languages': () => ok(languages),
    'GET /api/admin/categories': () => ok(CATEGORIES),
    'PUT /api/admin/categories/queue': () => ({
      status: 422,
      body: { success: false, message: 'Sıra Düzeni Değiştirilmedi!', data: null, errors: {} },
    }),
  });
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Otobüs: aşağı taşı' }));
  expect(await screen.findByRole('heading', { name: 'Sıra Düzeni Değiştirilmedi!' })).toBeInTheDocument();
  await waitFor(() => expect(shownOrder()).toEqual(['Otobüs', 'Kamyon', 'Dorse']));
});

it('deletes a category only after “Evet, Sil!” in the confirmation', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const api = fakeApi({
    'GET /api/pages/all-languages': () => ok(languages),
    'GET /api/admin/categories': () => ok(CATEGORIES),
    'DELETE /api/admin/categories/2': () => ok(null, 'Silindi'),
  });
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Sil: Kamyon' }));
  expect(await screen.findByRole('heading', { name: 'Emin Misin?!' })).toBeInTheDocument();
  expect(screen.getByText('Kalıcı Olarak Silinecek!')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'İptal' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Emin Misin?!' })).not.toBeInTheDocument());
  expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Sil: Kamyon' }));
  await user.click(await screen.findByRole('button', { name: 'Evet, Sil!' }));
  await waitFor(() =>
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/admin/categories/2']),
  );
  expect(await screen.findByRole('heading', { name: 'Silindi' })).toBeInTheDocument();
});

it('a category that still has products: Başarısız with the server’s reason, shown once', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const reason = 'Bu kategoride ürün var; önce ürünleri silin veya başka kategoriye taşıyın.';
  fakeApi({
    'GET /api/pages/all-languages': () => ok(languages),
    'GET /api/admin/categories': () => ok(CATEGORIES),
    'DELETE /api/admin/categories/2': () => ({ status: 422, body: { success: false, message: reason, data: null, errors: {} } }),
  });
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Sil: Kamyon' }));
  await user.click(await screen.findByRole('button', { name: 'Evet, Sil!' }));
  expect(await screen.findByRole('heading', { name: 'Başarısız' })).toBeInTheDocument();
  expect(screen.getAllByText(reason)).toHaveLength(1);
  expect(screen.queryByText('Silme İşleminde Hata Oldu. Tekrar Deneyiniz!')).not.toBeInTheDocument();
});

it('the edit screen lists a category’s sub-categories as the server gives them for sub_category', async () => {
  const withSub = { ...category(1, 'Otobüs'), sub_categories: [] };
  const api = fakeApi({
    'GET /api/pages/all-languages': () => ok(languages),
    'GET /api/admin/categories': (call) =>
      call.params.sub_category === 1
        ? ok([{ id: 9, category_id: 1, seo_name: 'sehir-ici', queue: 1, name_en: 'City bus', name_tr: 'Şehir içi' }])
        : ok([withSub, ...CATEGORIES.slice(1)]),
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin/cats/*" element={<CategoriesAdminPage section="air_springs" title="Kategoriler" />} />
    </Routes>,
    { path: '/admin/cats/update/1' },
  );
  expect(await screen.findByText('Şehir içi')).toBeInTheDocument();
  expect(api.calls.find((c) => c.params.sub_category === 1)?.params).toEqual({ section: 'air_springs', sub_category: 1 });
});
