import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { FolderStorage } from './storage';

const roots: string[] = [];
after(async () => {
  for (const r of roots) await rm(r, { recursive: true, force: true });
});

test('the folder storage saves under yyyy/mm with a generated name, reads back and removes', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'qrguard-photos-'));
  roots.push(root);
  const storage = new FolderStorage(root);
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const key = await storage.save(bytes, 'png', new Date('2026-03-05T10:00:00Z'));
  assert.match(key, /^2026\/03\/[0-9a-f-]{36}\.png$/);
  assert.deepEqual(await storage.read(key), bytes);
  await storage.remove(key);
  assert.deepEqual(await readdir(path.join(root, '2026', '03')), []);
});

test('keys that could leave the folder are refused', async () => {
  const storage = new FolderStorage('/nonexistent');
  for (const key of ['../etc/passwd', '2026/03/../../x.png', '/abs.png', '2026/03/not-a-uuid.png']) {
    await assert.rejects(storage.read(key), /not a photo key/, key);
  }
});
