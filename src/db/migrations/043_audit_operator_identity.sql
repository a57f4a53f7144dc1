-- The audit log names who acted and from where (issue 32, item 1): for an operator, its email at the time
-- (`actor_name`; `bootstrap` for ADMIN_TOKEN), the credential used (`actor_credential`: an operator token, the
-- console's session, ADMIN_TOKEN or the server's command), the operator token's id when one was used, and the source
-- address and User-Agent of the request. Entries written before this migration have NULL in each.
ALTER TABLE audit_log
  ADD COLUMN actor_name text,
  ADD COLUMN actor_credential text CHECK (actor_credential IN ('operator_token', 'console_session', 'admin_token', 'command')),
  ADD COLUMN actor_token_id uuid,
  ADD COLUMN source_ip text,
  ADD COLUMN user_agent text;
