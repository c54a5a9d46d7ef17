// @ts-check
/**
 * The public site as one ordinary webpack bundle, for `npm run bench:federation`: the shell's own config
 * (same loaders, same slim shared entries, same minifier and CSS extraction) with the Module Federation plugin
 * taken out. The shell's bootstrap is the entry; RemoteModule's loader is aliased to bench/single/remotes.ts,
 * which imports mf_public's root and mf_catalogue's public views from their sources. Output:
 * bench/.tmp/single/shell/dist, served by the API with DIST_ROOT=bench/.tmp/single.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig } = require('../../shared-libs/build/webpack.cjs');

const root = path.resolve(__dirname, '../..');

/** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (env) => {
  const config = createConfig({
    name: 'shell',
    dir: path.join(root, 'shell'),
    plugins: [new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', minify: false })],
  })(env, { mode: 'production' });
  return {
    ...config,
    entry: { main: ['./src/styles.css', './src/bootstrap.tsx'] },
    output: { ...config.output, path: path.join(__dirname, '../.tmp/single/shell/dist') },
    resolve: {
      ...config.resolve,
      alias: {
        '@vitrin/shared-libs/federation/remotes$': path.join(__dirname, 'remotes.ts'),
        ...config.resolve?.alias,
      },
    },
    plugins: (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ModuleFederationPlugin'),
  };
};
