import type { CompetencyCategory } from '@shared/domain/assessment';
import { clsx } from 'clsx';
import { tdClass } from '../../../components/chart-table';
import { RadarChart, RadarKey, RadarLegend, type RadarSeries, useRadarSize } from '../radar-chart';

export type CompetencyRow = { competencyId: string; competencyName: string; category: CompetencyCategory };

/** A result row's competency as the radar's axes, the key skills and the cards name it. */
export const competencyOf = (r: CompetencyRow) => ({
  id: r.competencyId,
  name: r.competencyName,
  category: r.category,
});

/** The radar with its legend; a small radar numbers its axes, so a key under it names them. */
export function ProfileDrawing({ rows, series }: { rows: readonly CompetencyRow[]; series: RadarSeries[] }) {
  const size = useRadarSize();
  const axes = rows.map(competencyOf);
  return (
    <>
      <RadarChart axes={axes} series={series} size={size} />
      <RadarLegend series={series} />
      {size < 380 ? <RadarKey axes={axes} /> : null}
    </>
  );
}

/** A row of a profile's table opens with the competency's name as its heading. */
export function CompetencyCell({ name }: { name: string }) {
  return (
    <th scope="row" className={clsx(tdClass, 'font-medium')}>
      {name}
    </th>
  );
}
