-- A tip's sales sit in its creator's wallet but stay reserved until the tip settles (issue 8): a void
-- tip refunds its buyers from them, so the creator cannot spend FUN that may have to go back, and no
-- wallet ever goes below zero. Spendable = amount - reserved.
ALTER TABLE wallets ADD COLUMN reserved bigint NOT NULL DEFAULT 0;
ALTER TABLE wallets ADD CONSTRAINT wallets_reserved_within_amount CHECK (reserved >= 0 AND reserved <= amount);
