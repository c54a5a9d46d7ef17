/** mf_catalogue/public: the catalogue views mf_public mounts on its routes. */
export { CategoriesPage } from './features/categories/components/CategoriesPage';
export { ProductsPage } from './features/products/components/ProductsPage';
export { ProductDetailsPage } from './features/product-details/components/ProductDetailsPage';
export { SearchResultsPage } from './features/search/components/SearchResultsPage';
export { CrossReferencePage } from './features/cross-reference/components/CrossReferencePage';
export { CrossReferenceManufacturerPage } from './features/cross-reference/components/CrossReferenceManufacturerPage';
export { CrossReferenceIndexPage } from './features/cross-reference/components/CrossReferenceIndexPage';
export { FinderPage } from './features/finder/components/FinderPage';
export { ComparePage } from './features/compare/components/ComparePage';
