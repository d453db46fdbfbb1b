import type { PageData } from './signed-in-page-markup';

/** The element the server puts a signed-in page's data in (JSON, never run: the policy forbids inline script). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The data a server-rendered page came with, or null when it is missing or unreadable (the page is then drawn afresh). */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<PageData>;
    return typeof data.renderedAt === 'number' && Array.isArray(data.reads) ? (data as PageData) : null;
  } catch {
    return null;
  } finally {
    element.remove();
  }
}
