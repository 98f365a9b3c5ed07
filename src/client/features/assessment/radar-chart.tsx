import {
  CATEGORY_COLORS,
  type CompetencyCategory,
  LEVEL_MAX,
  levelHeadline,
} from '@shared/domain/assessment';
import { useMediaQuery } from '../../components/content/use-media-query';

export interface RadarAxis {
  id: string;
  name: string;
  category: CompetencyCategory;
}

export interface RadarSeries {
  key: string;
  label: string;
  /** One value (0–5) per axis, in the axes' order; null where there is none. */
  values: ReadonlyArray<number | null>;
  color: string;
  dashed?: boolean;
}

/** The radar is drawn at 440 px on wide screens, 380 on mid-sized ones and 320 on phones. */
export function useRadarSize(): number {
  const wide = useMediaQuery('(min-width: 1024px)');
  const mid = useMediaQuery('(min-width: 640px)');
  return wide ? 440 : mid ? 380 : 320;
}

/** Series colours: the primary for the member, a contrasting teal (dashed) for their teammates. */
export const SELF_COLOR = '#3b1d6e';
export const PEER_COLOR = '#0f766e';

/** Splits a name into lines of about `max` characters, at spaces. */
export function wrapLabel(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The competencies as spokes of a wheel, levels 0–5 from the centre out, each spoke on its
 * category's colour; one filled shape per series. A drawing only: the text alternative is the
 * table beside it (see ChartFigure).
 */
export function RadarChart({
  axes,
  series,
  size,
}: {
  axes: readonly RadarAxis[];
  series: readonly RadarSeries[];
  size: number;
}) {
  const n = axes.length;
  if (n < 3) return null;
  // On phones the names do not fit around the wheel: each spoke gets its number, and the key
  // under the chart names them (RadarKey).
  const compact = size < 380;
  const c = size / 2;
  const labelSpace = Math.round(size * (compact ? 0.08 : 0.2));
  const r = c - labelSpace;
  const fontSize = size >= 440 ? 11 : 10;
  const wrapAt = size >= 440 ? 14 : 12;
  const angle = (i: number) => -Math.PI / 2 + (2 * Math.PI * i) / n;
  const at = (i: number, radius: number) =>
    [c + radius * Math.cos(angle(i)), c + radius * Math.sin(angle(i))] as const;
  const polygon = (radius: (i: number) => number) =>
    axes
      .map((_, i) =>
        at(i, radius(i))
          .map((v) => v.toFixed(2))
          .join(','),
      )
      .join(' ');
  const half = Math.PI / n;

  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      className="mx-auto block h-auto max-w-full overflow-visible"
      data-testid="radar-chart"
      focusable="false"
      aria-hidden="true"
    >
      {/* Category wedges */}
      {axes.map((axis, i) => {
        const a0 = angle(i) - half;
        const a1 = angle(i) + half;
        const p0 = [c + r * Math.cos(a0), c + r * Math.sin(a0)];
        const p1 = [c + r * Math.cos(a1), c + r * Math.sin(a1)];
        return (
          <path
            key={`wedge-${axis.id}`}
            d={`M${c},${c} L${p0[0]!.toFixed(2)},${p0[1]!.toFixed(2)} A${r},${r} 0 0 1 ${p1[0]!.toFixed(2)},${p1[1]!.toFixed(2)} Z`}
            fill={CATEGORY_COLORS[axis.category]}
            opacity={0.5}
          />
        );
      })}
      {/* Level rings and spokes */}
      {Array.from({ length: LEVEL_MAX }, (_, l) => (
        <polygon
          key={`ring-${l}`}
          points={polygon(() => (r * (l + 1)) / LEVEL_MAX)}
          fill="none"
          stroke="#8f88a0"
          strokeOpacity={l === LEVEL_MAX - 1 ? 0.9 : 0.45}
          strokeWidth={1}
        />
      ))}
      {axes.map((axis, i) => {
        const [x, y] = at(i, r);
        return (
          <line key={`spoke-${axis.id}`} x1={c} y1={c} x2={x} y2={y} stroke="#8f88a0" strokeOpacity={0.45} />
        );
      })}
      {Array.from({ length: LEVEL_MAX }, (_, l) => (
        <text
          key={`tick-${l}`}
          x={c + 3}
          y={c - (r * (l + 1)) / LEVEL_MAX + 3}
          fontSize={fontSize - 1}
          fill="#5a5468"
          stroke="#ffffff"
          strokeWidth={3}
          paintOrder="stroke"
        >
          {l + 1}
        </text>
      ))}
      {/* Series */}
      {series.map((s) => {
        const radius = (i: number) => (r * Math.max(0, Math.min(LEVEL_MAX, s.values[i] ?? 0))) / LEVEL_MAX;
        return (
          <g key={s.key} data-series={s.key}>
            <polygon
              points={polygon(radius)}
              fill={s.color}
              fillOpacity={s.dashed ? 0.08 : 0.3}
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray={s.dashed ? '5 4' : undefined}
              strokeLinejoin="round"
            />
            {axes.map((axis, i) => {
              if (s.values[i] === null || s.values[i] === undefined) return null;
              const [x, y] = at(i, radius(i));
              return (
                <circle
                  key={axis.id}
                  cx={x}
                  cy={y}
                  r={3}
                  fill={s.dashed ? '#ffffff' : s.color}
                  stroke={s.color}
                  strokeWidth={1.5}
                >
                  <title>{`${axis.name}: ${s.label}, ${levelHeadline(s.values[i]!)}`}</title>
                </circle>
              );
            })}
          </g>
        );
      })}
      {/* Axis labels: names, or numbers on phones */}
      {axes.map((axis, i) => {
        if (compact) {
          const [x, y] = at(i, r + labelSpace / 2 + 1);
          return (
            <g key={`label-${axis.id}`}>
              <circle
                cx={x}
                cy={y}
                r={9}
                fill={CATEGORY_COLORS[axis.category]}
                stroke="#1c1726"
                strokeWidth={0.75}
              />
              <text x={x} y={y + 3.5} textAnchor="middle" fontSize={10} fontWeight={700} fill="#1c1726">
                {i + 1}
              </text>
            </g>
          );
        }
        const cos = Math.cos(angle(i));
        const sin = Math.sin(angle(i));
        const [x, y] = at(i, r + 8);
        // Only the spoke pointing straight up or down centres its label; the others lean away from
        // it, so the two names either side of the bottom never run into each other.
        const anchor = cos > 0.05 ? 'start' : cos < -0.05 ? 'end' : 'middle';
        const lines = wrapLabel(axis.name, wrapAt);
        const lineHeight = fontSize + 2;
        // Labels above the centre grow upwards, those below downwards, those at the side centre on the spoke.
        const shift =
          sin < -0.25
            ? -(lines.length - 1) * lineHeight
            : sin > 0.25
              ? lineHeight * 0.6
              : -((lines.length - 1) * lineHeight) / 2;
        return (
          <text
            key={`label-${axis.id}`}
            x={x}
            y={y + shift + (sin > 0.25 ? 0 : fontSize * 0.35)}
            textAnchor={anchor}
            fontSize={fontSize}
            fontWeight={600}
            fill="#1c1726"
          >
            {lines.map((line, j) => (
              <tspan key={j} x={x} dy={j === 0 ? 0 : lineHeight}>
                {line}
              </tspan>
            ))}
          </text>
        );
      })}
    </svg>
  );
}

/** On phones, the key to the numbered spokes. */
export function RadarKey({ axes }: { axes: readonly RadarAxis[] }) {
  return (
    <ol
      className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-ink min-[360px]:grid-cols-2"
      aria-hidden="true"
    >
      {axes.map((axis, i) => (
        <li key={axis.id} className="flex items-center gap-2">
          <span
            className="inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-ink/60 text-[11px] font-bold"
            style={{ backgroundColor: CATEGORY_COLORS[axis.category] }}
          >
            {i + 1}
          </span>
          <span className="min-w-0">{axis.name}</span>
        </li>
      ))}
    </ol>
  );
}

/** The legend under the radar: which shape is whose. */
export function RadarLegend({ series }: { series: readonly RadarSeries[] }) {
  return (
    <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-ink" aria-hidden="true">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-2">
          <svg width="28" height="10" aria-hidden="true" focusable="false">
            <line
              x1="1"
              y1="5"
              x2="27"
              y2="5"
              stroke={s.color}
              strokeWidth="3"
              strokeDasharray={s.dashed ? '5 4' : undefined}
            />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}
