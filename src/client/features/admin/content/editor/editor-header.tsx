import type { AdminContentItem } from '@shared/contract/admin-content';
import { ArrowLeft, Eye, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { PendingButton } from '../../../../components/pending-button';
import { AdminPageHeader } from '../../admin-page-header';
import { StatusBadge } from '../content-page';
import { formatDateTime } from '../labels';

/**
 * The way back to the list, the title with the item's status and save state, and the actions:
 * preview, publish or unpublish, save (the form's submit button, from outside the form).
 */
export function EditorHeader({
  saved,
  status,
  dirty,
  saving,
  busy,
  changingStatus,
  onPreview,
  onChangeStatus,
}: {
  saved: AdminContentItem | null;
  /** What the autosave says ("All changes saved"), or null. */
  status: string | null;
  dirty: boolean;
  saving: boolean;
  busy: boolean;
  changingStatus: boolean;
  onPreview: () => void;
  onChangeStatus: (publish: boolean) => void;
}) {
  return (
    <>
      <Link
        to="/admin/content"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All content
      </Link>
      <AdminPageHeader
        title={saved ? 'Edit item' : 'New item'}
        description={
          saved ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <StatusBadge status={saved.status} />
              <span>Last saved {formatDateTime(saved.updatedAt)}</span>
              <span role="status" className="font-medium text-ink">
                {status ? `· ${status}` : ''}
              </span>
            </span>
          ) : (
            'A new item is a draft until you publish it. Once saved, a draft saves itself as you write.'
          )
        }
        actions={
          <>
            <button type="button" className="btn-outline" onClick={onPreview}>
              <Eye className="size-4" aria-hidden="true" />
              Preview as a member
            </button>
            {saved ? (
              saved.status === 'draft' ? (
                // Waits for its own call; unavailable with unsaved changes or while a save runs.
                <PendingButton
                  type="button"
                  className="btn-outline"
                  pending={changingStatus}
                  disabled={saving || dirty}
                  title={dirty ? 'Save your changes first' : undefined}
                  onClick={() => onChangeStatus(true)}
                >
                  Publish now
                </PendingButton>
              ) : (
                <PendingButton
                  type="button"
                  className="btn-outline"
                  pending={changingStatus}
                  disabled={saving || dirty}
                  onClick={() => onChangeStatus(false)}
                >
                  Unpublish
                </PendingButton>
              )
            ) : null}
            {/* Waits while a save runs; unavailable while publishing or unpublishing runs. */}
            <PendingButton
              type="submit"
              form="content-editor"
              className="btn-primary"
              pending={saving}
              disabled={changingStatus}
            >
              {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
              {saved ? 'Save' : 'Save draft'}
            </PendingButton>
          </>
        }
      />
      {saved && dirty && saved.status === 'published' ? (
        <p className="-mt-3 mb-4 text-sm text-muted">
          This item is published: members see your changes when you save them.
        </p>
      ) : null}
    </>
  );
}
