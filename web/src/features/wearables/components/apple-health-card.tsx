import SmartphoneIcon from 'lucide-react/icons/smartphone';
import { APPLE_HEALTH_METRICS, IMPORT_METRIC_LABELS } from '@uh/core/wearables/wearables.schema';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { isImportActive } from '../lib/apple-health-import';
import { useAppleHealthImport } from '../api/use-apple-health-import';
import { AppleHealthUploadForm } from './apple-health-upload-form';
import { ImportHistory } from './import-history';
import { ImportProgressView, UploadProgressView } from './import-progress';
import { ImportAlert, ImportResult } from './import-result';

function HowToExport() {
  return (
    <div className="space-y-3 text-sm">
      <p>
        Your iPhone keeps Health data on the phone and offers no way for a website to read it, so it comes here as a file: the export the
        Health app makes of everything it holds.
      </p>
      <div className="space-y-1">
        <h4 className="font-semibold">Export it from your iPhone</h4>
        <ol className="list-decimal space-y-1 pl-6">
          <li>Open the Health app and tap your picture at the top right.</li>
          <li>Tap Export All Health Data, then Export. It can take a few minutes.</li>
          <li>Share the export.zip to this computer (AirDrop, Files or mail), then choose it below.</li>
        </ol>
      </div>
      <div className="space-y-1">
        <h4 className="font-semibold">What is imported</h4>
        <p>One value per day of:</p>
        <ul className="list-disc space-y-0.5 pl-6">
          {APPLE_HEALTH_METRICS.map((metric) => (
            <li key={metric}>{IMPORT_METRIC_LABELS[metric]}</li>
          ))}
        </ul>
        <p>Importing a newer export later adds only what is new: days already imported are left as they are.</p>
      </div>
    </div>
  );
}

/** Apple Health: how to export, the upload, the import as the server reads it, and the last imports. */
export function AppleHealthCard({ timeZone }: { timeZone: string }) {
  const { imports, job, upload, uploadProgress } = useAppleHealthImport();
  const [fileName, setFileName] = useState('');
  const isBusy = upload.isPending || isImportActive(job?.status);

  let status = null;
  if (uploadProgress) status = <UploadProgressView fileName={fileName} progress={uploadProgress} />;
  else if (job && isImportActive(job.status)) status = <ImportProgressView job={job} />;
  else if (job) status = <ImportResult job={job} />;

  return (
    <section aria-labelledby="apple-health-heading" className="space-y-4 rounded-control border border-border p-4">
      <h3 id="apple-health-heading" className="flex items-center gap-2 font-semibold">
        <SmartphoneIcon aria-hidden="true" className="size-5" />
        Apple Health
      </h3>
      <HowToExport />
      <AppleHealthUploadForm
        isBusy={isBusy}
        uploadError={upload.isError ? errorMessage(upload.error) : null}
        onUpload={(file) => {
          setFileName(file.name);
          upload.mutate(file);
        }}
      />
      {status}
      {imports.isError ? <ImportAlert title="Couldn't load your recent imports." message={errorMessage(imports.error)} /> : null}
      {imports.data ? <ImportHistory jobs={imports.data} timeZone={timeZone} /> : null}
    </section>
  );
}
