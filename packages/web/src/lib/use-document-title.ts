import { useEffect } from 'react';

const SITE = 'CoBuy Accra';

/** Sets the tab title for the current page ('Projects · CoBuy Accra'). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} — co-invest in off-plan property`;
  }, [title]);
}
