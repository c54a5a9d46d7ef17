// @ts-check
const { createConfig } = require('@vitrin/shared-libs/build/webpack.cjs');

// Two entry modules: visitors load ./public through mf_public, staff load ./admin through mf_admin.
module.exports = createConfig({
  name: 'mf_catalogue',
  dir: __dirname,
  exposes: {
    './public': './src/public.ts',
    './admin': './src/admin.ts',
  },
  // The server renders the public screens only.
  server: { exposes: { './public': './src/public.ts' } },
});
