import assert from 'node:assert/strict';
import { test } from 'node:test';
import { remoteCopiesOfHostShared } from './shared-copies.mjs';

const shared = (name, ...files) => ({ name, assets: { js: { sync: files, async: [] }, css: { sync: [], async: [] } } });

const manifests = {
  host: { shared: [shared('antd', '189.js'), shared('react', '923.js')] },
  remotes: [
    {
      base: 'http://127.0.0.1:3601/',
      manifest: {
        shared: [
          shared('antd', '221.js', '759.js', '417.js'),
          shared('react', '923.js'),
          // Not provided by the host: the remote's own copy is the one the page runs.
          shared('@qrguard/shared-ui', '348.js', '417.js'),
        ],
      },
    },
  ],
};

test('names a remote chunk of a shared library the host provides', () => {
  const urls = ['http://127.0.0.1:3600/189.js', 'http://127.0.0.1:3601/759.js', 'http://127.0.0.1:3601/charts.1.js'];
  assert.deepEqual(remoteCopiesOfHostShared(manifests, urls), [
    { url: 'http://127.0.0.1:3601/759.js', shared: ['antd'] },
  ]);
});

test('leaves the host’s own chunks and what a module the host does not provide needs', () => {
  const urls = [
    'http://127.0.0.1:3600/923.js',
    'http://127.0.0.1:3601/348.js',
    // Also listed under antd, but shared-ui, which runs from the remote, needs it.
    'http://127.0.0.1:3601/417.js',
  ];
  assert.deepEqual(remoteCopiesOfHostShared(manifests, urls), []);
});
