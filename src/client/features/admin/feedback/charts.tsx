import type { FeedbackOverview, NpsMonth } from '@shared/contract/admin-feedback';
import { npsBand } from '@shared/domain/nps';
import type { ReactNode } from 'react';
import { ChartFigure } from '../../../components/chart-figure';
import { ChartTable, tdClass } from '../../../components/chart-table';
import { useMediaQuery } from '../../../components/content/use-media-query';
import { BAND_COLOR, BAND_LABEL, formatNps, monthLong, monthShort, percent } from './format';

/** Drawing sizes (the drawing scales to its box): a narrower one on phones keeps the text legible. */
const WIDE = { width: 720, height: 280, font: 13 };
const NARROW = { width: 360, height: 240, font: 13 };
const POSITIVE = '#3b1d6e';
const NEGATIVE = '#b42318';
const GRID = '#dedae6';
const MUTED = '#5a5468';
const INK = '#1c1726';

/** A bar below zero is red, one above it the brand's colour. */
const barColor = (nps: number) => (nps < 0 ? NEGATIVE : POSITIVE);
/** A month with no answers writes its "no NPS" mark muted. */
const valueColor = (nps: number | null) => (nps === null ? MUTED : INK);

/** A drawing that scales to its box; the figure's table speaks for it, so screen readers skip it. */
function Drawing({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="block h-auto w-full"
      focusable="false"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

function useChartSize() {
  return useMediaQuery('(min-width: 640px)') ? WIDE : NARROW;
}

/** NPS by month: a bar up or down from zero on a −100 to +100 scale, answers under each month. */
export function NpsByMonthChart({ months }: { months: NpsMonth[] }) {
  const wide = useMediaQuery('(min-width: 640px)');
  return wide ? <NpsColumns months={months} /> : <NpsRows months={months} />;
}

function NpsColumns({ months }: { months: NpsMonth[] }) {
  const { width, height, font } = WIDE;
  const pad = { top: 18, right: 6, bottom: 42, left: 50 };
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const slot = innerW / Math.max(months.length, 1);
  const barW = Math.min(slot * 0.62, 36);
  const y = (v: number) => pad.top + ((100 - v) / 200) * innerH;
  // Label as many months as fit: every one when there is room, else every 2nd, 3rd…
  const every = Math.max(1, Math.ceil((font * 3.2) / slot));
  const showValues = slot >= font * 2.4;
  return (
    <Drawing width={width} height={height}>
      {[100, 50, 0, -50, -100].map((v) => (
        <g key={v}>
          <line
            x1={pad.left}
            x2={width - pad.right}
            y1={y(v)}
            y2={y(v)}
            stroke={v === 0 ? MUTED : GRID}
            strokeWidth={v === 0 ? 1.25 : 1}
          />
          <text x={pad.left - 6} y={y(v)} dy="0.35em" textAnchor="end" fontSize={font} fill={MUTED}>
            {formatNps(v)}
          </text>
        </g>
      ))}
      {months.map((m, i) => {
        const cx = pad.left + slot * (i + 0.5);
        const label = i % every === 0;
        return (
          <g key={m.month} data-month={m.month}>
            {m.nps === null ? null : (
              <rect
                x={cx - barW / 2}
                width={barW}
                y={Math.min(y(m.nps), y(0))}
                height={Math.max(Math.abs(y(m.nps) - y(0)), 1.5)}
                rx={2}
                fill={barColor(m.nps)}
              />
            )}
            {showValues ? (
              <text
                x={cx}
                y={m.nps === null ? y(0) - 5 : m.nps < 0 ? y(m.nps) + font + 2 : y(m.nps) - 5}
                textAnchor="middle"
                fontSize={font}
                fontWeight={600}
                fill={valueColor(m.nps)}
              >
                {formatNps(m.nps)}
              </text>
            ) : null}
            {label ? (
              <>
                <text
                  x={cx}
                  y={height - pad.bottom + font + 8}
                  textAnchor="middle"
                  fontSize={font}
                  fill={INK}
                >
                  {monthShort(m.month, i === 0)}
                </text>
                <text
                  x={cx}
                  y={height - pad.bottom + font * 2 + 12}
                  textAnchor="middle"
                  fontSize={font}
                  fill={MUTED}
                >
                  {m.responses}
                </text>
              </>
            ) : null}
          </g>
        );
      })}
    </Drawing>
  );
}

/** On a phone: one row per month, the bar left or right of zero, then the NPS and the answers. */
function NpsRows({ months }: { months: NpsMonth[] }) {
  const font = 13;
  const rowH = 26;
  const width = 340;
  const pad = { top: 24, left: 60, right: 82 };
  const height = pad.top + rowH * months.length + 4;
  const innerW = width - pad.left - pad.right;
  const x = (v: number) => pad.left + ((v + 100) / 200) * innerW;
  const valueX = width - pad.right + 38;
  return (
    <Drawing width={width} height={height}>
      {[-100, 0, 100].map((v) => (
        <g key={v}>
          <line x1={x(v)} x2={x(v)} y1={pad.top - 4} y2={height} stroke={v === 0 ? MUTED : GRID} />
          <text
            x={x(v)}
            y={font}
            textAnchor={v === -100 ? 'start' : v === 100 ? 'end' : 'middle'}
            fontSize={font - 1}
            fill={MUTED}
          >
            {formatNps(v)}
          </text>
        </g>
      ))}
      <text x={valueX} y={font} textAnchor="end" fontSize={font - 1} fill={MUTED}>
        NPS
      </text>
      <text x={width - 2} y={font} textAnchor="end" fontSize={font - 1} fill={MUTED}>
        Ans.
      </text>
      {months.map((m, i) => {
        const cy = pad.top + rowH * (i + 0.5);
        return (
          <g key={m.month} data-month={m.month}>
            <text x={0} y={cy} dy="0.35em" fontSize={font} fill={INK}>
              {monthShort(m.month, i === 0)}
            </text>
            {m.nps === null ? null : (
              <rect
                x={Math.min(x(m.nps), x(0))}
                width={Math.max(Math.abs(x(m.nps) - x(0)), 1.5)}
                y={cy - 8}
                height={16}
                rx={2}
                fill={barColor(m.nps)}
              />
            )}
            <text
              x={valueX}
              y={cy}
              dy="0.35em"
              textAnchor="end"
              fontSize={font}
              fontWeight={600}
              fill={valueColor(m.nps)}
            >
              {formatNps(m.nps)}
            </text>
            <text x={width - 2} y={cy} dy="0.35em" textAnchor="end" fontSize={font} fill={MUTED}>
              {m.responses}
            </text>
          </g>
        );
      })}
    </Drawing>
  );
}

export function NpsByMonthTable({ months }: { months: NpsMonth[] }) {
  return (
    <ChartTable
      caption="NPS by month"
      columns={[
        { label: 'Month' },
        { label: 'NPS', numeric: true },
        { label: 'Promoters', numeric: true },
        { label: 'Passives', numeric: true },
        { label: 'Detractors', numeric: true },
        { label: 'Answers', numeric: true },
      ]}
    >
      {months.map((m) => (
        <tr key={m.month}>
          <th scope="row" className={`${tdClass} font-normal`}>
            {monthLong(m.month)}
          </th>
          <td className={`${tdClass} text-right font-semibold tabular-nums`}>{formatNps(m.nps)}</td>
          <td className={`${tdClass} text-right tabular-nums`}>{m.promoters}</td>
          <td className={`${tdClass} text-right tabular-nums`}>{m.passives}</td>
          <td className={`${tdClass} text-right tabular-nums`}>{m.detractors}</td>
          <td className={`${tdClass} text-right tabular-nums`}>{m.responses}</td>
        </tr>
      ))}
    </ChartTable>
  );
}

type Distribution = FeedbackOverview['distribution'];

/** How many answers gave each score 0–10, each bar in its band's colour. */
export function ScoreDistributionChart({ distribution }: { distribution: Distribution }) {
  const { width, height, font } = useChartSize();
  const pad = { top: 22, right: 6, bottom: 26, left: 6 };
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const slot = innerW / distribution.length;
  const barW = slot * 0.7;
  const max = Math.max(...distribution.map((d) => d.count), 1);
  return (
    <Drawing width={width} height={height}>
      <line x1={pad.left} x2={width - pad.right} y1={pad.top + innerH} y2={pad.top + innerH} stroke={MUTED} />
      {distribution.map((d, i) => {
        const cx = pad.left + slot * (i + 0.5);
        const h = (d.count / max) * innerH;
        const band = npsBand(d.score) ?? 'passive';
        return (
          <g key={d.score} data-score={d.score}>
            {d.count > 0 ? (
              <rect
                x={cx - barW / 2}
                y={pad.top + innerH - h}
                width={barW}
                height={h}
                rx={2}
                fill={BAND_COLOR[band]}
              />
            ) : null}
            <text
              x={cx}
              y={pad.top + innerH - h - 5}
              textAnchor="middle"
              fontSize={font}
              fontWeight={600}
              fill={INK}
            >
              {d.count}
            </text>
            <text x={cx} y={height - 6} textAnchor="middle" fontSize={font} fill={INK}>
              {d.score}
            </text>
          </g>
        );
      })}
    </Drawing>
  );
}

export function ScoreDistributionTable({ distribution }: { distribution: Distribution }) {
  const total = distribution.reduce((n, d) => n + d.count, 0);
  return (
    <ChartTable
      caption="Answers by score"
      columns={[
        { label: 'Score' },
        { label: 'Band' },
        { label: 'Answers', numeric: true },
        { label: 'Share', numeric: true },
      ]}
    >
      {distribution.map((d) => (
        <tr key={d.score}>
          <th scope="row" className={`${tdClass} font-normal tabular-nums`}>
            {d.score}
          </th>
          <td className={tdClass}>{BAND_LABEL[npsBand(d.score) ?? 'passive']}</td>
          <td className={`${tdClass} text-right tabular-nums`}>{d.count}</td>
          <td className={`${tdClass} text-right tabular-nums`}>{percent(d.count, total)}</td>
        </tr>
      ))}
    </ChartTable>
  );
}

/** The console draws each chart on its own card. */
const CARD = 'rounded-lg border border-border bg-surface p-4 sm:p-5';

export function NpsByMonthFigure({ months }: { months: NpsMonth[] }) {
  return (
    <ChartFigure
      className={CARD}
      title="NPS by month"
      description="Promoters (9–10) minus detractors (0–6), as a share of each month’s answers. The smaller number by each month is how many members answered."
      chart={<NpsByMonthChart months={months} />}
      table={<NpsByMonthTable months={months} />}
    />
  );
}

export function ScoreDistributionFigure({ distribution }: { distribution: Distribution }) {
  return (
    <ChartFigure
      className={CARD}
      title="Scores 0–10"
      description={
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {(['detractor', 'passive', 'promoter'] as const).map((band) => (
            <li key={band} className="inline-flex items-center gap-1.5">
              <span
                className="size-3 rounded-sm"
                style={{ backgroundColor: BAND_COLOR[band] }}
                aria-hidden="true"
              />
              {band === 'detractor'
                ? 'Detractors 0–6'
                : band === 'passive'
                  ? 'Passives 7–8'
                  : 'Promoters 9–10'}
            </li>
          ))}
        </ul>
      }
      chart={<ScoreDistributionChart distribution={distribution} />}
      table={<ScoreDistributionTable distribution={distribution} />}
    />
  );
}
