-- Search shoppers actually type (ARCHITECTURE §7, issue 19; decision 031): pg_trgm, on PostgreSQL
-- and PGlite alike. A trusted extension: a database owner may create it without superuser rights.
-- Words compare byte by byte (COLLATE "C"): array overlap costs memcmp, and the terms' primary key
-- serves prefix LIKE.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"words" text[] COLLATE "C" NOT NULL,
	"name_words" text[] COLLATE "C" NOT NULL,
	"active" boolean NOT NULL,
	"best_seller" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"phrases" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_two_phrases" CHECK (cardinality("search_synonyms"."phrases") >= 2)
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text COLLATE "C" PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- No planner statistics on the words: an overlap is then always estimated selective and read through
-- the GIN index, never by a scan that compares every word of every product (ten times slower).
ALTER TABLE "search_documents" ALTER COLUMN "words" SET STATISTICS 0;--> statement-breakpoint
CREATE INDEX "search_documents_words_idx" ON "search_documents" USING gin ("words") WITH (fastupdate=false);--> statement-breakpoint
-- Corrections and completions are words, never code fragments: partial indexes keep the thousands of
-- "knk…" codes out (a code is found typed whole or in pieces, never corrected).
CREATE INDEX "search_terms_words_idx" ON "search_terms" USING btree ("term") WHERE "term" !~ '[0-9]';--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false) WHERE "term" !~ '[0-9]';
--> statement-breakpoint
-- One word as search reads it: a plural folded to its singular (earrings → earring, necklaces →
-- necklace, watches → watch, accessories → accessory); codes, numbers and short words kept.
CREATE FUNCTION kanak_search_singular(w text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN w ~ '^[0-9]' OR length(w) <= 3 THEN w
    WHEN w ~ 'ies$' AND length(w) > 4 THEN left(w, -3) || 'y'
    WHEN w ~ '(ch|sh|x|ss|z)es$' THEN left(w, -2)
    WHEN w ~ 's$' AND w !~ '(ss|us|is)$' THEN left(w, -1)
    ELSE w
  END
$$;
--> statement-breakpoint
-- The words of a text in order: lower case, apostrophes dropped (men's → men), split at anything
-- that is not a letter or digit, each folded to its singular. The one normaliser of search: the
-- API sends a shopper's query through it too.
CREATE FUNCTION kanak_search_tokens(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(kanak_search_singular(w) ORDER BY n), '{}')
  FROM regexp_split_to_table(regexp_replace(lower(coalesce(t, '')), '[''’`]', '', 'g'), '[^[:alnum:]]+')
    WITH ORDINALITY AS s(w, n)
  WHERE w <> ''
$$;
--> statement-breakpoint
-- A synonym phrase as stored and matched: its words joined by one space.
CREATE FUNCTION kanak_search_phrase(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(kanak_search_tokens(t), ' ')
$$;
--> statement-breakpoint
-- The distinct words a text can be found by: its tokens, and each hyphenated run also as one word
-- (half-eternity → halfeternity, KNK-R-001 → knkr001), so a code or compound typed whole matches.
CREATE FUNCTION kanak_search_words(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}') FROM (
    SELECT unnest(kanak_search_tokens(t)) AS w
    UNION ALL
    SELECT kanak_search_singular(regexp_replace(m[1], '[^[:alnum:]]', '', 'g'))
    FROM regexp_matches(lower(coalesce(t, '')), '([[:alnum:]]+(?:-[[:alnum:]]+)+)', 'g') AS m
  ) words
$$;
--> statement-breakpoint
-- The vocabulary's terms near each probe by trigrams (pg_trgm's % at similarity 0.2, GIN index), most
-- similar first, at most `per_probe` each. The threshold is set for this statement's transaction only.
CREATE FUNCTION kanak_near_terms(probes text[], per_probe int)
  RETURNS TABLE (probe text, term text, products int, similarity real) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('pg_trgm.similarity_threshold', '0.2', true);
  RETURN QUERY
    SELECT p.probe, t.term, t.products, t.similarity
    FROM unnest(probes) AS p(probe)
    CROSS JOIN LATERAL (
      SELECT s.term::text, s.products, similarity(s.term, p.probe) AS similarity
      FROM search_terms s WHERE s.term % p.probe AND s.term !~ '[0-9]'
      ORDER BY 3 DESC, s.products DESC LIMIT per_probe
    ) t;
END;
$$;
--> statement-breakpoint
-- A group's alternatives that `col` carries, as SQL: `groups` items are arrays of alternatives
-- {"words": [...], "quality": 0|1|2}; only alternatives of at most `quality` count. NULL when none.
CREATE FUNCTION kanak_search_carries(col text, alternatives jsonb, quality int) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(c, ' OR ') FROM (
    SELECT format('%s && %L::text[]', col, array_agg(a -> 'words' ->> 0)) AS c
    FROM jsonb_array_elements(alternatives) AS a
    WHERE jsonb_array_length(a -> 'words') = 1 AND (a ->> 'quality')::int <= quality HAVING count(*) > 0
    UNION ALL
    SELECT format('%s @> %L::text[]', col, ARRAY(SELECT jsonb_array_elements_text(a -> 'words')))
    FROM jsonb_array_elements(alternatives) AS a
    WHERE jsonb_array_length(a -> 'words') > 1 AND (a ->> 'quality')::int <= quality
  ) cs
$$;
--> statement-breakpoint
-- The active documents carrying, for every group of `groups` (JSON: an array of groups, each an array
-- of alternatives {"words", "quality"}), one of its alternatives, with their relevance: `tier`, the
-- worst group by how the name carries it (0 as typed, 1 completed, 2 by correction or synonym, 3 not
-- in the name), `loose` (0 when the name is made only of typed words), and `tiers` (their sum over
-- several groups; 0 for one); in relevance order, then best sellers, then id, and with `lim` only the
-- first `lim` (ranked here, so a suggestion returns 8 rows, not thousands). Matching goes through the
-- GIN index only (seq scans off here), so no word of a document that does not match is compared.
CREATE FUNCTION kanak_search_documents(groups jsonb, lim int DEFAULT NULL)
  RETURNS TABLE (product_id integer, best_seller boolean, tier integer, loose integer, tiers integer)
  LANGUAGE plpgsql STABLE ROWS 200 SET enable_seqscan = off AS $$
DECLARE
  matches text;
  tier_list text;
  tier_sum text;
  typed text[];
BEGIN
  WITH each_group AS (
    SELECT '(' || kanak_search_carries('d.words', g, 2) || ')' AS carried,
           format('(CASE WHEN %s THEN 0 WHEN %s THEN 1 WHEN %s THEN 2 ELSE 3 END)',
             coalesce(kanak_search_carries('d.name_words', g, 0), 'false'),
             coalesce(kanak_search_carries('d.name_words', g, 1), 'false'),
             kanak_search_carries('d.name_words', g, 2)) AS named
    FROM jsonb_array_elements(groups) AS g
  )
  SELECT string_agg(e.carried, ' AND '), string_agg(e.named, ', '),
         CASE WHEN count(*) = 1 THEN '0' ELSE string_agg(e.named, ' + ') END
  INTO matches, tier_list, tier_sum
  FROM each_group e;
  IF matches IS NULL THEN RETURN; END IF;
  SELECT coalesce(array_agg(DISTINCT w), '{}') INTO typed
  FROM jsonb_array_elements(groups) AS g, jsonb_array_elements(g) AS a, jsonb_array_elements_text(a -> 'words') AS w
  WHERE (a ->> 'quality')::int = 0;
  RETURN QUERY EXECUTE format(
    'SELECT r.product_id, r.best_seller, r.tier, r.loose, r.tiers FROM (
       SELECT d.product_id, d.best_seller, greatest(%1$s) AS tier,
              CASE WHEN d.name_words <@ %2$L::text[] THEN 0 ELSE 1 END AS loose,
              %4$s AS tiers
       FROM search_documents d WHERE d.active AND %3$s) r
     ORDER BY r.tier, r.loose, r.tiers, r.best_seller DESC, r.product_id %5$s',
    tier_list, typed, matches, tier_sum, CASE WHEN lim IS NULL THEN '' ELSE 'LIMIT ' || lim END);
END;
$$;
--> statement-breakpoint
-- A product's search words: its name, description, code, category, stones, diamond shape, "plain"
-- when it has no stone at all, and the golds every piece is made in (each colour at 14k and 18k).
CREATE FUNCTION kanak_product_words(p products) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT kanak_search_words(concat_ws(' ',
    p.name, p.description, p.product_code,
    (SELECT c.name FROM categories c WHERE c.id = p.product_category_id),
    (SELECT string_agg(s ->> 'name', ' ') FROM jsonb_array_elements(p.stones) AS s),
    p.diamond_shape, CASE WHEN p.product_is_diamond THEN 'diamond' END,
    CASE WHEN NOT p.product_is_diamond AND jsonb_array_length(p.stones) = 0 THEN 'plain' END,
    p.type, p.metal_type, p.karat,
    'gold rose yellow white 14k 18k'))
$$;
--> statement-breakpoint
-- New products get their documents in one statement per insert (a bulk import counts its words once).
CREATE FUNCTION kanak_insert_search_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_documents (product_id, words, name_words, active, best_seller)
  SELECT a.id, kanak_product_words(a), kanak_search_words(a.name), a.is_active, a.best_seller FROM added a;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_documents_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION kanak_insert_search_documents();
--> statement-breakpoint
-- A changed product's document is rewritten when what it says changed (a re-pricing changes none of
-- these columns, and costs nothing here).
CREATE FUNCTION kanak_update_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_documents d
  SET words = now.words, name_words = now.name_words, active = NEW.is_active, best_seller = NEW.best_seller
  FROM (SELECT kanak_product_words(NEW) AS words, kanak_search_words(NEW.name) AS name_words) AS now
  WHERE d.product_id = NEW.id
    AND (d.words, d.name_words, d.active, d.best_seller)
      IS DISTINCT FROM (now.words, now.name_words, NEW.is_active, NEW.best_seller);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_document_update AFTER UPDATE OF
    name, description, product_code, product_category_id, stones, diamond_shape, product_is_diamond,
    type, metal_type, karat, is_active, best_seller
  ON products FOR EACH ROW EXECUTE FUNCTION kanak_update_search_document();
--> statement-breakpoint
-- A renamed category renames what its products are found by.
CREATE FUNCTION kanak_category_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET product_category_id = product_category_id WHERE product_category_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_words AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION kanak_category_search_words();
--> statement-breakpoint
-- Words nobody can find anything by any more: no active product and no synonym set carries them.
CREATE FUNCTION kanak_prune_search_terms() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_terms t WHERE t.products <= 0 AND NOT EXISTS (
    SELECT 1 FROM search_synonyms s, unnest(s.phrases) AS p WHERE t.term = ANY (string_to_array(p, ' ')))
$$;
--> statement-breakpoint
-- The vocabulary follows each statement's changes to the search documents: the words of active
-- documents added are counted in, of those removed counted out (transition tables), and words left
-- with no product and no synonym are dropped. Upserts keep concurrent writers exact.
CREATE FUNCTION kanak_count_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_terms AS t (term, products)
    SELECT w, count(*)::int FROM added a, unnest(a.words) AS w WHERE a.active GROUP BY w
    ON CONFLICT (term) DO UPDATE SET products = t.products + excluded.products;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE search_terms t SET products = t.products - d.n
    FROM (SELECT w, count(*)::int AS n FROM removed r, unnest(r.words) AS w WHERE r.active GROUP BY w) d
    WHERE t.term = d.w;
  ELSE
    INSERT INTO search_terms AS t (term, products)
    SELECT w, sum(n)::int FROM (
      SELECT w, -1 AS n FROM removed r, unnest(r.words) AS w WHERE r.active
      UNION ALL
      SELECT w, 1 FROM added a, unnest(a.words) AS w WHERE a.active
    ) d
    GROUP BY w
    ON CONFLICT (term) DO UPDATE SET products = t.products + excluded.products;
  END IF;
  PERFORM kanak_prune_search_terms();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_documents_terms_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION kanak_count_search_terms();
--> statement-breakpoint
CREATE TRIGGER search_documents_terms_update AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION kanak_count_search_terms();
--> statement-breakpoint
CREATE TRIGGER search_documents_terms_delete AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION kanak_count_search_terms();
--> statement-breakpoint
-- A synonym set's words are terms even when no product carries them (a typed "kangan" finds bangles).
CREATE FUNCTION kanak_synonym_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term, products)
  SELECT DISTINCT w, 0 FROM search_synonyms s, unnest(s.phrases) AS p, unnest(string_to_array(p, ' ')) AS w
  ON CONFLICT (term) DO NOTHING;
  PERFORM kanak_prune_search_terms();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_synonyms_terms AFTER INSERT OR UPDATE OR DELETE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION kanak_synonym_search_terms();
--> statement-breakpoint
-- A synonym change changes search answers: every node drops its cached catalogue answers (0003).
CREATE TRIGGER search_synonyms_notify_catalogue AFTER INSERT OR UPDATE OR DELETE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION kanak_notify_catalogue();
--> statement-breakpoint
-- What Indian shoppers type for each kind of piece, stone and motif; the shop extends it at /admin/search.
INSERT INTO search_synonyms (phrases)
SELECT ARRAY(SELECT DISTINCT kanak_search_phrase(p) FROM unnest(string_to_array(set_text, ',')) AS p)
FROM unnest(ARRAY[
  'ring,angoothi,anguthi,angothi,anguthee,angoothee,mundri,mudrika,finger ring',
  'earring,ear ring,earing,kaan ki bali,karnphool,ear stud',
  'jhumka,jhumki,jhumke,jhumkha,jumka,jhoomka,temple earring,chandelier',
  'stud,tops,top earring,ear top',
  'hoop,bali,baali,bali earring,huggie',
  'chandbali,chand bali',
  'dangler,drop earring,latkan,chandelier,jhumka',
  'pear,teardrop,tear drop',
  'trilogy,three stone,3 stone',
  'band,wedding band,couple band',
  'necklace,haar,har,rani haar,neckless,necklase,neklace,nekless,neckpiece',
  'choker,guluband,hasli,kanthi',
  'mangalsutra,mangal sutra,mangalsootra',
  'tanmaniya,tanmani,short mangalsutra',
  'bangle,kada,kadaa,kara,kangan,kangana,chudi,churi,bangdi',
  'bracelet,braclet,bracelette,hath ka kada',
  'pendant,locket,pendent,pendal',
  'nose pin,nosepin,nath,nathni,nath nose ring,laung,nose ring,nakphool',
  'solitaire,solitare,single diamond,ek heera',
  'anklet,payal,paayal,pajeb,pazeb',
  'toe ring,bichiya,bichhiya,bichhua',
  'maang tikka,mang tikka,maangtikka,tikka,mangtika',
  'chain,zanjeer,chen',
  'gold,sona,sone,swarna',
  'diamond,heera,hira,heere',
  'ruby,manik,manikya,maanik,red stone',
  'emerald,panna,pachu,green stone',
  'sapphire,neelam,nilam,blue stone',
  'pearl,moti',
  'evil eye,nazar,nazariya,nazar battu,nazar suraksha',
  'peacock,mor,mayur,mayuri',
  'lotus,kamal,padma',
  'coin,sikka,guinea',
  'star,tara,sitara',
  'moon,chand,chaand',
  'heart,dil',
  'flower,floral,phool',
  'leaf,patti,patta',
  'wedding,shaadi,shadi,vivah,bridal,dulhan',
  'engagement,sagai,mangni',
  'engagement ring,solitaire ring,halo ring,trilogy ring,proposal ring',
  'daily wear,everyday,every day,office wear,all day',
  '14k,14kt,14 karat,14 carat,14 ct',
  '18k,18kt,18 karat,18 carat,18 ct',
  'rose gold,pink gold,gulabi sona',
  'twisted,twist'
]) AS set_text;
--> statement-breakpoint
-- Existing products get their documents (the vocabulary triggers count their words).
INSERT INTO search_documents (product_id, words, name_words, active, best_seller)
SELECT p.id, kanak_product_words(p), kanak_search_words(p.name), p.is_active, p.best_seller FROM products p;
