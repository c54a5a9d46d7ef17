/** The public site: mf_public on the public store. The browser and the server (server.tsx) render the same tree. */
import { Provider } from 'react-redux';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import type { PublicState, PublicStore } from '@vitrin/shared-libs/store/publicStore';

export interface PublicAreaProps {
  store: PublicStore;
  /** When hydrating a server-rendered page: the state it was rendered from (the cart and the like come after). */
  serverState?: PublicState;
}

export function PublicArea({ store, serverState }: PublicAreaProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <RemoteModule id="mf_public/App" />
    </Provider>
  );
}
