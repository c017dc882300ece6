-- Abuse limits shared by every API instance (issue 9), kept in the database
-- that is already there rather than in one process's memory.
--
-- login_failure: failed sign-ins, counted three ways (modules/auth/throttle.ts):
--   'pair'    one user from one client address: the tight lock (LOGIN_MAX_FAILURES),
--             so a stranger's guesses lock only the stranger's address out;
--   'user'    one user from any address: a looser lock (LOGIN_USER_MAX_FAILURES)
--             that still slows a guess spread over many addresses;
--   'address' one client address for any name: slows password spraying
--             (LOGIN_ADDRESS_MAX_FAILURES). Names that do not exist are counted
--             here only, so invented names never add rows of their own;
--   'profile' a wrong old password in Edit Profile, per user (LOGIN_MAX_FAILURES).
-- Keys hold user ids and addresses, never the typed name (which is often a
-- password typed in the wrong field). A row is dead once its window and its
-- lock have both passed; failures delete dead rows as they go (the index).
create table login_failure (
  scope text not null check (scope in ('pair', 'user', 'address', 'profile')),
  key text not null,
  failures integer not null,
  window_ends_at timestamptz not null,
  locked_until timestamptz,
  primary key (scope, key)
);
-- greatest() skips nulls: the end of the window when there is no lock.
create index login_failure_dead_after on login_failure (greatest(window_ends_at, locked_until));

-- The public routes' request counts per client address (@fastify/rate-limit's
-- store, http/rate-limit-store.ts): one row per key, holding the count of its
-- current window, which ends at window_ends_ms (epoch milliseconds).
-- Unlogged: a count lost in a crash only gives a client a fresh minute, and
-- skipping the WAL keeps the one upsert per request cheap.
create unlogged table rate_limit_hit (
  key text primary key,
  window_ends_ms bigint not null,
  hits integer not null
);
