/**
 * What a server render learns from the screens it renders: the status (a not-found screen makes it 404) and what
 * the page's head says (`PageFacts`). In the browser there is no provider and the hooks do nothing.
 */
import { createContext, useContext } from 'react';
import type { PageFacts } from '@vitrin/shared-libs/types/ssr';

export interface ServerPage {
  readonly status: number;
  setStatus(status: number): void;
  readonly facts: PageFacts;
  report(facts: PageFacts): void;
}

/** What one render round collects. */
export function createServerPage(): ServerPage {
  let status = 200;
  let facts: PageFacts = {};
  return {
    get status() {
      return status;
    },
    setStatus(next) {
      status = next;
    },
    get facts() {
      return facts;
    },
    report(next) {
      facts = { ...facts, ...next };
    },
  };
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** Called by a screen while it renders: on the server, the page answers with this status. */
export function useServerStatus(status: number): void {
  const page = useContext(ServerPageContext);
  page?.setStatus(status);
}

/** Called by a screen while it renders: on the server, the page's head says these (docs/architecture.md). */
export function useServerFacts(facts: PageFacts): void {
  useContext(ServerPageContext)?.report(facts);
}
