import { type AdminTopicList, TOPIC_NAME_MAX, type TopicRenameResult } from '@shared/contract/admin-topics';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { dialogContentClass, dialogOverlayClass } from '../../../components/dialog-classes';
import { DialogHeader } from '../../../components/dialog-header';
import { PendingButton } from '../../../components/pending-button';
import { apiGet, apiPost } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { type AdminColumn, AdminTable } from '../admin-table';
import { LoadError } from '../load-error';

/** A topic as the table lists it (its name is its key). */
type Topic = AdminTopicList['items'][number] & { id: string };
const topicsKey = ['admin', 'topics'] as const;

/** The console's Topics: every topic in use, renamed or merged on every item at once. */
export default function TopicsPage() {
  const topics = useQuery({
    queryKey: topicsKey,
    queryFn: () => apiGet<AdminTopicList>('/api/admin/topics'),
  });
  const [renaming, setRenaming] = useState<Topic | null>(null);
  const columns: AdminColumn<Topic>[] = [
    {
      header: 'Topic',
      cell: (t) => (
        <Link to={`/admin/content?topic=${encodeURIComponent(t.name)}`} className="link">
          {t.name}
        </Link>
      ),
    },
    { header: 'Items', cellClassName: 'tabular-nums', cell: (t) => t.items },
    {
      header: 'Actions',
      cell: (t) => (
        <button
          type="button"
          className="btn-outline h-9 whitespace-nowrap"
          aria-label={`Rename or merge ${t.name}`}
          onClick={() => setRenaming(t)}
        >
          Rename
        </button>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title="Topics"
        description="The topics items carry. Rename one, or give it another topic's name to merge the two: every item follows, drafts included."
      />
      {topics.isError ? <LoadError error={topics.error} onRetry={() => void topics.refetch()} /> : null}
      {topics.isPending ? <p className="text-sm text-muted">Loading…</p> : null}
      {topics.data ? (
        <AdminTable
          caption="Topics and their items"
          columns={columns}
          rows={topics.data.items.map((t) => ({ ...t, id: t.name }))}
          emptyText="No item has a topic yet."
        />
      ) : null}
      {renaming ? (
        <RenameTopicDialog
          topic={renaming}
          others={(topics.data?.items ?? []).filter((t) => t.name !== renaming.name)}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </>
  );
}

function RenameTopicDialog({
  topic,
  others,
  onClose,
}: {
  topic: Topic;
  others: AdminTopicList['items'];
  onClose: () => void;
}) {
  const ids = { name: useId(), note: useId() };
  const queryClient = useQueryClient();
  const [to, setTo] = useState(topic.name);
  const into = others.find((t) => t.name.toLowerCase() === to.trim().toLowerCase());
  const rename = useMutation({
    mutationFn: () => apiPost<TopicRenameResult>('/api/admin/topics/rename', { from: topic.name, to }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(
        result.merged
          ? `${topic.name} merged into ${result.name} on ${result.items} items.`
          : `${topic.name} renamed ${result.name} on ${result.items} items.`,
      );
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate();
  };
  const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !rename.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass()}>
          <DialogHeader
            title={`Rename or merge ${topic.name}`}
            description={`${items(topic.items)} carry this topic.`}
          />
          <form onSubmit={submit} className="mt-4 flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.name} className="text-sm font-medium text-ink">
                New name
              </label>
              <input
                id={ids.name}
                className="input"
                value={to}
                maxLength={TOPIC_NAME_MAX}
                list={`${ids.name}-topics`}
                aria-describedby={ids.note}
                onChange={(e) => setTo(e.target.value)}
              />
              <datalist id={`${ids.name}-topics`}>
                {others.map((t) => (
                  <option key={t.name} value={t.name} />
                ))}
              </datalist>
              <p id={ids.note} className="text-sm text-muted" aria-live="polite">
                {into
                  ? `${into.name} exists: its ${items(into.items)} and these ${items(topic.items)} will share it, and ${topic.name} goes.`
                  : 'Type another topic’s name to merge the two.'}
              </p>
            </div>
            {rename.isError ? (
              <p role="alert" className="text-sm text-danger">
                {rename.error.message}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close className="btn-outline" disabled={rename.isPending}>
                Cancel
              </Dialog.Close>
              <PendingButton
                type="submit"
                className="btn-primary"
                pending={rename.isPending}
                disabled={to.trim() === '' || to.trim() === topic.name}
              >
                {into ? `Merge into ${into.name}` : 'Rename'}
              </PendingButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
