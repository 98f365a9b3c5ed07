import type { ContentCard } from '@shared/content-card';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { TagBadges } from '../../components/content/badges';
import { FilterBar, FilterSelect, optionsWithAll } from '../../components/content/filter-select';
import { contentPath } from '../../components/content/links';
import { useListState } from '../../components/content/list-state';
import { researchQuery } from '../../components/content/queries';
import { PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { ResearchAction } from '../content/card/card-buttons';
import { PagedCards } from '../content/paged-cards';

const PAGE_SIZE = 12;

/** The open study members can take part in, highlighted above the papers. */
function ActiveResearchCard({ card }: { card: ContentCard }) {
  return (
    <section
      aria-labelledby="active-research-title"
      className="flex flex-col gap-3 rounded-xl border border-upcoming-border bg-upcoming p-5 md:flex-row md:items-center md:gap-6 md:p-6"
    >
      <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-surface">
        <FlaskConical className="size-6 text-primary" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">Active Research</p>
        <h2 id="active-research-title" className="mt-1 text-lg font-semibold text-ink">
          <Link to={contentPath(card)} className="hover:underline">
            {card.title}
          </Link>
        </h2>
        {card.shortDescription ? <p className="mt-1 text-sm text-ink">{card.shortDescription}</p> : null}
        <TagBadges tags={card.topics} label="Topics" className="mt-3" />
      </div>
      <ResearchAction card={card} variant="primary" className="self-start md:self-center" />
    </section>
  );
}

export default function ResearchPage() {
  // Years are validated by the server; the select only offers those it reports.
  const { filters, page, setFilter, setPage } = useListState({ year: null });
  const year = /^\d{4}$/.test(filters.year) ? filters.year : '';
  const list = useQuery(researchQuery({ year, page, pageSize: PAGE_SIZE }));
  useErrorToast(list.error, 'Failed to load research papers');

  const years = (list.data?.years ?? []).map(String);
  const active = year === '' ? (list.data?.activeResearch ?? null) : null;

  return (
    <PageContainer>
      <PageHeader
        title="Research"
        description="Studies, benchmarks and reports on how people learn at work, summarised for practitioners, with the full papers to download."
      />
      <FilterBar label="Filter research">
        <FilterSelect
          label="Filter by year"
          value={year}
          options={optionsWithAll('All years', years)}
          onChange={(v) => setFilter('year', v)}
        />
      </FilterBar>
      <PagedCards
        query={list}
        page={page}
        onPageChange={setPage}
        noun={['paper', 'papers']}
        emptyText={year ? `No research available for ${year}.` : 'No research available yet.'}
        errorMessage="Failed to load research papers"
        label="Research papers"
        titleAs="h2"
        showCaption={false}
        before={active ? <ActiveResearchCard card={active} /> : null}
      />
    </PageContainer>
  );
}
