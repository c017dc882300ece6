import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GroupCommitQueue } from './queue';

const tick = () => new Promise((r) => setTimeout(r, 5));

test('requests arriving while a batch runs are applied together in the next one, in order', async () => {
  const batches: number[][] = [];
  const queue = new GroupCommitQueue<number, string>(
    async (items) => {
      batches.push(items);
      await tick();
      return items.map((i) => `done ${i}`);
    },
    { maxBatch: 100 },
  );
  const first = queue.submit(1);
  const second = queue.submit(2); // same turn: joins the first batch
  await tick();
  const later = [3, 4, 5].map((i) => queue.submit(i)); // while the first batch runs
  assert.deepEqual(await Promise.all([first, second, ...later]), ['done 1', 'done 2', 'done 3', 'done 4', 'done 5']);
  assert.deepEqual(batches, [
    [1, 2],
    [3, 4, 5],
  ]);
  assert.deepEqual(queue.stats, { batches: 2, items: 5, largest: 3, isolations: 0 });
});

test('batches are capped at maxBatch', async () => {
  const sizes: number[] = [];
  const queue = new GroupCommitQueue<number, number>(
    async (items) => {
      sizes.push(items.length);
      return items;
    },
    { maxBatch: 3 },
  );
  await Promise.all(Array.from({ length: 8 }, (_, i) => queue.submit(i)));
  assert.deepEqual(sizes, [3, 3, 2]);
});

test('a failing item fails alone and its neighbours are answered', async () => {
  const errors: number[] = [];
  const queue = new GroupCommitQueue<number, number>(
    async (items) => {
      if (items.includes(13)) throw new Error('unlucky');
      return items.map((i) => i * 2);
    },
    { maxBatch: 10, onBatchError: (_e, size) => errors.push(size) },
  );
  const results = await Promise.allSettled([1, 13, 3].map((i) => queue.submit(i)));
  assert.deepEqual(
    results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
    [2, 'unlucky', 6],
  );
  assert.deepEqual(errors, [3]);
});

test('one poison item in a batch of 32 is isolated by halving, not by replaying every item', async () => {
  // Before: a failed batch was replayed item by item, 1 + 32 transactions for one bad item.
  const sizes: number[] = [];
  const committed: number[] = [];
  const queue = new GroupCommitQueue<number, number>(
    async (items) => {
      sizes.push(items.length);
      if (items.includes(21)) throw new Error('poison');
      committed.push(...items);
      return items;
    },
    { maxBatch: 32 },
  );
  const results = await Promise.allSettled(Array.from({ length: 32 }, (_, i) => queue.submit(i)));
  assert.deepEqual(
    results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
    Array.from({ length: 32 }, (_, i) => (i === 21 ? 'poison' : i)),
  );
  assert.ok(sizes.length <= 1 + 2 * Math.log2(32), `${sizes.length} transactions: ${sizes.join(', ')}`);
  assert.equal(queue.stats.isolations, sizes.length - 1);
  assert.deepEqual(
    committed.sort((a, b) => a - b),
    Array.from({ length: 32 }, (_, i) => i).filter((i) => i !== 21),
    'every good item is committed exactly once',
  );
});

test('a failure that is no item fault (connection lost) fails the batch without splitting it', async () => {
  let calls = 0;
  const queue = new GroupCommitQueue<number, number>(
    async () => {
      calls++;
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
    },
    { maxBatch: 10, isolatable: (err) => (err as { code?: string }).code !== '57P01' },
  );
  const results = await Promise.allSettled([1, 2, 3, 4].map((i) => queue.submit(i)));
  assert.deepEqual(
    results.map((r) => r.status),
    ['rejected', 'rejected', 'rejected', 'rejected'],
  );
  assert.equal(calls, 1);
});

test('a transient error (deadlock) is retried once', async () => {
  let calls = 0;
  const queue = new GroupCommitQueue<number, number>(
    async (items) => {
      calls++;
      if (calls === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return items;
    },
    { maxBatch: 10 },
  );
  assert.equal(await queue.submit(7), 7);
  assert.equal(calls, 2);
});

test('close waits for pending work and refuses new items', async () => {
  let done = 0;
  const queue = new GroupCommitQueue<number, number>(
    async (items) => {
      await tick();
      done += items.length;
      return items;
    },
    { maxBatch: 10 },
  );
  const pending = queue.submit(1);
  await queue.close();
  assert.equal(done, 1);
  assert.equal(await pending, 1);
  await assert.rejects(queue.submit(2), /closed/);
});

test('with concurrency, several batches run at once and every item is answered', async () => {
  let running = 0;
  let most = 0;
  const queue = new GroupCommitQueue<number, number>(
    async (items) => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      return items;
    },
    { maxBatch: 2, concurrency: 3 },
  );
  const results = await Promise.all(Array.from({ length: 12 }, (_, i) => queue.submit(i)));
  assert.deepEqual(
    results,
    Array.from({ length: 12 }, (_, i) => i),
  );
  assert.equal(most, 3);
  await queue.close();
});
