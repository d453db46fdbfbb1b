import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { customProtocolKeys } from './custom-protocol-keys';
import { uploadLoopExport, type UploadProgress } from './loop-transfer';

/**
 * POST /api/custom-protocols/import/loop with how much of the file has gone; afterwards the list
 * (and every view of the protocols) is read again, so the imported ones show at once.
 */
export function useLoopImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadLoopExport(file, setProgress),
    onMutate: (file) => setProgress({ loaded: 0, total: file.size }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: customProtocolKeys.all() });
      setProgress(null);
    },
  });
  return { upload, progress: upload.isPending ? progress : null };
}
