import type { AdminContentItem } from '@shared/contract/admin-content';
import { useState } from 'react';
import { PendingButton } from '../../../../components/pending-button';
import { PreviewDialog } from '../preview-dialog';
import { UnsavedChangesGuard } from '../unsaved-changes';
import { VersionsPanel } from '../versions-panel';
import { BodySection } from './body-section';
import { DeleteItemDialog, DeleteSection } from './delete-item';
import { DetailsSection } from './details-section';
import { EditorHeader } from './editor-header';
import { ImagesSection } from './images-section';
import { SaveErrorAlert } from './save-error-alert';
import { ScheduleSection } from './schedule-section';
import { useContentEditor } from './use-content-editor';

/**
 * The editor of one item, top to bottom: the header with its actions, a failed save's message, then
 * the form (details, images, body, schedule, versions, delete) with Save again at its end.
 */
export function ContentEditor({ item }: { item: AdminContentItem | null }) {
  const editor = useContentEditor(item);
  const { form, values, shown, err, saved, dirty, saving, busy, actions } = editor;
  const [preview, setPreview] = useState(false);

  return (
    <>
      <EditorHeader
        saved={saved}
        status={editor.status}
        dirty={dirty}
        saving={saving}
        busy={busy}
        changingStatus={actions.changingStatus}
        onPreview={() => setPreview(true)}
        onChangeStatus={(publish) => void actions.changeStatus(publish)}
      />
      {editor.saveError ? <SaveErrorAlert error={editor.saveError} /> : null}

      <form
        id="content-editor"
        noValidate
        onSubmit={(e) => void editor.submit(e)}
        className="flex flex-col gap-6"
      >
        <DetailsSection form={form} values={values} shown={shown} err={err} />
        <ImagesSection
          form={form}
          values={values}
          showSpeakerPhoto={shown.has('speakerPhotoUrl')}
          err={err}
        />
        <BodySection
          body={editor.body}
          onChange={editor.setBlocks}
          showProblems={editor.showProblems}
          problems={editor.bodyProblems}
        />
        {saved && saved.status === 'draft' ? (
          <ScheduleSection
            draft={saved}
            dirty={dirty}
            pending={actions.scheduling}
            onSchedule={actions.scheduleAt}
          />
        ) : null}
        {saved ? (
          <VersionsPanel
            id={saved.id}
            restoring={actions.restoring}
            canRestore={!dirty && !busy}
            onRestore={actions.restoreVersion}
          />
        ) : null}
        {saved ? <DeleteSection onDelete={actions.askToDelete} /> : null}
        <div className="flex justify-end">
          <PendingButton
            type="submit"
            className="btn-primary"
            pending={saving}
            disabled={actions.changingStatus}
          >
            {saved ? 'Save' : 'Save draft'}
          </PendingButton>
        </div>
      </form>

      <PreviewDialog open={preview} onOpenChange={setPreview} id={saved?.id} input={editor.input} />
      {actions.confirmingDelete ? (
        <DeleteItemDialog
          title={saved?.title ?? ''}
          running={actions.deleting}
          onConfirm={() => void actions.deleteItem()}
          onClose={actions.cancelDelete}
        />
      ) : null}
      <UnsavedChangesGuard dirty={dirty} skip={editor.leaving} />
    </>
  );
}
