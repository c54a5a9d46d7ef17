// @ts-check
const { createConfig } = require('@vitrin/shared-libs/build/webpack.cjs');

module.exports = createConfig({
  name: 'mf_auth',
  dir: __dirname,
  exposes: {
    './App': './src/app/App.tsx',
  },
});
