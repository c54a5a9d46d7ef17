/**
 * What a server render learns from the screens it renders: the status (a not-found screen makes it 404). In the
 * browser there is no provider and the hooks do nothing.
 */
import { createContext, useContext } from 'react';

export interface ServerPage {
  readonly status: number;
  setStatus(status: number): void;
}

/** What one render round collects. */
export function createServerPage(): ServerPage {
  let status = 200;
  return {
    get status() {
      return status;
    },
    setStatus(next) {
      status = next;
    },
  };
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** Called by a screen while it renders: on the server, the page answers with this status. */
export function useServerStatus(status: number): void {
  const page = useContext(ServerPageContext);
  page?.setStatus(status);
}
