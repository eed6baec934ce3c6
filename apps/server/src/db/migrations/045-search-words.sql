-- Search that understands shoppers (issue 36).
--
-- Synonyms: each row is a group of words a shopper may type for the same thing («ténis»,
-- «sapatilhas», «sneakers»); a term may be several words («sapatos de salto»). Kept by the staff in
-- the back office; every server's search index reads them, so a change drops the index as a
-- catalogue change does.
CREATE TABLE search_synonyms (
  id serial PRIMARY KEY,
  terms text[] NOT NULL CHECK (cardinality(terms) BETWEEN 2 AND 12),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO search_synonyms (terms) VALUES
  (ARRAY['sapatilhas', 'ténis', 'sneakers']),
  (ARRAY['chinelos', 'chinelas', 'slides']),
  (ARRAY['malas', 'bolsas']),
  (ARRAY['scarpins', 'sapatos de salto', 'stilettos']),
  (ARRAY['botins', 'botas curtas', 'ankle boots']),
  (ARRAY['mocassins', 'loafers']),
  (ARRAY['sabrinas', 'bailarinas']),
  (ARRAY['vela/dock', 'sapatos de vela', 'docksides']),
  (ARRAY['lenços', 'echarpes', 'foulards']),
  (ARRAY['meias', 'peúgas']),
  (ARRAY['sapatos clássicos', 'sapatos sociais', 'oxford']),
  (ARRAY['sapatos de cerimónia', 'sapatos de festa', 'sapatos de noiva']),
  (ARRAY['mulher', 'senhora', 'feminino']),
  (ARRAY['homem', 'senhor', 'masculino']),
  (ARRAY['castanho', 'marrom']),
  (ARRAY['azul-marinho', 'azul escuro', 'navy']),
  (ARRAY['bordeaux', 'bordô', 'vinho']),
  (ARRAY['cinzento', 'cinza']),
  (ARRAY['dourado', 'ouro']),
  (ARRAY['prateado', 'prata']),
  (ARRAY['pele', 'couro']),
  (ARRAY['camurça', 'suede']),
  (ARRAY['vegan', 'vegano', 'sem pele']),
  (ARRAY['impermeável', 'à prova de água']),
  (ARRAY['made in portugal', 'feito em portugal', 'fabrico português']),
  (ARRAY['botas de chuva', 'galochas']);

CREATE TRIGGER search_synonyms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();

-- The index reads the facets' names and the descriptions itself: a renamed or new brand, category,
-- colour or tag, and an edited description, drop it too.
CREATE TRIGGER brands_search_vocabulary AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER categories_search_vocabulary AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER colors_search_vocabulary AFTER INSERT OR UPDATE OR DELETE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER tags_search_vocabulary AFTER INSERT OR UPDATE OR DELETE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER products_description_changed AFTER UPDATE OF description ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();

-- What shoppers search, per Lisbon day and normalised text (lower case, no accents), counted by
-- each server in memory and added here every few seconds; `results` is what the last search of the
-- day found on its first page (0: nothing). Kept 400 days.
CREATE TABLE search_queries (
  day date NOT NULL,
  query text NOT NULL CHECK (length(query) BETWEEN 1 AND 100),
  searches integer NOT NULL CHECK (searches > 0),
  results integer NOT NULL CHECK (results >= 0),
  PRIMARY KEY (day, query)
);
CREATE INDEX search_queries_query ON search_queries (query);
