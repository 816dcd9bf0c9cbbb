import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { readApiFailure } from '../../../lib/api-error';
import { directionOf } from '../../../i18n/languages-meta';
import { MessagesArea } from '../../../i18n/messages-area';
import { LANGUAGES } from '../../language/languages';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { useContentTranslationsAdmin, type ContentKind } from '../hooks/use-content-translations-admin';

/** English is the originals' language: translations are kept for the other 14. */
const TARGET_LANGUAGES = LANGUAGES.filter((l) => l.code !== 'en');

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.lg};
  padding-block-start: ${({ theme }) => theme.space.lg};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledField = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
`;

const StyledOriginal = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  max-block-size: 8rem;
  overflow: auto;
`;

const StyledTextarea = styled.textarea`
  inline-size: 100%;
  min-block-size: 5rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The message naming each translatable field (the server's TRANSLATABLE_FIELDS). */
const FIELD_NAMES: Record<string, string> = {
  title: 'contentTranslations.field.title',
  description: 'contentTranslations.field.description',
};

/** The longest translation the server keeps (TRANSLATION_LIMITS.storedText). */
const MAX_TEXT = 20_000;

interface EditorProps {
  kind: ContentKind;
  entityId: number;
}

/**
 * The Translations editor beside a record's form (issue 20 item 2; docs/i18n.md, "Content translations"): for
 * one language at a time, each translatable field's English original and its translation, saved or cleared on
 * its own (audited). A translation saved against an earlier original is marked stale.
 */
export default function ContentTranslationsEditor(props: EditorProps) {
  return (
    <MessagesArea area="contentTranslations">
      <Editor {...props} />
    </MessagesArea>
  );
}

function Editor({ kind, entityId }: EditorProps) {
  const intl = useIntl();
  const [language, setLanguage] = useState(TARGET_LANGUAGES[0]!.code);
  const { query, save, clear, busy } = useContentTranslationsAdmin(kind, entityId);
  const data = query.data?.contentTranslations;
  const headingId = `content-translations-${kind}-${entityId}`;

  return (
    <StyledSection aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="contentTranslations.title" />
      </h3>
      <StyledMuted>
        <FormattedMessage id="contentTranslations.lead" />
      </StyledMuted>
      <div>
        <StyledLabel htmlFor={`${headingId}-language`}>
          <FormattedMessage id="contentTranslations.language" />
        </StyledLabel>
        <StyledSelect
          id={`${headingId}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        >
          {TARGET_LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </StyledSelect>
      </div>
      {data ? (
        data.originals.map((original) => {
          const stored = data.translations.find((t) => t.field === original.field && t.language === language);
          return (
            <FieldTranslation
              key={`${original.field}-${language}`}
              field={original.field}
              original={original.text}
              language={language}
              stored={stored ?? null}
              busy={busy}
              onSave={(text) => save(original.field, language, text)}
              onClear={() => clear(original.field, language)}
            />
          );
        })
      ) : query.error ? (
        <div role="alert">
          <StyledError>
            <FormattedMessage id="contentTranslations.loadFailed" />
          </StyledError>
          <StyledButton type="button" $variant="outline" onClick={() => void query.refetch()}>
            <FormattedMessage id="contentTranslations.retry" />
          </StyledButton>
        </div>
      ) : (
        <StyledMuted role="status">{intl.formatMessage({ id: 'contentTranslations.loading' })}</StyledMuted>
      )}
    </StyledSection>
  );
}

interface FieldTranslationProps {
  field: string;
  original: string | null;
  language: string;
  stored: { text: string; current: boolean } | null;
  busy: boolean;
  onSave: (text: string) => Promise<void>;
  onClear: () => Promise<void>;
}

function FieldTranslation({ field, original, language, stored, busy, onSave, onClear }: FieldTranslationProps) {
  const intl = useIntl();
  const toast = useToast();
  const [draft, setDraft] = useState(stored?.text ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const languageName = LANGUAGES.find((l) => l.code === language)?.name ?? language;
  const id = `translation-${field}-${language}`;
  const fieldName = FIELD_NAMES[field] ? intl.formatMessage({ id: FIELD_NAMES[field] }) : field;

  const run = async (work: () => Promise<void>, done: string) => {
    setProblem(null);
    try {
      await work();
      toast({ title: intl.formatMessage({ id: done }), description: fieldName, variant: 'success' });
    } catch (failure) {
      const reason = readApiFailure(failure).fields?.text ?? intl.formatMessage({ id: 'contentTranslations.failed' });
      setProblem(reason);
      toast({ title: intl.formatMessage({ id: 'contentTranslations.failed' }), variant: 'destructive' });
    }
  };

  return (
    <StyledField>
      <legend>{fieldName}</legend>
      {original === null || original.trim() === '' ? (
        <StyledMuted>
          <FormattedMessage id="contentTranslations.originalEmpty" />
        </StyledMuted>
      ) : (
        <>
          <StyledMuted>
            <FormattedMessage id="contentTranslations.original" />
          </StyledMuted>
          <StyledOriginal lang="en" dir="ltr">
            {original}
          </StyledOriginal>
          <StyledLabel htmlFor={id}>
            <FormattedMessage id="contentTranslations.translation" values={{ language: languageName }} />
          </StyledLabel>
          {stored && !stored.current ? (
            <StyledBadge $tone="warning">
              <FormattedMessage id="contentTranslations.stale" />
            </StyledBadge>
          ) : null}
          <StyledTextarea
            id={id}
            lang={language}
            dir={directionOf(language)}
            value={draft}
            maxLength={MAX_TEXT}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          {problem ? <StyledError id={`${id}-problem`}>{problem}</StyledError> : null}
          <StyledRow>
            {stored ? (
              <StyledButton
                type="button"
                $variant="ghost"
                disabled={busy}
                onClick={() => void run(onClear, 'contentTranslations.cleared').then(() => setDraft(''))}
              >
                <FormattedMessage id="contentTranslations.clear" />
              </StyledButton>
            ) : null}
            <StyledButton
              type="button"
              disabled={busy || draft.trim() === '' || (stored?.text === draft.trim() && stored.current)}
              onClick={() => void run(() => onSave(draft), 'contentTranslations.saved')}
            >
              <FormattedMessage id="contentTranslations.save" />
            </StyledButton>
          </StyledRow>
        </>
      )}
    </StyledField>
  );
}
