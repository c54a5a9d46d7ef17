// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig } = require('@vitrin/shared-libs/build/webpack.cjs');
const { StartFilesPlugin } = require('./build/startFiles.cjs');

// The shell has no static remotes: it registers them at run time from the config the server writes into the page.
// Its server build (dist/server/server.js) is what the API calls to render a public page.
module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  plugins: [
    new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', minify: false }),
    // The files of the start's steps, for the page's head to announce (api/src/modules/site/head.ts).
    new StartFilesPlugin(),
  ],
  server: { entry: './src/server.tsx' },
});
