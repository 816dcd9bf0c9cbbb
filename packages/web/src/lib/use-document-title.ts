import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { site } from '../features/site/site-info';

/**
 * Sets the tab title for the current page ('Projects · CoBuy Accra'; the site's own line on the landing page), in
 * the interface language: the same core messages the server draws the page's `<title>` from (page-meta.ts), so
 * coming to life never swaps a translated title for an English one.
 */
export function useDocumentTitle(title: string | undefined): void {
  const intl = useIntl();
  const text = title
    ? intl.formatMessage({ id: 'site.pageTitle' }, { page: title, site: site.name })
    : intl.formatMessage({ id: 'site.homeTitle' }, { site: site.name });
  useEffect(() => {
    document.title = text;
  }, [text]);
}
