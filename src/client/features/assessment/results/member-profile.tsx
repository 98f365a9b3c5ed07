import type { ReadyResults } from '@shared/contract/assessment';
import { levelHeadline } from '@shared/domain/assessment';
import { ChartFigure } from '../../../components/chart-figure';
import { ChartTable, tdClass } from '../../../components/chart-table';
import { categoryLabel, describeChange } from '../format';
import { PEER_COLOR, type RadarSeries, SELF_COLOR } from '../radar-chart';
import { CompetencyCell, ProfileDrawing } from './profile-drawing';
import { peersAverage, ratersCount } from './wording';

/** A member's levels on the radar (with their peers' average when given), and its table. */
export function MemberProfile({ results, who }: { results: ReadyResults; who: string | null }) {
  const rows = results.competencies;
  const peersShown = results.peers.shown && rows.some((r) => r.peers !== null);
  const hasChange = rows.some((r) => r.change !== null);
  const series: RadarSeries[] = [
    {
      key: 'self',
      label: who ? `${who} (self-assessment)` : 'You (self-assessment)',
      values: rows.map((r) => r.levelEstimate),
      color: SELF_COLOR,
    },
  ];
  if (peersShown) {
    series.push({
      key: 'peers',
      label: peersAverage(results.peers.raters),
      values: rows.map((r) => r.peers?.levelEstimate ?? null),
      color: PEER_COLOR,
      dashed: true,
    });
  }
  return (
    <ChartFigure
      title="Competency profile"
      description="Level per competency, from the centre (not yet level 1) to the edge (level 5), coloured by category."
      chart={<ProfileDrawing rows={rows} series={series} />}
      table={
        <ChartTable
          caption={
            <>
              Level per competency{peersShown ? ", with peers' average" : ''}
              {hasChange ? ' and change since the previous submission' : ''}
            </>
          }
          columns={[
            { label: 'Competency' },
            { label: 'Category' },
            { label: who ? 'Level' : 'Your level' },
            peersShown && { label: "Peers' average" },
            hasChange && { label: 'Change' },
          ]}
        >
          {rows.map((r) => (
            <tr key={r.competencyId}>
              <CompetencyCell name={r.competencyName} />
              <td className={tdClass}>{categoryLabel(r.category)}</td>
              <td className={tdClass}>{levelHeadline(r.levelEstimate)}</td>
              {peersShown ? (
                <td className={tdClass}>
                  {r.peers ? `${levelHeadline(r.peers.levelEstimate)} (${ratersCount(r.peers.raters)})` : '—'}
                </td>
              ) : null}
              {hasChange ? (
                <td className={tdClass}>{r.change ? describeChange(r.change.levelEstimate) : '—'}</td>
              ) : null}
            </tr>
          ))}
        </ChartTable>
      }
    />
  );
}
