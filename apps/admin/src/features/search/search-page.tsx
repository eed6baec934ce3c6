import { useState } from "react";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { SearchReport } from "./search-report";
import { type SynonymEditing, SynonymsEditor } from "./synonyms-editor";
import { searchTexts as texts } from "./texts";

/**
 * /admin/pesquisas: what shoppers search (the most searched, and those that found nothing) and the
 * synonyms the search knows; a search that found nothing opens a new group with its words.
 */
export function Component() {
  const [editing, setEditing] = useState<SynonymEditing>(null);
  return (
    <div className={page.page}>
      <PageHeader title={texts.title} />
      <p>{texts.lead}</p>
      <SearchReport onCreateSynonym={(query) => setEditing({ group: null, terms: [query] })} />
      <SynonymsEditor editing={editing} onEdit={setEditing} />
    </div>
  );
}
