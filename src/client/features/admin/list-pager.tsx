import { Pagination } from '../../components/content/pagination';

/** The page links under a console list, worked out from its total; nothing shows for one page. */
export function ListPager({
  page,
  total,
  pageSize,
  label,
  onPageChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  /** The navigation's accessible name: "Members pages". */
  label: string;
  onPageChange: (page: number) => void;
}) {
  return (
    <Pagination
      className="mt-4"
      page={page}
      totalPages={Math.max(1, Math.ceil(total / pageSize))}
      onPageChange={onPageChange}
      label={label}
    />
  );
}
