import { useEffect, useState } from 'react';
import { askOpenerSite } from './ask-opener-site';

/**
 * The site whose widget opened this sign-in popup, as that widget says: undefined while asking,
 * null while nothing has answered after a few seconds (a late answer still counts). A page
 * elsewhere that opened the popup never hears the question and never answers: no token is made.
 */
export function useOpenerSite(opener: Window): string | null | undefined {
  const [site, setSite] = useState<string | null | undefined>(undefined);
  useEffect(() => askOpenerSite({ opener, inbox: window, appOrigin: window.location.origin, onSite: setSite }), [opener]);
  return site;
}
