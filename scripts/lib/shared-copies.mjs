// Whether a page downloaded a remote's own copy of a shared singleton that the host provides
// (issue 10). Each remote bundles every shared library (antd, react-dom, the router...) for the
// day it runs alone, and its mf-manifest.json lists those chunks under "shared". On a page of the
// host they must never be fetched: the host's copy is the one the share scope hands out
// ('loaded-first'), and a remote's antd is about 200 KB brotli. A chunk that the manifest also
// lists under a shared module the host does not provide (shared-ui, which the host does not
// share) may be needed and is not counted.

/** The names of the shared modules a manifest lists. */
const sharedNames = (manifest) => new Set((manifest.shared ?? []).map((shared) => shared.name));

/**
 * @param {{ host: { shared?: object[] }, remotes: { base: string, manifest: { shared?: object[] } }[] }} manifests
 *   the host's manifest and each remote's, with the URL the remote's files are served from
 * @param {string[]} scriptUrls every script the page received
 * @returns {{ url: string, shared: string[] }[]} the scripts that were a remote's copy of a
 *   shared module of the host, with the shared modules each belongs to
 */
export function remoteCopiesOfHostShared({ host, remotes }, scriptUrls) {
  const provided = sharedNames(host);
  const received = new Set(scriptUrls);
  const copies = [];
  for (const { base, manifest } of remotes) {
    /** File -> the shared modules that list it. */
    const owners = new Map();
    for (const shared of manifest.shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        owners.set(file, [...(owners.get(file) ?? []), shared.name]);
      }
    }
    for (const [file, names] of owners) {
      const url = new URL(file, base).href;
      if (received.has(url) && names.every((name) => provided.has(name))) copies.push({ url, shared: names });
    }
  }
  return copies;
}
