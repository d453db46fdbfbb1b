import type { VoiceOptions, VoiceProcessResponse } from '@uh/core/voice-journal/journal.schema';
import { VOICE_AUDIO_FIELD, VOICE_FILE_NAME, VOICE_TRANSCRIPT_FIELD } from '@uh/core/voice-journal/journal.schema';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch, apiRequest, throwIfResNotOk } from '#lib/api-client';

/** Query keys start with the URL they read (docs/product.md §7). */
export const voiceKeys = {
  options: () => ['/api/voice/options'] as const,
};

/** GET /api/voice/options: which speech-to-text the server has, and the recording limits. */
export const voiceOptionsQueryOptions = queryOptions({
  queryKey: voiceKeys.options(),
  queryFn: async (): Promise<VoiceOptions> => (await apiRequest('GET', '/api/voice/options')).json(),
});

/**
 * POST /api/voice/warm-up, once as the page opens: the server's speech engine starts loading its
 * model while the person gets ready to speak. Nothing waits for it and a failure changes nothing:
 * the recording then waits for the load instead.
 */
export function useSpeechEngineWarmUp() {
  useEffect(() => {
    apiFetch('/api/voice/warm-up', { method: 'POST' }).catch(() => {});
  }, []);
}

export type ProcessInput = { audio: Blob; transcript: string | null };

/**
 * POST /api/voice/process (docs/product.md §7): multipart with the WAV as field `audio`, file name
 * `voice_recording`, and the words the browser heard or the person typed when the server has no
 * engine. The browser sets the multipart boundary itself, so no content type is given.
 */
export function useProcessRecording() {
  return useMutation({
    mutationFn: async ({ audio, transcript }: ProcessInput): Promise<VoiceProcessResponse> => {
      const form = new FormData();
      // The words first: a streaming reader meets them before the file.
      if (transcript !== null) form.append(VOICE_TRANSCRIPT_FIELD, transcript);
      form.append(VOICE_AUDIO_FIELD, audio, VOICE_FILE_NAME);
      const response = await apiFetch('/api/voice/process', { method: 'POST', body: form });
      await throwIfResNotOk(response);
      return response.json();
    },
  });
}
