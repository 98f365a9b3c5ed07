import { FEATURE_STATUS_COLOURS, FEATURE_STATUS_LABELS, type FeatureStatus } from '@shared/domain/roadmap';
import { clsx } from 'clsx';

/** Each colour of the shared rule, as badge classes with readable contrast. */
const COLOUR_CLASSES = {
  gray: 'border-gray-300 bg-gray-100 text-gray-800',
  blue: 'border-blue-200 bg-blue-100 text-blue-800',
  yellow: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  purple: 'border-purple-200 bg-purple-100 text-purple-800',
  green: 'border-green-200 bg-green-100 text-green-800',
} as const;

export function StatusBadge({ status }: { status: FeatureStatus }) {
  const colour = FEATURE_STATUS_COLOURS[status];
  return (
    <span
      data-colour={colour}
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-medium',
        COLOUR_CLASSES[colour],
      )}
    >
      {FEATURE_STATUS_LABELS[status]}
    </span>
  );
}
