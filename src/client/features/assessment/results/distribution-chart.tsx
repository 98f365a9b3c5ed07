import type { Distribution } from '@shared/contract/assessment';
import {
  ANSWER_MAX,
  ANSWER_MIN,
  DEFAULT_DISTRIBUTION,
  DISTRIBUTION_BARS,
  MIN_COMPARISON,
} from '@shared/domain/assessment';
import { ChartFigure } from '../../../components/chart-figure';
import { ChartTable, tdClass } from '../../../components/chart-table';
import { useMediaQuery } from '../../../components/content/use-media-query';
import { formatScore } from '../format';
import { comparedWith } from './wording';

/** Drawing sizes (the drawing scales to its box): a narrower one on phones keeps the text legible. */
const WIDE = { width: 600, height: 220, font: 14 };
const NARROW = { width: 360, height: 190, font: 12 };
const PAD = { top: 34, right: 8, bottom: 30, left: 8 };
const BAR_COLOR = '#c9bdf0';
const MEMBER_COLOR = '#3b1d6e';

/** The mean-score range of a bar, e.g. '2.07–2.20'. */
export function barRange(index: number): [number, number] {
  const width = (ANSWER_MAX - ANSWER_MIN) / DISTRIBUTION_BARS;
  return [ANSWER_MIN + index * width, ANSWER_MIN + (index + 1) * width];
}

/** What the percentile compares with, in one sentence. */
export function comparisonText(d: Pick<Distribution, 'basis' | 'comparedWith' | 'industry'>): string {
  if (d.basis === 'industry') {
    return `Compared with the latest self-assessments of ${d.comparedWith} members in ${d.industry ?? 'the same industry'}.`;
  }
  if (d.basis === 'members') {
    return `Compared with the latest self-assessments of ${d.comparedWith} members.`;
  }
  const members = d.comparedWith === 1 ? '1 member has' : `${d.comparedWith} members have`;
  return `Compared with a default bell curve (mean ${DEFAULT_DISTRIBUTION.mean}, standard deviation ${DEFAULT_DISTRIBUTION.sd}): only ${members} submitted a self-assessment so far, and members are compared with each other from ${MIN_COMPARISON}.`;
}

/** 30 bars over the mean scores 1–5: how the comparison spreads, and where the member stands in it. */
/** `who`: the member's name when they are not the viewer (null: the viewer themselves). */
export function DistributionChart({
  distribution,
  who = null,
}: {
  distribution: Distribution;
  who?: string | null;
}) {
  const wide = useMediaQuery('(min-width: 640px)');
  const { width: WIDTH, height: HEIGHT, font } = wide ? WIDE : NARROW;
  const { bars, memberBar } = distribution;
  const max = Math.max(...bars, 0.0001);
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / bars.length;
  const x = (score: number) => PAD.left + ((score - ANSWER_MIN) / (ANSWER_MAX - ANSWER_MIN)) * innerW;
  const memberX = PAD.left + slot * (memberBar + 0.5);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="block h-auto w-full"
      data-testid="distribution-chart"
      focusable="false"
      aria-hidden="true"
    >
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={HEIGHT - PAD.bottom}
        y2={HEIGHT - PAD.bottom}
        stroke="#8f88a0"
      />
      {bars.map((share, i) => {
        const h = (share / max) * innerH;
        const member = i === memberBar;
        return (
          <rect
            key={i}
            data-bar={i}
            data-member={member ? 'true' : undefined}
            x={PAD.left + slot * i + 1}
            y={HEIGHT - PAD.bottom - h}
            width={Math.max(1, slot - 2)}
            height={Math.max(member ? 2 : 0, h)}
            rx={2}
            fill={member ? MEMBER_COLOR : BAR_COLOR}
          />
        );
      })}
      {/* The member's marker */}
      <line
        x1={memberX}
        x2={memberX}
        y1={PAD.top - 6}
        y2={HEIGHT - PAD.bottom}
        stroke={MEMBER_COLOR}
        strokeWidth={2}
        strokeDasharray="4 3"
      />
      <text
        x={Math.min(Math.max(memberX, 30), WIDTH - 30)}
        y={PAD.top - 12}
        textAnchor="middle"
        fontSize={font + 2}
        fontWeight={700}
        fill={MEMBER_COLOR}
      >
        {who ? 'Here' : 'You'}
      </text>
      {[1, 2, 3, 4, 5].map((tick) => (
        <text
          key={tick}
          x={Math.min(Math.max(x(tick), PAD.left + 6), WIDTH - PAD.right - 6)}
          y={HEIGHT - PAD.bottom + 20}
          textAnchor="middle"
          fontSize={font}
          fill="#5a5468"
        >
          {tick}
        </text>
      ))}
    </svg>
  );
}

export function DistributionTable({
  distribution,
  who = null,
}: {
  distribution: Distribution;
  who?: string | null;
}) {
  const whose = who ? `${who}'s` : 'Your';
  return (
    <ChartTable
      caption={
        <>
          Share of the comparison per mean-score range; your overall mean score{' '}
          {formatScore(distribution.score)} is in the marked range.
        </>
      }
      columns={[{ label: 'Mean score' }, { label: 'Share' }, { label: who ?? 'You' }]}
    >
      {distribution.bars.map((share, i) => {
        const [from, to] = barRange(i);
        const member = i === distribution.memberBar;
        return (
          <tr key={i} data-member={member ? 'true' : undefined} className={member ? 'bg-accent' : undefined}>
            <td className={tdClass}>
              {from.toFixed(2)}–{to.toFixed(2)}
            </td>
            <td className={tdClass}>{(share * 100).toFixed(1)}%</td>
            <td className={tdClass}>{member ? `${whose} score (${formatScore(distribution.score)})` : ''}</td>
          </tr>
        );
      })}
    </ChartTable>
  );
}

export function DistributionFigure({
  distribution,
  who = null,
}: {
  distribution: Distribution;
  who?: string | null;
}) {
  return (
    <ChartFigure
      title={who ? `Where ${who} stands` : 'Where you stand'}
      description={
        <>
          <p className="text-ink">
            {who ? `${who}'s` : 'Your'} average answer over all competencies is{' '}
            <strong>{distribution.score.toFixed(1)}</strong> on the {ANSWER_MIN}–{ANSWER_MAX} scale: higher
            than <strong>{distribution.percentile}%</strong>{' '}
            {comparedWith(distribution.basis, distribution.industry)}.
          </p>
          <p data-testid="comparison-basis">{comparisonText(distribution)}</p>
        </>
      }
      chart={<DistributionChart distribution={distribution} who={who} />}
      table={<DistributionTable distribution={distribution} who={who} />}
    />
  );
}
