import type { Server } from 'node:http';

/** A release's manifest as @module-federation/enhanced writes it (the parts the release gate reads). */
export const mfManifest = (name: string, extra: Record<string, unknown> = {}) => ({
  id: name,
  name,
  metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, globalName: name },
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
  remotes: [],
  exposes: [{ name: 'public', path: './public' }],
  ...extra,
});

/** Starts a test's release origin on a free loopback port; its origin (`http://127.0.0.1:<port>`). */
export async function serveOn(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}
