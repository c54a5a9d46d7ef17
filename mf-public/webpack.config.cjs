// @ts-check
const { createConfig } = require('@vitrin/shared-libs/build/webpack.cjs');

module.exports = createConfig({
  name: 'mf_public',
  dir: __dirname,
  exposes: {
    './App': './src/app/App.tsx',
  },
  // The server renders the public site with the same root component.
  server: { exposes: { './App': './src/app/App.tsx' } },
});
