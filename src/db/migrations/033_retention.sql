-- The worker's retention (src/worker-retention.ts) finds what to trim by age, a small batch at a time: without these,
-- each batch of delivered events' attempts would scan the whole attempt log, and each batch of failed jobs every job.
CREATE INDEX webhook_attempts_attempted ON webhook_attempts (attempted_at);
CREATE INDEX jobs_failed ON jobs (failed_at) WHERE failed_at IS NOT NULL;
