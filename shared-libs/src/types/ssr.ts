/** The contract between the API and the shell's server build (shell/src/server.tsx). */
import type { ApiTransport } from '@vitrin/shared-libs/api/transport';
import type { RuntimeConfig } from '@vitrin/shared-libs/types/api';

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
}

export interface ShellServer {
  render(request: RenderRequest): Promise<RenderResult>;
}

/** The remotes whose server builds render public pages. */
export const SERVER_RENDERED_REMOTES = ['mf_public', 'mf_catalogue'] as const;
