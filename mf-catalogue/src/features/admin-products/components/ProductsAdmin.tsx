/**
 * pages/air-springs and pages/spare-parts with their /insert and /update/:id screens (the named route
 * pages.{section}.update). mf_admin mounts this at `pages/<section>/*`.
 */
import { Route, Routes } from 'react-router-dom';
import { useMountPath } from '../../../hooks/useMountPath';
import type { Section } from '@vitrin/shared-libs/types/api';
import { ProductFormPage } from './ProductFormPage';
import { ProductListPage } from './ProductListPage';

export function ProductsAdmin({ section = 'air_springs', title }: { section?: Section; title: string }) {
  const basePath = useMountPath();
  // A white sheet: Bootstrap's secondary, danger and link colours keep 4.5:1 on it (not on the grey frame).
  return (
    <div className="bg-body rounded p-3">
      <Routes>
        <Route index element={<ProductListPage section={section} title={title} basePath={basePath} />} />
        <Route path="insert" element={<ProductFormPage section={section} basePath={basePath} />} />
        <Route path="update/:id" element={<ProductFormPage section={section} basePath={basePath} />} />
      </Routes>
    </div>
  );
}
