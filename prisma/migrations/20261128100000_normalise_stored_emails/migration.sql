-- Addresses are stored in one spelling (lib/auth/email.ts normalEmail: NFKC, trimmed,
-- lower-cased). Rows written before keep working under it. Where several accounts share a
-- normalised address, only the oldest takes it (none if an account already has it), the
-- others keep their old spelling, which no form can produce any more.
WITH wanted AS (
  SELECT id, lower(btrim(normalize(email, NFKC))) AS email,
         row_number() OVER (PARTITION BY lower(btrim(normalize(email, NFKC))) ORDER BY created_at, id) AS n
  FROM users
  WHERE email IS NOT NULL AND email <> lower(btrim(normalize(email, NFKC)))
)
UPDATE users u SET email = w.email
FROM wanted w
WHERE u.id = w.id AND w.n = 1 AND NOT EXISTS (SELECT 1 FROM users o WHERE o.email = w.email);

UPDATE saved_search SET email = lower(btrim(normalize(email, NFKC)))
WHERE email <> lower(btrim(normalize(email, NFKC)));

UPDATE enterprise_request SET email = lower(btrim(normalize(email, NFKC)))
WHERE email <> lower(btrim(normalize(email, NFKC)));
