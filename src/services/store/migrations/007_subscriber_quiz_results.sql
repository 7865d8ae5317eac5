-- What a signup from the quiz results keeps with the subscriber: the results link and the pet's
-- name ('' for signups from every other form, as for name and zipcode).
ALTER TABLE subscribers ADD COLUMN results_url TEXT NOT NULL DEFAULT '';
ALTER TABLE subscribers ADD COLUMN pet_name TEXT NOT NULL DEFAULT '';
