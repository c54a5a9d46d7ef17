// @ts-check
const { createConfig } = require('@vitrin/shared-libs/build/webpack.cjs');

module.exports = createConfig({
  name: 'mf_public',
  dir: __dirname,
  exposes: {
    './App': './src/app/App.tsx',
  },
});
