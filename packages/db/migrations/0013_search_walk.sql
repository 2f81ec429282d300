ALTER TABLE "search_terms" ADD COLUMN "names" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_walk_idx" ON "search_documents" USING btree ("best_seller" DESC NULLS LAST,"product_id");--> statement-breakpoint
-- The vocabulary also counts, for each term, the active products whose name holds it: a query knows
-- before reading any document the best relevance tier it can reach (kanak_search_documents).
CREATE OR REPLACE FUNCTION kanak_count_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_terms AS t (term, products, names)
    SELECT w, count(*)::int, (count(*) FILTER (WHERE w = ANY (a.name_words)))::int
    FROM added a, unnest(a.words) AS w WHERE a.active GROUP BY w
    ON CONFLICT (term) DO UPDATE SET products = t.products + excluded.products, names = t.names + excluded.names;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE search_terms t SET products = t.products - d.n, names = t.names - d.m
    FROM (SELECT w, count(*)::int AS n, (count(*) FILTER (WHERE w = ANY (r.name_words)))::int AS m
          FROM removed r, unnest(r.words) AS w WHERE r.active GROUP BY w) d
    WHERE t.term = d.w;
  ELSE
    INSERT INTO search_terms AS t (term, products, names)
    SELECT w, sum(n)::int, sum(m)::int FROM (
      SELECT w, -1 AS n, CASE WHEN w = ANY (r.name_words) THEN -1 ELSE 0 END AS m
      FROM removed r, unnest(r.words) AS w WHERE r.active
      UNION ALL
      SELECT w, 1, CASE WHEN w = ANY (a.name_words) THEN 1 ELSE 0 END
      FROM added a, unnest(a.words) AS w WHERE a.active
    ) d
    GROUP BY w
    ON CONFLICT (term) DO UPDATE SET products = t.products + excluded.products, names = t.names + excluded.names;
  END IF;
  PERFORM kanak_prune_search_terms();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE search_terms t SET names = n.names
FROM (SELECT w, count(*)::int AS names FROM search_documents d, unnest(d.name_words) AS w WHERE d.active GROUP BY w) n
WHERE t.term = n.w;
--> statement-breakpoint
-- As before (0012), in PL/pgSQL: its statement is planned once per session, not at every call (a
-- search calls it four times per group).
CREATE OR REPLACE FUNCTION kanak_search_carries(col text, alternatives jsonb, quality int) RETURNS text
  LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (SELECT string_agg(c, ' OR ') FROM (
    SELECT format('%s && %L::text[]', col, array_agg(a -> 'words' ->> 0)) AS c
    FROM jsonb_array_elements(alternatives) AS a
    WHERE jsonb_array_length(a -> 'words') = 1 AND (a ->> 'quality')::int <= quality HAVING count(*) > 0
    UNION ALL
    SELECT format('%s @> %L::text[]', col, ARRAY(SELECT jsonb_array_elements_text(a -> 'words')))
    FROM jsonb_array_elements(alternatives) AS a
    WHERE jsonb_array_length(a -> 'words') > 1 AND (a ->> 'quality')::int <= quality
  ) cs);
END;
$$;
--> statement-breakpoint
-- The first `lim` active documents carrying `matches` (SQL over d.words) by `tier_list`'s tier (the
-- worst of the groups' CASE expressions, as kanak_search_documents), then best sellers, then id:
-- documents are read in best-seller order (search_documents_walk_idx, no bitmap, no sort) and the
-- walk stops once `lim` of them reach `floor`, the best tier the query can reach (none can be
-- better), or all are read. For a word most documents carry it reads a few dozen of them instead of
-- ranking thousands. Nothing when `budget` matching documents were read before either: ranking
-- them all is then the cheaper way.
CREATE FUNCTION kanak_search_walk(matches text, tier_list text, floor int, lim int, budget int)
  RETURNS TABLE (product_id integer, best_seller boolean, tier integer)
  LANGUAGE plpgsql STABLE ROWS 8 SET enable_seqscan = off SET enable_bitmapscan = off SET jit = off AS $$
DECLARE
  r record;
  read int := 0;
  kept int[] := '{0,0,0,0}';
  ids int[] := '{}';
  sellers boolean[] := '{}';
  tiers int[] := '{}';
BEGIN
  FOR r IN EXECUTE format(
    'SELECT d.product_id, d.best_seller, greatest(%s) AS tier FROM search_documents d
     WHERE d.active AND %s ORDER BY d.best_seller DESC NULLS LAST, d.product_id', tier_list, matches)
  LOOP
    read := read + 1;
    IF read > budget THEN RETURN; END IF;
    CONTINUE WHEN kept[r.tier + 1] >= lim;
    kept[r.tier + 1] := kept[r.tier + 1] + 1;
    ids := ids || r.product_id;
    sellers := sellers || r.best_seller;
    tiers := tiers || r.tier;
    EXIT WHEN r.tier <= floor AND kept[r.tier + 1] >= lim;
  END LOOP;
  RETURN QUERY
    SELECT f.id, f.seller, f.tier FROM unnest(ids, sellers, tiers) WITH ORDINALITY AS f(id, seller, tier, n)
    ORDER BY f.tier, f.n LIMIT lim;
END;
$$;
--> statement-breakpoint
-- As before (0012) without `lim`. With `lim` (a suggestion), the first `lim` by tier, then best
-- sellers, then id (loose and tiers are 0): for a query a tenth of the documents or more carry (by
-- the vocabulary's counts: "diamond", "heera", "diamond st…") first by a walk in best-seller order
-- (kanak_search_walk), else, or when the walk gave up, by ranking them all. JIT never pays here.
CREATE OR REPLACE FUNCTION kanak_search_documents(groups jsonb, lim int DEFAULT NULL)
  RETURNS TABLE (product_id integer, best_seller boolean, tier integer, loose integer, tiers integer)
  LANGUAGE plpgsql STABLE ROWS 200 SET enable_seqscan = off SET jit = off AS $$
DECLARE
  matches text;
  tier_list text;
  tier_sum text;
  typed text[];
  share float8;
  reachable int;
  documents int;
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
  IF lim IS NOT NULL THEN
    -- Every document carries the golds (kanak_product_words): their count is the active documents'.
    SELECT t.products INTO documents FROM search_terms t WHERE t.term = 'gold';
  END IF;
  IF documents > 0 THEN
    -- By the vocabulary's counts, per group: about how many documents carry it (an alternative
    -- counts its rarest word), and the best tier a name can give it (the best quality of an
    -- alternative whose words some name holds; 3 when none does). The query is carried by about the
    -- product of the groups' shares, and reaches no better than its worst group's best tier.
    SELECT max(x.reach), exp(sum(ln(greatest(x.carried, 0.5) / documents))) INTO reachable, share FROM (
      SELECT sum(b.products)::float8 AS carried, min(CASE WHEN b.names > 0 THEN b.quality ELSE 3 END) AS reach
      FROM (
        SELECT g.n, (a.alt ->> 'quality')::int AS quality,
               min(coalesce((SELECT t.products FROM search_terms t WHERE t.term = w.word), 0)) AS products,
               min(coalesce((SELECT t.names FROM search_terms t WHERE t.term = w.word), 0)) AS names
        FROM jsonb_array_elements(groups) WITH ORDINALITY AS g(alts, n),
             jsonb_array_elements(g.alts) WITH ORDINALITY AS a(alt, k),
             jsonb_array_elements_text(a.alt -> 'words') AS w(word)
        GROUP BY g.n, a.k, a.alt
      ) b GROUP BY b.n
    ) x;
    -- A walk meets its budget of matching documents within ten times as many read.
    IF share >= 0.1 THEN
      RETURN QUERY SELECT w.product_id, w.best_seller, w.tier, 0, 0
        FROM kanak_search_walk(matches, tier_list, reachable, lim, 10 * lim) AS w;
      IF FOUND THEN RETURN; END IF;
    END IF;
    RETURN QUERY EXECUTE format(
      'SELECT d.product_id, d.best_seller, greatest(%s) AS tier, 0, 0 FROM search_documents d
       WHERE d.active AND %s ORDER BY 3, d.best_seller DESC, d.product_id LIMIT %s', tier_list, matches, lim);
    RETURN;
  END IF;
  SELECT coalesce(array_agg(DISTINCT w), '{}') INTO typed
  FROM jsonb_array_elements(groups) AS g, jsonb_array_elements(g) AS a, jsonb_array_elements_text(a -> 'words') AS w
  WHERE (a ->> 'quality')::int = 0;
  RETURN QUERY EXECUTE format(
    'SELECT r.product_id, r.best_seller, r.tier, r.loose, r.tiers FROM (
       SELECT d.product_id, d.best_seller, greatest(%1$s) AS tier,
              CASE WHEN d.name_words <@ %2$L::text[] THEN 0 ELSE 1 END AS loose,
              %4$s AS tiers
       FROM search_documents d WHERE d.active AND %3$s) r
     ORDER BY r.tier, r.loose, r.tiers, r.best_seller DESC, r.product_id',
    tier_list, typed, matches, tier_sum);
END;
$$;
