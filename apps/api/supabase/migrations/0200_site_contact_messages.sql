-- Messages sent with the public site's contact form (/contact and /help; site.md §2.11, §5;
-- issue 16). The server validates and stores them (POST /site/v1/contact, src/site/routes.ts);
-- visitors never read them back. Operators read them with the service-role key, like any table
-- in a Supabase project (the table editor, or GET /rest/v1/contact_messages), or with
-- `pnpm --filter @tallyline/api contact-inbox` (docs/site.md "Contact messages").

CREATE TABLE public.contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  subject text NOT NULL CHECK (subject IN ('Technical Support', 'Account Issues', 'Billing Questions', 'Feature Request', 'General Inquiry')),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  -- SHA-256 of the sender's IP address with the server's secret: enough to limit how often one
  -- address may write (5 an hour), without keeping the address itself.
  sender_hash text NOT NULL CHECK (sender_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_sender_created_idx ON public.contact_messages (sender_hash, created_at DESC);
CREATE INDEX contact_messages_created_idx ON public.contact_messages (created_at DESC);

-- Only the server (its own connection) writes; only the service role reads. No policies for the
-- API roles, so anon and authenticated see nothing even with a grant added by mistake.
ALTER TABLE public.contact_messages ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON public.contact_messages FROM anon, authenticated;
GRANT SELECT, DELETE ON public.contact_messages TO service_role;
