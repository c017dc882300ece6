-- One-time codes of the product switch (modules/auth/cross-client.ts): the id
-- (jti) of every code exchanged here, kept until the code would have expired
-- anyway, so a code works once however many instances serve the API.
create table cross_client_code_used (
  jti text primary key,
  expires_at timestamptz not null
);
create index cross_client_code_used_expires on cross_client_code_used (expires_at);
