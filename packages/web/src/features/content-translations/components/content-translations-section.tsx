import { lazy, Suspense } from 'react';
import type { ContentKind } from '../hooks/use-content-translations-admin';

const ContentTranslationsEditor = lazy(() => import('./content-translations-editor'));

/**
 * Where a record's form shows its Translations editor: loaded with the form's dialog, on its own, so the forms
 * carry one line for it. Nothing until the record exists (a new one is translated once saved).
 */
export function ContentTranslationsSection({ kind, entityId }: { kind: ContentKind; entityId: number | undefined }) {
  if (entityId === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ContentTranslationsEditor kind={kind} entityId={entityId} />
    </Suspense>
  );
}
