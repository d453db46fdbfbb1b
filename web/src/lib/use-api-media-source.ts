import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore, type RefCallback } from 'react';
import { apiFetch, throwIfResNotOk } from './api-client';
import { getWidgetToken, onWidgetTokenChange } from './widget-auth';

export type MediaSource = { src?: string; ref?: RefCallback<HTMLMediaElement> };

/**
 * What an <audio> needs to play a file the API serves; spread it on the element. Signed in by
 * cookie that is the URL. Signed in by a widget's token it cannot be, since a media element sends
 * no Authorization header: the file is read with the header and played from a blob URL, made when
 * the element is attached and revoked when it goes. `url` null = not needed yet.
 */
export function useApiMediaSource(url: string | null): MediaSource {
  const token = useSyncExternalStore(onWidgetTokenChange, getWidgetToken);
  const needsHeader = url !== null && token !== null;
  const file = useQuery({
    queryKey: [url, 'media-blob'],
    queryFn: async ({ signal }) => {
      const response = await apiFetch(url ?? '', { signal });
      await throwIfResNotOk(response);
      return response.blob();
    },
    enabled: needsHeader,
    gcTime: 0,
  });
  const blob = file.data;
  const attachBlob = useCallback(
    (element: HTMLMediaElement | null) => {
      if (!element || !blob) return;
      const objectUrl = URL.createObjectURL(blob);
      element.src = objectUrl;
      return () => {
        element.removeAttribute('src');
        URL.revokeObjectURL(objectUrl);
      };
    },
    [blob],
  );
  if (url === null) return {};
  return needsHeader ? { ref: attachBlob } : { src: url };
}
