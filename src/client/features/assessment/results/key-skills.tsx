import { CATEGORY_COLORS, type CompetencyCategory } from '@shared/domain/assessment';
import { Award } from 'lucide-react';
import { categoryLabel } from '../format';

export interface KeySkillItem {
  id: string;
  name: string;
  category: CompetencyCategory;
  detail: string;
}

/** The top 3 competencies, strongest first. */
export function KeySkills({
  headingId,
  title,
  items,
  headingLevel: Heading = 'h2',
}: {
  headingId: string;
  title: string;
  items: KeySkillItem[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Award className="size-5 text-primary" aria-hidden="true" />
        {title}
      </Heading>
      {items.length === 0 ? (
        <p className="mt-3 text-muted">No key skills yet.</p>
      ) : (
        <ol className="mt-3 grid gap-3 md:grid-cols-3" aria-label="Key skills">
          {items.map((item, i) => (
            <li key={item.id} className="flex items-center gap-3">
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full border border-black/10 text-sm font-bold text-ink"
                style={{ backgroundColor: CATEGORY_COLORS[item.category] }}
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-ink">{item.name}</p>
                <p className="text-sm text-muted">
                  {categoryLabel(item.category)} · {item.detail}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
