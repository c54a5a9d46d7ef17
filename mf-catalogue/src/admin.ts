/** mf_catalogue/admin: the catalogue management screens mf_admin mounts. Never loaded by visitors. */
export { CategoriesAdminPage } from './features/admin-categories/components/CategoriesAdminPage';
export { ProductsAdmin } from './features/admin-products/components/ProductsAdmin';
