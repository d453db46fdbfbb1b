import type { ImportJob } from '@uh/core/wearables/wearables.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { errorMessage } from '#lib/api-client';
import { sessionKeys } from '#lib/session';
import { toast } from '#ui/use-toast';
import { activeImport, importResultText, isImportActive } from '../lib/apple-health-import';
import { appleHealthImportQueryOptions, appleHealthImportsQueryOptions, appleHealthKeys } from './apple-health-queries';
import { uploadAppleHealthExport, type UploadProgress } from './upload-export';

/** Once an import has finished, every cached reading (biometrics, progress, dashboard) is read again. */
function useAnnounceWhenFinished(job: ImportJob | undefined, watched: RefObject<Set<number>>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!job) return;
    if (isImportActive(job.status)) {
      watched.current.add(job.id);
      return;
    }
    // Only an import seen running here is announced: one that ended while the page was closed is just listed.
    if (!watched.current.delete(job.id)) return;
    const sessionKey = sessionKeys.user()[0];
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKey });
    if (job.status === 'succeeded') {
      toast({ title: 'Import complete', description: `Apple Health: ${importResultText(job)}.` });
    } else {
      toast({ variant: 'destructive', title: 'Error', description: `Failed to import your Apple Health data: ${job.error ?? ''}`.trim() });
    }
  }, [job, watched, queryClient]);
}

/**
 * Uploads an export, then follows the import the server runs on it. An import carries on when the
 * page is closed; coming back, the one still running is picked up from the list and followed.
 */
export function useAppleHealthImport() {
  const queryClient = useQueryClient();
  const imports = useQuery(appleHealthImportsQueryOptions);
  const [uploadedId, setUploadedId] = useState<number | null>(null);
  const [pickedUpId, setPickedUpId] = useState<number | null>(null);
  const running = activeImport(imports.data);
  // Kept once picked up, so its summary stays on screen after it leaves the running state.
  if (uploadedId === null && pickedUpId === null && running) setPickedUpId(running.id);
  const followedId = uploadedId ?? pickedUpId;
  const job = useQuery({ ...appleHealthImportQueryOptions(followedId ?? 0), enabled: followedId !== null });
  const watched = useRef(new Set<number>());
  useAnnounceWhenFinished(followedId === null ? undefined : job.data, watched);

  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadAppleHealthExport(file, setProgress),
    onMutate: (file) => setProgress({ loaded: 0, total: file.size }),
    onSuccess: (started) => {
      watched.current.add(started.id);
      queryClient.setQueryData(appleHealthKeys.import(started.id), started);
      setUploadedId(started.id);
      void queryClient.invalidateQueries({ queryKey: appleHealthKeys.imports() });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: `Failed to import your Apple Health data: ${errorMessage(error)}` }),
    onSettled: () => setProgress(null),
  });

  return {
    imports,
    job: followedId === null ? undefined : job.data,
    jobError: job.error,
    upload,
    uploadProgress: upload.isPending ? progress : null,
  };
}
