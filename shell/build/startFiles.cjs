// @ts-check
/**
 * Writes `dist/start-files.json`: the shell's script files a page's start needs (the chunks of each step of
 * src/index.ts, docs/performance.md "The start in steps", and the shared modules those steps consume, from the
 * chunks that provide them) and the names of the shared modules the shell provides. The API announces those files in the page's head, so that none
 * waits for the step before it to be evaluated before it is requested (docs/architecture.md, "Server rendering").
 */
const webpack = require('webpack');

const FILE = 'start-files.json';

class StartFilesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes renamed the files.
        { name: 'StartFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const start = [...compilation.modules].find((m) =>
            /[\\/]src[\\/]index\.ts$/.test(/** @type {any} */ (m).resource ?? ''),
          );
          if (!start) throw new Error('StartFilesPlugin: src/index.ts is not in the build');
          // The shell provides every shared module it consumes: the runtime loads a module from its provider's chunk
          // (the share scope's getter), not from the consumer's fallback, which is the same code in another chunk.
          /** @type {Map<string, import('webpack').Module>} */
          const providers = new Map();
          for (const module of compilation.modules)
            if (module.type === 'provide-module') providers.set(/** @type {any} */ (module)._name, module);
          /** @type {Set<string>} */
          const files = new Set();
          const seen = new Set();
          /** @param {import('webpack').AsyncDependenciesBlock} block */
          const visit = (block) => {
            const group = chunkGraph.getBlockChunkGroup(block);
            if (!group || seen.has(group)) return;
            seen.add(group);
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              // A shared module a step consumes comes from its provider's chunk; a lazy import of the app's own (the
              // staff areas, a dialog) is not followed.
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type !== 'consume-shared-module') continue;
                const provider = providers.get(/** @type {any} */ (module).options.shareKey);
                for (const inner of (provider ?? module).blocks) visit(inner);
              }
            }
          };
          for (const block of start.blocks) visit(block);
          const body = { js: [...files], provided: [...providers.keys()].sort() };
          compilation.emitAsset(FILE, new webpack.sources.RawSource(JSON.stringify(body, null, 2)));
        },
      );
    });
  }
}

module.exports = { StartFilesPlugin, START_FILES: FILE };
