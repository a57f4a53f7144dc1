-- The two-person rule (issue 32, item 2). An action an approval policy covers is not carried out by the operator who
-- asks for it (the maker): it becomes an approval request that records what is asked, why, the exact effect it will
-- have (the journal postings and the changes, as a rehearsal of it showed), who asked and until when it may be
-- approved. Another operator with the approver role (the checker) approves it, which carries the effect out in the
-- approval's own transaction, or rejects it. Which actions need two people, and the thresholds below which one person
-- suffices, are rows of approval_policies, seeded here; changing one is itself an action under the rule.
CREATE TABLE approval_policies (
  action              text PRIMARY KEY,
  two_person          boolean NOT NULL DEFAULT true,
  -- An amount (of threshold_currency) below which one person suffices; NULL: every amount needs two. An amount in any
  -- other currency, or an action without an amount, always needs two people while two_person is set.
  threshold           numeric(38, 2) CHECK (threshold IS NULL OR threshold > 0),
  threshold_currency  text,
  description         text NOT NULL,
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((threshold IS NULL) = (threshold_currency IS NULL)),
  -- The rule over the rule itself cannot be turned off.
  CHECK (action <> 'approval_policy.update' OR (two_person AND threshold IS NULL))
);

INSERT INTO approval_policies (action, description) VALUES
  ('exception.resolve', 'Resolving an exception with an action that moves money: mark_paid, mark_returned, execute, fail.'),
  ('screening_review.decide', 'Deciding a sanctions review: CLEAR or CONFIRM.'),
  ('corridor.update', 'Changing a corridor: enabled, service fee, spread, tax, limits.'),
  ('integrator.fee', 'Changing an integrator''s fee (integratorFeeBps).'),
  ('journal.manual_entry', 'Posting a manual journal entry between internal accounts.'),
  ('approval_policy.update', 'Changing an approval policy (which actions need two people, and thresholds).');

CREATE TABLE approval_requests (
  id                uuid PRIMARY KEY,
  action            text NOT NULL REFERENCES approval_policies (action),
  status            text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED')),
  resource_type     text NOT NULL,
  resource_id       text NOT NULL,
  integrator_id     uuid,
  -- Why the maker asks: required.
  reason            text NOT NULL CHECK (reason <> ''),
  -- The request as made (the action's own parameters), carried out as such on approval.
  request           jsonb NOT NULL,
  -- The effect as it will post: the journal postings and audit entries a rehearsal of the request wrote, and its outcome.
  effect            jsonb NOT NULL,
  -- The state of the resource the request was made against; an approval when it differs answers 412.
  resource_version  text NOT NULL,
  maker_id          text NOT NULL,
  maker_name        text,
  checker_id        text,
  checker_name      text,
  decision_note     text,
  -- What the approval's effect answered (the resource as it became).
  result            jsonb,
  created_at        timestamptz NOT NULL DEFAULT now(),
  expires_at        timestamptz NOT NULL,
  decided_at        timestamptz,
  CHECK (expires_at > created_at),
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  CHECK (checker_id IS NULL OR checker_id <> maker_id)
);
CREATE INDEX approval_requests_status ON approval_requests (status, created_at);
-- One pending request per action and resource: a second one would race the first.
CREATE UNIQUE INDEX approval_requests_one_pending ON approval_requests (action, resource_type, resource_id) WHERE status = 'PENDING';
