/** mf_catalogue/public: the catalogue views mf_public mounts on its routes. */
export { CategoriesPage } from './features/categories/components/CategoriesPage';
