-- Refresh tokens are kept as their SHA-256 (hex) from now on (issue 14: the data dir and its
-- WAL held every live refresh token in clear). Rows written before are hashed in place, so
-- sessions signed in before the upgrade keep refreshing; `parent` holds the parent's digest.
UPDATE auth.refresh_tokens
SET token = encode(sha256(convert_to(token, 'UTF8')), 'hex'),
    parent = CASE WHEN parent IS NULL THEN NULL ELSE encode(sha256(convert_to(parent, 'UTF8')), 'hex') END;
