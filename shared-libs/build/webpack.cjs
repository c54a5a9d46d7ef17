// @ts-check
/**
 * createConfig: the webpack configuration of the shell and of every remote.
 * A remote's own webpack.config.cjs reads like a table of contents: its name and what it exposes.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { sharedConfig, APPS, SLIM_ENTRIES, root } = require('./federation.cjs');

/**
 * Content-hashed file names. The federation runtime asks for a chunk's file name before hashes exist, only to
 * learn how deep the output folder is; it then gets the same name without the hash.
 * @param {import('webpack').PathData} pathData
 */
const hashedName = (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js');

/**
 * A remote's real version, for its manifest's `metaData.buildInfo.buildVersion` (shown on the "Sürümler" screen,
 * docs/deployment.md, "A team's release"): its package's version, with the build's time and commit as semver build
 * metadata (`0.1.0+20261128T1034Z.b281c54`); VITRIN_RELEASE_VERSION, when set, wins (a team's CI names its
 * release).
 * @param {string} dir the remote's package folder
 */
function buildVersion(dir) {
  if (process.env.VITRIN_RELEASE_VERSION) return process.env.VITRIN_RELEASE_VERSION;
  const { version } = require(path.join(dir, 'package.json'));
  const time =
    new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z')
      .slice(0, 13) + 'Z';
  let commit = '';
  try {
    commit = require('node:child_process')
      .execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Built outside a git checkout: the time alone.
  }
  return `${version}+${[time, commit].filter(Boolean).join('.')}`;
}

/**
 * @typedef {{
 *   name: keyof typeof APPS,
 *   dir: string,
 *   exposes?: Record<string, string>,
 *   plugins?: import('webpack').WebpackPluginInstance[],
 *   server?: { entry?: string, exposes?: Record<string, string> },
 * }} AppOptions
 */

/**
 * The browser build, and with `server` a second build for Node (docs/architecture.md, "Server rendering").
 * @param {AppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => (import('webpack').Configuration & { devServer?: any })[]}
 */
function createConfig(options) {
  return (env, argv) => {
    const browser = createBrowserConfig(options)(env, argv);
    // `npm run dev` serves the browser build only: the dev server renders no page on the server.
    if (!options.server || argv.mode === 'development' || process.env.VITRIN_BROWSER_ONLY) return [browser];
    return [browser, createServerConfig(options)];
  };
}

/**
 * The Node build of the shell or of a remote: same sources and shared singletons, a `commonjs-module` container
 * (remoteType 'script') loaded by the server's federation runtime with @module-federation/node's runtime plugin.
 * One file per container (no async chunks), no CSS (the browser build's stylesheet is the page's), into
 * dist/server/, published beside the browser manifest.
 * @param {AppOptions} options
 * @returns {import('webpack').Configuration}
 */
function createServerConfig({ name, dir, server = {} }) {
  const isHost = name === 'shell';
  return {
    name: 'server',
    mode: 'production',
    target: 'async-node',
    context: dir,
    entry: isHost && server.entry ? { server: server.entry } : {},
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist', 'server'),
      publicPath: 'auto',
      // One chunk: the shell's server.js, or the remote's remoteEntry.js (its container, with everything in it).
      filename: isHost ? '[name].js' : 'remoteEntry.js',
      uniqueName: `${name}_server`,
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The full packages (no slim entries): bytes do not matter on the server, StaticRouter does.
      alias: { '@vitrin/shared-libs': path.join(root, 'shared-libs/src') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
      // `createRequire(file)` is Node's own (serverRuntimePlugin runs a remote with it), not a webpack require.
      parser: { javascript: { createRequire: false } },
    },
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    plugins: [
      // Stylesheets are the browser build's business.
      new webpack.NormalModuleReplacementPlugin(/\.s?css$/, path.join(__dirname, 'empty-module.cjs')),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        library: isHost ? undefined : { type: 'commonjs-module', name },
        remoteType: 'script',
        exposes: server.exposes ?? {},
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // Ours first: a file of this machine is run afresh (a newly published build), never from require's cache.
        runtimePlugins: [
          require.resolve('../src/federation/serverRuntimePlugin.ts'),
          require.resolve('@module-federation/node/runtimePlugin'),
          require.resolve('../src/federation/runtimePlugin.ts'),
        ],
        experiments: { asyncStartup: true },
      }),
    ],
  };
}

/**
 * @param {AppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration & { devServer?: any }}
 */
function createBrowserConfig({ name, dir, exposes, plugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = name === 'shell';
    const port = APPS[name].port;
    // Module Federation's manifest plugin writes MF_BUILD_VERSION as the manifest's buildVersion (else the package's
    // version alone). Each remote is built in a process of its own (build-all.mjs, dev.mjs), so this is its own.
    if (!isHost) process.env.MF_BUILD_VERSION = buildVersion(dir);
    return {
      mode: production ? 'production' : 'development',
      target: 'web',
      context: dir,
      // Remotes need no page of their own: their container entry (remoteEntry.js) is all a host loads.
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // Dev servers write (only the shell's index.html) to dist-dev, never over a production build.
        path: path.join(dir, production ? 'dist' : 'dist-dev'),
        // The shell's page is served at every route, so its own files need an absolute path; remotes find
        // their chunks relative to wherever their remote entry was loaded from (any CDN, by config alone).
        publicPath: isHost ? (production ? '/mf/shell/' : `http://localhost:${port}/`) : 'auto',
        filename: production ? hashedName : '[name].js',
        chunkFilename: production ? hashedName : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        // dist/server/ is the server build's (built beside this one).
        clean: { keep: /^server\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // shared-libs is TypeScript source, imported by subpath (`@vitrin/shared-libs/ui/Spinner`).
        alias: { '@vitrin/shared-libs': path.join(root, 'shared-libs/src'), ...SLIM_ENTRIES },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            // Type errors are the job of `npm run typecheck`; the build only transpiles.
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          {
            // Bootstrap from its Sass sources (the shell's bootstrap-subset.scss), prefixed as Bootstrap's own
            // build is (autoprefixer, the browsers of the package's "browserslist"). Bootstrap 5.3 is written with
            // @import and Sass's global functions, which Sass 1.x warns about in every file: not ours to change.
            test: /\.scss$/,
            use: [
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              { loader: 'css-loader', options: { importLoaders: 2 } },
              { loader: 'postcss-loader', options: { postcssOptions: { plugins: ['autoprefixer'] } } },
              {
                loader: 'sass-loader',
                options: {
                  sassOptions: {
                    quietDeps: true,
                    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
                  },
                },
              },
            ],
          },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
        ],
      },
      optimization: {
        // No runtimeChunk: 'single' — a federated container must carry its own runtime.
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedConfig({ providedByHost: !isHost }),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          // The shell's runtime loads every remote, so only it needs the plugin that records failed remotes; it
          // also lends runtime-core to the remotes, which are built without a copy (externalRuntime).
          runtimePlugins: isHost
            ? [require.resolve('../src/federation/runtimePlugin.ts'), require.resolve('../src/federation/lendRuntimeCore.ts')]
            : [],
          // One federation runtime per page: the shell's. Build-time flags drop the parts no browser runs (Node
          // code); a remote's own bundler runtime also leaves out the manifest (snapshot) and remote-loading code,
          // since every remote is registered and loaded through the shell's (@vitrin/shared-libs/federation/remotes).
          experiments: {
            optimization: isHost ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true },
            ...(isHost ? {} : { externalRuntime: true }),
          },
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
              // Pre-compressed siblings: the server sends .br or .gz without compressing on each request.
              new CompressionPlugin({
                test: /\.(js|css|json|html|svg)$/,
                algorithm: 'gzip',
                filename: '[path][base].gz',
                threshold: 1024,
              }),
              new CompressionPlugin({
                test: /\.(js|css|json|html|svg)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
              }),
            ]
          : []),
        ...plugins,
      ],
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        devMiddleware: { writeToDisk: isHost ? (file) => file.endsWith('index.html') : false },
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { createConfig };
