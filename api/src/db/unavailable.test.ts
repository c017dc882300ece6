import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isDatabaseUnavailable } from './unavailable';

/** An error as `pg` raises it: a message and a SQLSTATE or system code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

test('a terminated or refused connection is the database being unavailable', () => {
  for (const err of [
    pgError('terminating connection due to administrator command', '57P01'),
    pgError('terminating connection because of crash of another server process', '57P02'),
    pgError('the database system is starting up', '57P03'),
    pgError('sorry, too many clients already', '53300'),
    pgError('connection failure', '08006'),
    pgError('connection does not exist', '08003'),
    pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    pgError('read ECONNRESET', 'ECONNRESET'),
    pgError('write EPIPE', 'EPIPE'),
    pgError('Connection terminated unexpectedly'),
    pgError('Connection terminated'),
    pgError('timeout exceeded when trying to connect'),
    pgError('Client has encountered a connection error and is not queryable'),
    new Error('Connection terminated due to connection timeout', { cause: pgError('Connection terminated') }),
    // Node connects to every address of "localhost" and reports all refusals together.
    new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), pgError('x', 'ECONNREFUSED')]),
  ]) {
    assert.equal(isDatabaseUnavailable(err), true, err.message);
  }
});

test('bad queries, constraint violations, bugs and non-errors are not', () => {
  for (const err of [
    pgError('syntax error at or near "selec"', '42601'),
    pgError('duplicate key value violates unique constraint "x"', '23505'),
    pgError('deadlock detected', '40P01'),
    pgError('canceling statement due to statement timeout', '57014'),
    pgError('value "99999999999" is out of range for type integer', '22003'),
    pgError('code that merely starts with 08', '0800'),
    new TypeError("Cannot read properties of undefined (reading 'id')"),
    new Error('The ingestion queue is closed.'),
    new AggregateError([pgError('x', 'ECONNREFUSED'), pgError('bad', '42601')]),
    new AggregateError([]),
    'Connection terminated',
    null,
    undefined,
    42,
  ]) {
    assert.equal(isDatabaseUnavailable(err), false, String((err as Error)?.message ?? err));
  }
});

test('a cycle of causes ends', () => {
  const a = new Error('outer') as Error & { cause?: unknown };
  a.cause = a;
  assert.equal(isDatabaseUnavailable(a), false);
});
