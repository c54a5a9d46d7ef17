/** The public route table, from the shared registry (docs/architecture.md, "Registries"). */
import { contentPagesOf } from '@vitrin/shared-libs/registry/publicRoutes';

export { PUBLIC_ROUTES, routePath, type PublicRouteName } from '@vitrin/shared-libs/registry/publicRoutes';

/** The about-type pages sharing one content screen: route name = page content key = breadcrumb key. */
export const CORPORATE_PAGES = contentPagesOf('corporate');
/** The Quality menu: its content pages, then the certificates. */
export const QUALITY_PAGES = [...contentPagesOf('quality'), 'certificates'] as const;
