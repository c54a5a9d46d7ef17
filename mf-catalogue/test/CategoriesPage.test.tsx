import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { http } from '@vitrin/shared-libs/api/http';
import { applyStaticTexts } from '@vitrin/shared-libs/i18n/i18n';
import type { Category } from '@vitrin/shared-libs/types/api';
import { renderWithProviders } from '../../shared-libs/test/render';
import { CategoriesPage } from '../src/features/categories/components/CategoriesPage';

const category = (id: number, section: Category['section'], en: string, tr: string, subs: string[] = []): Category => ({
  id,
  section,
  seo_name: en.toLowerCase().replace(/\s+/g, '-'),
  queue: 10 - id,
  image: null,
  name_en: en,
  name_tr: tr,
  seo_title_en: null,
  seo_description_en: null,
  sub_categories: subs.map((name, index) => ({
    id: id * 10 + index,
    category_id: id,
    seo_name: name,
    queue: 1,
    name_en: name,
    name_tr: name,
  })),
});

beforeAll(async () => {
  await applyStaticTexts('en', {
    navbar: { air_springs: 'Air Springs', spare_parts: 'Spare Parts' },
    common: { loading: 'Loading' },
  });
});

beforeEach(() => {
  const data = [
    category(1, 'air_springs', 'Bus Air Springs', 'Otobüs Körükleri', ['Front axle', 'Rear axle']),
    category(2, 'air_springs', 'Truck Air Springs', 'Kamyon Körükleri'),
    category(3, 'spare_parts', 'Shock Absorbers', 'Amortisörler'),
  ];
  http.defaults.adapter = async (config) => ({
    data: { success: true, message: '', data },
    status: 200,
    statusText: '',
    headers: {},
    config,
  });
});

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/categories/:seoName" element={<CategoriesPage />} />
      <Route path="/404" element={<p>not found</p>} />
    </Routes>,
    { area: 'public', path },
  );

it("lists the section's categories with their sub-categories, each linking to its products", async () => {
  renderAt('/categories/air_springs');
  const grid = await screen.findByTestId('category-grid');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Air Springs');
  const links = within(grid).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Bus Air Springs', 'Front axle', 'Rear axle', 'Truck Air Springs']);
  expect(links[0]).toHaveAttribute('href', '/products/bus-air-springs');
  // A sub-category is a way in of its own, not plain text.
  expect(within(grid).getByRole('link', { name: 'Rear axle' })).toHaveAttribute('href', '/products/Rear%20axle');
  expect(within(grid).queryByText('Shock Absorbers')).not.toBeInTheDocument();
});

it('shows the not-found page, in the visit’s language, for an unknown section where it was asked', async () => {
  renderAt('/categories/boats');
  expect(await screen.findByRole('heading', { level: 1, name: '404 — Page Not Found' })).toBeInTheDocument();
  expect(screen.queryByTestId('category-grid')).not.toBeInTheDocument();
});
