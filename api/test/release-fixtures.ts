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
