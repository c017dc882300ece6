// Which chunks of a build belong to its shared singletons only, for the federation manifest
// (issue 10).
//
// An app bundles each shared singleton (antd, react-dom, the router...) in async chunk groups of
// its own: the copy it provides to the share scope ('provide shared module') and the fallback of
// its consumers ('consume shared module ... (fallback: ...)'). On a page the host provides them,
// so a remote's copies never run; mf-manifest.json lists them under "shared" and leaves them out
// of each exposed module's chunks, so that preloading a remote's App (host/src/routes/chunks.ts)
// does not fetch them.
//
// The manifest plugin finds those chunks by the shared module itself: only the chunks holding
// that module. splitChunks often moves what the module imports into chunks of their own: the
// curated antd (shared-ui/src/antd/exports.ts, outside node_modules) stays in a 3 KB chunk while
// all of antd it imports becomes a vendors chunk that the manifest listed as one of the remote's
// App chunks, and the host's preload downloaded the remote's whole antd (248 KB brotli) for
// nothing. `markSharedOnlyChunks` completes the lists: a chunk that only shared modules'
// provide/fallback groups hold is listed under each of those shared modules and under no exposed
// module. Chunks that ordinary code also loads (icons used by a page and by antd) stay where they
// are: the page needs them.
'use strict';

const SHARED_ORIGINS = new Set(['provide-module', 'consume-shared-module']);

/**
 * The modules a chunk is bundled for when every chunk group holding it is the provide or fallback
 * group of a shared module: the provided modules (e.g. exports.ts), or null when ordinary code
 * (an entry, an exposed module, a lazy import) loads the chunk too.
 */
function sharedTargets(chunk, moduleGraph) {
  const targets = new Set();
  for (const group of chunk.groupsIterable) {
    const origins = group.origins ?? [];
    if (origins.length === 0) return null;
    for (const { module } of origins) {
      if (!module || !SHARED_ORIGINS.has(module.type)) return null;
      for (const block of module.blocks ?? []) {
        for (const dependency of block.dependencies) {
          const target = moduleGraph.getModule(dependency);
          if (target) targets.add(target);
        }
      }
    }
  }
  return targets.size > 0 ? targets : null;
}

const without = (list, files) => list.filter((file) => !files.has(file));
const listOf = (file) => (file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : null);

function addFile(shared, file, kind) {
  const list = listOf(file);
  if (list && !shared.assets[list][kind].includes(file)) shared.assets[list][kind].push(file);
}

/**
 * The shared modules whose code alone loads `chunk` lazily (its every chunk group is started by
 * an import() in modules found only in chunks of `ownersOf`), or null.
 */
function lazyOwners(chunk, chunkGraph, ownersOf) {
  const owners = new Set();
  for (const group of chunk.groupsIterable) {
    const origins = group.origins ?? [];
    if (origins.length === 0) return null;
    for (const { module } of origins) {
      if (!module) return null;
      for (const holder of chunkGraph.getModuleChunksIterable(module)) {
        const holderOwners = ownersOf.get(holder);
        if (!holderOwners) return null;
        for (const owner of holderOwners) owners.add(owner);
      }
    }
  }
  return owners.size > 0 ? owners : null;
}

/**
 * The manifest plugin's `additionalData` hook: moves every chunk that only shared modules load
 * from the exposed modules' asset lists to the "sync" lists of the shared modules it belongs to,
 * and adds the chunks a shared module's own code loads lazily (the curated antd's table, shared-ui's
 * chart renderer) to their "async" lists. Those stay in the exposed modules' lists too: whether
 * the page runs them depends on whether the remote's copy of the shared module is the one used
 * (shared-ui is; antd, provided by the host, is not).
 * @param {{ stats: any, compilation: import('webpack').Compilation }} args
 */
function markSharedOnlyChunks({ stats, compilation }) {
  const { chunkGraph, moduleGraph } = compilation;
  const byFile = new Map();
  for (const shared of stats.shared ?? []) {
    for (const file of shared.assets.js.sync) byFile.set(file, shared);
  }
  /** Chunk -> the shared entries it belongs to, for the chunks only shared modules load. */
  const ownersOf = new Map();
  for (const chunk of compilation.chunks) {
    const targets = chunk.canBeInitial() ? null : sharedTargets(chunk, moduleGraph);
    if (!targets) continue;
    // The shared entries whose module is one of the targets: found by the target's own chunks.
    const owners = new Set();
    for (const target of targets) {
      for (const targetChunk of chunkGraph.getModuleChunksIterable(target)) {
        for (const file of targetChunk.files) if (byFile.has(file)) owners.add(byFile.get(file));
      }
    }
    if (owners.size > 0) ownersOf.set(chunk, owners);
  }
  const sharedOnly = new Set();
  for (const [chunk, owners] of ownersOf) {
    for (const file of chunk.files) {
      if (!listOf(file)) continue;
      sharedOnly.add(file);
      for (const shared of owners) addFile(shared, file, 'sync');
    }
  }
  for (const chunk of compilation.chunks) {
    if (ownersOf.has(chunk) || chunk.canBeInitial()) continue;
    const owners = lazyOwners(chunk, chunkGraph, ownersOf);
    if (!owners) continue;
    for (const file of chunk.files) for (const shared of owners) addFile(shared, file, 'async');
  }
  for (const expose of stats.exposes ?? []) {
    for (const list of ['js', 'css']) {
      const assets = expose.assets[list];
      assets.sync = without(assets.sync, sharedOnly);
      assets.async = without(assets.async, sharedOnly);
    }
  }
  return stats;
}

module.exports = { markSharedOnlyChunks, sharedTargets };
