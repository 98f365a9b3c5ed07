import type { AdminContentItem } from '@shared/contract/admin-content';
import { type RefObject, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { useDeleteItem, useRestoreVersion, useSchedule, useSetStatus } from '../api';

/**
 * What can be done to a saved item besides saving it: publish or unpublish it, schedule it, restore
 * one of its versions, delete it (once confirmed). A failure is shown above the form by `failed`.
 */
export function useItemActions({
  saved,
  changed,
  reload,
  failed,
  leaving,
}: {
  saved: AdminContentItem | null;
  /** The item as the server now has it, after a publish, unpublish or schedule. */
  changed: (next: AdminContentItem) => void;
  /** The restored version, whose fields and body the editor then shows. */
  reload: (next: AdminContentItem) => void;
  failed: (error: unknown) => void;
  /** Set before leaving the page on purpose, so the unsaved-changes guard lets it go. */
  leaving: RefObject<boolean>;
}) {
  const navigate = useNavigate();
  const setStatus = useSetStatus();
  const schedule = useSchedule();
  const restore = useRestoreVersion();
  const remove = useDeleteItem();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const changeStatus = async (publish: boolean) => {
    if (!saved) return;
    try {
      changed(await setStatus.mutateAsync({ id: saved.id, revision: saved.revision, publish }));
      toast.success(publish ? 'Published: members see it now' : 'Unpublished: it is a draft again');
    } catch (error) {
      failed(error);
    }
  };

  const scheduleAt = async (publishAt: string | null) => {
    if (!saved) return;
    try {
      changed(await schedule.mutateAsync({ id: saved.id, revision: saved.revision, publishAt }));
      toast.success(publishAt ? 'Publishing scheduled' : 'Schedule cancelled');
    } catch (error) {
      failed(error);
    }
  };

  const restoreVersion = async (versionId: string) => {
    if (!saved) return;
    try {
      reload(await restore.mutateAsync({ id: saved.id, revision: saved.revision, versionId }));
      toast.success('Version restored');
    } catch (error) {
      failed(error);
    }
  };

  const deleteItem = async () => {
    if (!saved) return;
    try {
      await remove.mutateAsync({ id: saved.id, revision: saved.revision });
      leaving.current = true;
      setConfirmingDelete(false);
      toast.success('Item deleted');
      navigate('/admin/content');
    } catch (error) {
      setConfirmingDelete(false);
      failed(error);
    }
  };

  return {
    changeStatus,
    /** Publishing or unpublishing runs. */
    changingStatus: setStatus.isPending,
    scheduleAt,
    scheduling: schedule.isPending,
    restoreVersion,
    restoring: restore.isPending,
    confirmingDelete,
    askToDelete: () => setConfirmingDelete(true),
    cancelDelete: () => setConfirmingDelete(false),
    deleteItem,
    deleting: remove.isPending,
  };
}
