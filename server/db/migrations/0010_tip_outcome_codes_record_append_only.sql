-- A correct-score tip on "other" wins when the final score was not among the market's listed scores when
-- the tip was made: the list is kept with the tip (null for tips made before this migration: void).
ALTER TABLE tips ADD COLUMN market_outcome_codes text[];

-- The public record is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks (defence in depth beside
-- the role's rights; verify-tips catches an edit anyway).
CREATE FUNCTION tip_chain_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tip_chain is append-only';
END
$$;
CREATE TRIGGER tip_chain_no_update_or_delete BEFORE UPDATE OR DELETE ON tip_chain
  FOR EACH ROW EXECUTE FUNCTION tip_chain_append_only();
CREATE TRIGGER tip_chain_no_truncate BEFORE TRUNCATE ON tip_chain
  FOR EACH STATEMENT EXECUTE FUNCTION tip_chain_append_only();
