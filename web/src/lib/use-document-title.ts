import { useEffect } from 'react';

const APP_NAME = 'Ultimate Human';

/** Names the browser tab after the page, so screen-reader users hear where they landed. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
  }, [title]);
}
