-- The compliance gate's limits (migration 046) are controls: a change of them is under the two-person rule too.
INSERT INTO approval_policies (action, description) VALUES
  ('compliance_limits.update', 'Changing a corridor''s compliance gate limits: review threshold, daily and monthly maximum per beneficiary.')
ON CONFLICT (action) DO NOTHING;
