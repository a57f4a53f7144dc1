-- A business's documents are reviewed one by one by a named operator, never accepted by their count: each file is
-- PENDING until an operator ACCEPTS it or REFUSES it with a reason (audited); a new upload of its type replaces it and
-- is PENDING again. The business is approved only when every required document is ACCEPTED (lifecycle.ts).
ALTER TABLE beneficiary_files
  ADD COLUMN review_status text NOT NULL DEFAULT 'PENDING' CHECK (review_status IN ('PENDING', 'ACCEPTED', 'REFUSED')),
  ADD COLUMN refusal_reason text,
  -- The operator's account id (or `admin`), as the audit log names them.
  ADD COLUMN reviewed_by text,
  ADD COLUMN reviewed_at timestamptz,
  ADD CONSTRAINT beneficiary_files_review_complete CHECK (
    (review_status = 'PENDING' AND reviewed_by IS NULL AND reviewed_at IS NULL AND refusal_reason IS NULL)
    OR (review_status = 'ACCEPTED' AND reviewed_by IS NOT NULL AND reviewed_at IS NOT NULL AND refusal_reason IS NULL)
    OR (review_status = 'REFUSED' AND reviewed_by IS NOT NULL AND reviewed_at IS NOT NULL AND refusal_reason IS NOT NULL)
  );

-- The documents of businesses already approved by the former rule (their count) stand as accepted: they were the
-- rule of their time, and approval is final.
UPDATE beneficiary_files f SET review_status = 'ACCEPTED', reviewed_by = 'system', reviewed_at = f.created_at
  FROM beneficiaries b WHERE b.id = f.beneficiary_id AND b.status = 'CREATED';

-- The console's queue: documents waiting for a review, oldest first.
CREATE INDEX beneficiary_files_pending_review ON beneficiary_files (created_at) WHERE review_status = 'PENDING';
