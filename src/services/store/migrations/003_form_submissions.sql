-- Generic page-builder form submissions of the local default (/api/forms/[name]).
CREATE TABLE form_submissions (
  id         INTEGER PRIMARY KEY,
  form_name  TEXT NOT NULL,
  payload    TEXT NOT NULL CHECK (json_valid(payload)),
  created_at TEXT NOT NULL
);
CREATE INDEX form_submissions_form_name ON form_submissions (form_name, id);
