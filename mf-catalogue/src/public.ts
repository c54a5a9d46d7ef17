/** mf_catalogue/public: the catalogue views mf_public mounts on its routes. */
export { CategoriesPage } from './features/categories/components/CategoriesPage';
export { ProductsPage } from './features/products/components/ProductsPage';
export { ProductDetailsPage } from './features/product-details/components/ProductDetailsPage';
export { SearchResultsPage } from './features/search/components/SearchResultsPage';
// Finding a part (issue 40): chunks of their own, so the catalogue's other pages do not download them.
export {
  CrossReferencePage,
  CrossReferenceManufacturerPage,
  CrossReferenceIndexPage,
  FinderPage,
  ComparePage,
} from './findPages';
