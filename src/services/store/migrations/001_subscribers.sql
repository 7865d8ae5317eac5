-- Newsletter subscribers of the local default. Addresses compare case-insensitively (the §5 email
-- rule admits ASCII only, so NOCASE folds every letter an address can hold).
CREATE TABLE subscribers (
  id         INTEGER PRIMARY KEY,
  email      TEXT NOT NULL COLLATE NOCASE,
  name       TEXT NOT NULL DEFAULT '',
  zipcode    TEXT NOT NULL DEFAULT '',
  source     TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX subscribers_email ON subscribers (email);

-- Addresses permanently deleted at the subscriber's request: they may never be re-imported
-- (the local counterpart of the list provider's 'Forgotten Email Not Subscribed').
CREATE TABLE suppressed_emails (
  email         TEXT PRIMARY KEY COLLATE NOCASE,
  reason        TEXT NOT NULL DEFAULT 'forgotten',
  suppressed_at TEXT NOT NULL
) WITHOUT ROWID;
