/** The contract between the API and the shell's server build (shell/src/server.tsx). */
import type { ApiTransport } from '@vitrin/shared-libs/api/transport';
import type { ContactInfoGroups, RuntimeConfig, SocialMediaItem } from '@vitrin/shared-libs/types/api';
import type { CrossReference, ProductDetail } from '@vitrin/shared-libs/types/catalogue';

export interface RenderRequest {
  /** Path and query, as the visitor asked. */
  url: string;
  lang: string;
  /** The runtime config, with each rendered remote's *server* entry. */
  config: RuntimeConfig;
  transport: ApiTransport;
  /** Aborts a render that takes too long. */
  signal?: AbortSignal;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** 404 when the page rendered the not-found screen. */
  status: number;
  /** The public api's state, for the browser's store to start from (only what the page fetched). */
  state: Record<string, unknown>;
  /** What the screens reported for the page's head (docs/architecture.md, "What the head says"). */
  facts?: PageFacts;
}

/**
 * What the screens of a render report for the page's head, from the answers they already hold: the API builds the
 * title, meta, Open Graph and JSON-LD from these and reads no record again (docs/architecture.md, "What the head
 * says"). Each is reported by the screen that shows it; what no screen reported the head reads itself.
 */
export interface PageFacts {
  /** The page's own title and description (a detail screen's: a product's, an article's). */
  title?: string;
  description?: string | null;
  /** The breadcrumb trail as the page shows it, home first, the page itself last (without `to`). */
  trail?: readonly { label: string; to?: string }[];
  /** The product the page is about (the Product of its JSON-LD, its picture for link previews). */
  product?: ProductDetail;
  /** The OEM number the page is about, with our products that replace it. */
  crossReference?: CrossReference;
  /** The company's contact details and social profiles, as the page's footer shows them (the Organization). */
  contact?: ContactInfoGroups;
  social?: readonly SocialMediaItem[];
}

export interface ShellServer {
  render(request: RenderRequest): Promise<RenderResult>;
}

/** The remotes whose server builds render public pages. */
export const SERVER_RENDERED_REMOTES = ['mf_public', 'mf_catalogue'] as const;
