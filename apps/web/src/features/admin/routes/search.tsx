import { useState } from 'react';
import { DENSE_INPUT_CLASS } from '../../../components/ui/form-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { NewSynonymSet } from '../components/synonyms/new-synonym-set';
import { SynonymSetRow } from '../components/synonyms/synonym-set-row';
import { useSynonyms } from '../components/synonyms/use-synonyms';
import { PageHeader } from '../components/page-header';
import { QueryView } from '../components/query-view';

/** Search (issue 19): the synonym sets that make shoppers' words find each other. */
export function SearchPage() {
  const query = useSynonyms();
  const [find, setFind] = useState('');
  const word = find.trim().toLowerCase();
  return (
    <>
      <PageHeader
        title="Search"
        description="Each set holds words that mean the same to a shopper. Typing any word of a set finds the pieces described by any other: with bangle, kada and kangan in one set, a search for “kada” finds the bangles. Spelling slips, spacing and plurals are forgiven without a set."
      />
      {/* The form comes first on a phone, above a long list; beside it on desktop. */}
      <div className="grid gap-4 desktop:grid-cols-[1fr_22rem] desktop:items-start">
        <div className="desktop:sticky desktop:top-8 desktop:col-start-2 desktop:row-start-1">
          <NewSynonymSet />
        </div>
        <section aria-label="Synonym sets" className="desktop:col-start-1 desktop:row-start-1">
          <QueryView query={query} isEmpty={(data) => data.data.length === 0} empty="No synonym sets yet.">
            {(data) => {
              const shown = word ? data.data.filter((set) => set.phrases.some((p) => p.includes(word))) : data.data;
              return (
                <>
                  <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                    <input
                      type="search"
                      aria-label="Find a set by a word in it"
                      placeholder="Find a word, e.g. kada"
                      value={find}
                      onChange={(e) => setFind(e.target.value)}
                      className={`${DENSE_INPUT_CLASS} max-w-xs flex-1`}
                    />
                    <p role="status" className="text-sm text-ink-soft">
                      {word
                        ? `${shown.length} of ${data.data.length} sets`
                        : `${data.data.length} ${data.data.length === 1 ? 'set' : 'sets'}`}
                    </p>
                  </div>
                  {shown.length === 0 ? (
                    <EmptyState>No set has a word like “{find.trim()}”.</EmptyState>
                  ) : (
                    <ul className="space-y-2">
                      {shown.map((set) => (
                        <SynonymSetRow key={set.id} set={set} />
                      ))}
                    </ul>
                  )}
                </>
              );
            }}
          </QueryView>
        </section>
      </div>
    </>
  );
}
