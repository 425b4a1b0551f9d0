-- The version a flush of the state tables is heading to while it writes its event rows in chunks (NULL
-- once it finished): after a crash between chunks, some rows are ahead of `version`, and loading must not
-- take the tables for the line at `version` when it answers a gap from before the restart.
ALTER TABLE feed_sports ADD COLUMN flushing_to integer;
