-- Spam limits of the local review service: one review per email per product (pending or approved),
-- and caps on the reviews waiting for moderation per email and per client (client_key is the
-- rate-limit key of the writer: an IPv4 address or an IPv6 /64; '' for reviews written before).
ALTER TABLE reviews ADD COLUMN client_key TEXT NOT NULL DEFAULT '';
CREATE INDEX reviews_email_product ON reviews (email COLLATE NOCASE, product_id, status);
CREATE INDEX reviews_client_status ON reviews (client_key, status);
