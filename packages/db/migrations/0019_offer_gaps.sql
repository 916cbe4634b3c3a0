-- The offers no provider took (declined, or expired unanswered), by when that happened, for the
-- operator's provider gaps: read by one index of those offers only.
CREATE INDEX "offers_not_taken_idx" ON "offers" USING btree ((case when "status" = 'expired' then "pickup_to" else "updated_at" end)) WHERE "offers"."status" in ('declined', 'expired');
