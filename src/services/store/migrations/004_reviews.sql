-- Reviews written on /write-a-review, held by the local review service. A review is published only
-- once a moderator approves it (npm run reviews -- approve <id>); the email is kept for the
-- moderator's questions and is never shown.
CREATE TABLE reviews (
  id           INTEGER PRIMARY KEY,
  product_id   TEXT NOT NULL,
  rating       INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title        TEXT NOT NULL,
  text         TEXT NOT NULL,
  nickname     TEXT NOT NULL,
  pet_name     TEXT NOT NULL DEFAULT '',
  pet_type     TEXT NOT NULL CHECK (pet_type IN ('dog', 'cat')),
  email        TEXT NOT NULL,
  locale       TEXT NOT NULL,
  status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at   TEXT NOT NULL,
  moderated_at TEXT
);
CREATE INDEX reviews_status_product ON reviews (status, product_id);
