-- Sign-in lock-outs by source and account (issue 29): a row per (email, source address) counts that source's failures
-- and locks only that source, for longer at each repeat (`locks`); the row of source '*' counts every source's
-- failures against the account's ceiling. The counts kept so far were per email alone: they start afresh.
DELETE FROM dashboard_sign_in_attempts;
ALTER TABLE dashboard_sign_in_attempts DROP CONSTRAINT dashboard_sign_in_attempts_pkey;
ALTER TABLE dashboard_sign_in_attempts ADD COLUMN source text NOT NULL;
ALTER TABLE dashboard_sign_in_attempts ADD COLUMN locks integer NOT NULL DEFAULT 0;
ALTER TABLE dashboard_sign_in_attempts ADD PRIMARY KEY (email, source);

DELETE FROM ops_sign_in_attempts;
ALTER TABLE ops_sign_in_attempts DROP CONSTRAINT ops_sign_in_attempts_pkey;
ALTER TABLE ops_sign_in_attempts ADD COLUMN source text NOT NULL;
ALTER TABLE ops_sign_in_attempts ADD COLUMN locks integer NOT NULL DEFAULT 0;
ALTER TABLE ops_sign_in_attempts ADD PRIMARY KEY (email, source);
