import type { Dataset } from '@tallyline/core';
import { Button, notify } from '@tallyline/ui';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ANNOUNCE } from '../../messages/announce.js';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { settledAuth, useAuthStore, type AuthStatus } from '../../stores/authStore.js';
import { useChatStore } from '../../stores/chatStore.js';
import { useUploadStore, type UploadContext } from '../../stores/uploadStore.js';
import { useWorkflowStore } from '../../stores/workflowStore.js';
import type { ParseRequestOptions } from '../../workers/parseProtocol.js';
import { SavedDatasets } from '../saved/SavedDatasets.js';
import { DropZone } from './DropZone.js';
import { SummaryCards } from './SummaryCards.js';
import './upload.css';

const AnalysisView = lazy(() => import('./AnalysisView.js'));

/** The file's name as the screen shows it: a workbook's with the sheet read (issue 18), "sales.xlsx · sheet Costs". */
export function fileLabel(name: string, dataset: Dataset): string {
  const source = dataset.detected.source;
  return source?.format === 'xlsx' ? `${name} · ${UPLOAD_TEXT.sheetRead(source.sheet)}` : name;
}

export interface UploadScreenProps {
  /** Overrides the session's signed-in state (the size limit that applies). */
  signedIn?: boolean;
}

/** Step 1, /app/: upload a CSV, then summary cards, chart, explorer, chat and 'Continue to Dashboard'. */
export function UploadScreen({ signedIn: signedInProp }: UploadScreenProps) {
  const navigate = useNavigate();
  const authStatus = useAuthStore((s) => s.status);
  const signedInAs = (status: AuthStatus) => signedInProp ?? status === 'signed-in';
  const signedIn = signedInAs(authStatus);
  const dataset = useWorkflowStore((s) => s.dataset);
  const datasetName = useWorkflowStore((s) => s.fileName);
  const status = useUploadStore((s) => s.status);
  const progress = useUploadStore((s) => s.progress);
  const error = useUploadStore((s) => s.error);
  const uploading = useUploadStore((s) => s.fileName);
  const busy = status === 'loading';
  // Who the upload is for, read when it starts: once the stored session has been read, so a file dropped while the
  // page is still loading is saved for the signed-in user (it was taken as an anonymous visitor's, and not saved).
  const contextNow = async (): Promise<UploadContext> => {
    const { status, user } = await settledAuth();
    const forUser = signedInAs(status);
    return { signedIn: forUser, userId: forUser ? (user?.id ?? null) : null };
  };

  const accept = (ds: Awaited<ReturnType<ReturnType<typeof useUploadStore.getState>['upload']>>, name: string) => {
    if (!ds) return;
    useWorkflowStore.getState().setDataset(ds, name);
    useChatStore.getState().clear();
  };
  // After an upload, focus moves to the new summary and the result is read out (issue 17).
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusSummary, setFocusSummary] = useState(0);
  useEffect(() => {
    if (focusSummary > 0) summaryHeading.current?.focus();
  }, [focusSummary]);
  const onFile = async (file: File) => {
    const ds = await useUploadStore.getState().upload(file, await contextNow());
    accept(ds, file.name);
    if (!ds) return;
    setAnnouncement(ANNOUNCE.uploadFinished(file.name, ds.rowCount, ds.headers.length));
    setFocusSummary((n) => n + 1);
  };
  const onReparse = async (options: ParseRequestOptions) => {
    const name = datasetName ?? uploading ?? 'data.csv';
    accept(await useUploadStore.getState().reparse(options, await contextNow()), name);
  };
  const onContinue = () => {
    const wf = useWorkflowStore.getState();
    wf.completeStep(1);
    // The dashboard is a protected screen; an anonymous visitor signs in first and keeps the data
    // (the sign-in dialog sends a signed-in visitor on to the dashboard).
    if (signedIn) void navigate({ to: '/dashboard/view' });
    else {
      notify.info(UPLOAD_TEXT.signInToContinue);
      void navigate({ to: '/auth' });
    }
  };

  return (
    <div className="tl-upload">
      <header className="tl-upload__header">
        <div>
          <h1 className="tl-upload__title">{UPLOAD_TEXT.title}</h1>
          <p className="tl-upload__intro">{dataset && datasetName ? fileLabel(datasetName, dataset) : UPLOAD_TEXT.intro}</p>
        </div>
        {dataset ? (
          <Button onClick={onContinue}>{UPLOAD_TEXT.continue}</Button>
        ) : null}
      </header>
      <DropZone
        signedIn={signedIn}
        busy={busy}
        progress={progress}
        fileName={uploading}
        error={error}
        compact={dataset !== null}
        onFile={(f) => void onFile(f)}
        onCancel={() => useUploadStore.getState().cancel()}
      />
      {dataset ? (
        <>
          <h2 ref={summaryHeading} tabIndex={-1} className="tl-upload__summary-title">
            {ANNOUNCE.summaryTitle(fileLabel(datasetName ?? uploading ?? '', dataset))}
          </h2>
          <SummaryCards dataset={dataset} />
          <Suspense fallback={<p className="tl-upload__loading">Loading…</p>}>
            <AnalysisView dataset={dataset} busy={busy} onReparse={(o) => void onReparse(o)} />
          </Suspense>
        </>
      ) : null}
      <SavedDatasets />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
