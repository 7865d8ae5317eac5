-- Local bot-check tokens already spent. Kept on disk so single use survives a restart; a row is
-- useless once its token has expired, so rows past expires_at (unix seconds) are purged.
CREATE TABLE used_bot_tokens (
  id         TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX used_bot_tokens_expires_at ON used_bot_tokens (expires_at);
