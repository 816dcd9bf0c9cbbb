import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminCatalogProject_ProjectFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { SelectField, TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { catalogFailureToast, successToast } from '../catalog-messages';
import { useProjectMutations } from '../hooks/use-project-mutations';
import { ImageUrlField } from './image-url-field';
import {
  emptyProjectForm,
  projectFormValues,
  projectInputOf,
  projectSchema,
  projectStatusOptions,
  projectTypeOptions,
  type ProjectFormValues,
} from '../project-form';
import { ContentTranslationsSection } from '../../content-translations/components/content-translations-section';

const StyledTwoColumns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledGroupTitle = styled.h3`
  margin-block-start: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

// Examples in the empty fields: a place and an address, the same in every language.
const LOCATION_EXAMPLE = 'East Legon, Accra';
const IMAGE_EXAMPLE = 'https://…/project.jpg';

interface ProjectFormDialogProps {
  onClose: () => void;
  /** The project to edit; none to add one. */
  project?: AdminCatalogProject_ProjectFragment;
}

/**
 * Add Project and Edit (accounts spec §2, §3, §5, §8): every stored field of a project; the whole form is sent
 * each time. Money and percentages are typed as exact decimals. The image is an address, typed or filled by an
 * upload (ImageUrlField). The server's field messages appear under the fields. Loaded when first opened.
 */
export default function ProjectFormDialog({ onClose, project }: ProjectFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminCatalog.projectForm.${id}` });
  const toast = useToast();
  const { create, update, saving } = useProjectMutations();
  const initialValues = project ? projectFormValues(project) : emptyProjectForm();
  const statusOptions = projectStatusOptions(intl, initialValues.status);

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(project ? 'editTitle' : 'addTitle')}
      description={project ? project.title : t('addDescription')}
    >
      <AppForm<ProjectFormValues>
        initialValues={initialValues}
        schema={projectSchema}
        aria-label={t(project ? 'editAria' : 'addAria')}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            const input = projectInputOf(values);
            if (project) await update(project.id, input);
            else await create(input);
            toast(successToast(intl, project ? 'projectUpdated' : 'projectCreated', input.title));
            onClose();
          } catch (failure) {
            setServerFieldErrors(helpers, readApiFailure(failure).fields, values);
            toast(catalogFailureToast(intl, project ? 'updateProject' : 'createProject', failure));
          }
        }}
      >
        {({ isSubmitting, dirty }) => (
          <>
            <TextField name="title" label={t('title')} required maxLength={200} autoFocus />
            <TextField name="description" label={t('description')} required multiline maxLength={5000} />
            <StyledTwoColumns>
              <TextField
                name="location"
                label={t('location')}
                required
                maxLength={200}
                placeholder={LOCATION_EXAMPLE}
              />
              <TextField name="country" label={t('country')} maxLength={100} hint={t('countryHint')} />
              <SelectField name="projectType" label={t('projectType')} required options={projectTypeOptions(intl)} />
              <SelectField name="status" label={t('status')} required options={statusOptions} />
              <TextField name="developerName" label={t('developerName')} required maxLength={200} />
              <TextField name="completionDate" label={t('completionDate')} type="date" autoComplete="off" />
              <TextField
                name="timeline"
                label={t('timeline')}
                inputMode="numeric"
                autoComplete="off"
                hint={t('timelineHint')}
              />
              <TextField
                name="constructionTimeline"
                label={t('constructionTimeline')}
                maxLength={200}
                placeholder={t('constructionTimelinePlaceholder')}
                hint={t('constructionTimelineHint')}
              />
            </StyledTwoColumns>
            <StyledGroupTitle>
              <FormattedMessage id="adminCatalog.projectForm.pricing" />
            </StyledGroupTitle>
            <StyledTwoColumns>
              <TextField name="unitPrice" label={t('unitPrice')} required inputMode="decimal" autoComplete="off" />
              <TextField
                name="minInvestment"
                label={t('minInvestment')}
                required
                inputMode="decimal"
                autoComplete="off"
              />
              <TextField
                name="developerListingPrice"
                label={t('developerListingPrice')}
                inputMode="decimal"
                autoComplete="off"
                hint={t('developerListingPriceHint')}
              />
            </StyledTwoColumns>
            <StyledGroupTitle>
              <FormattedMessage id="adminCatalog.projectForm.profit" />
            </StyledGroupTitle>
            <StyledTwoColumns>
              <TextField
                name="expectedProfit"
                label={t('expectedProfit')}
                required
                inputMode="decimal"
                autoComplete="off"
              />
              <div />
              <TextField
                name="profitRangeMin"
                label={t('profitRangeMin')}
                inputMode="decimal"
                autoComplete="off"
                hint={t('profitRangeHint')}
              />
              <TextField
                name="profitRangeMax"
                label={t('profitRangeMax')}
                inputMode="decimal"
                autoComplete="off"
                hint={t('profitRangeHint')}
              />
            </StyledTwoColumns>
            <ImageUrlField name="imageUrl" placeholder={IMAGE_EXAMPLE} />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                <FormattedMessage id="adminCatalog.cancel" />
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || saving || (project !== undefined && !dirty)}>
                {isSubmitting ? (
                  <FormattedMessage id="adminCatalog.saving" />
                ) : project ? (
                  <FormattedMessage id="adminCatalog.saveChanges" />
                ) : (
                  <FormattedMessage id="adminCatalog.projectForm.addTitle" />
                )}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
      <ContentTranslationsSection kind="project" entityId={project?.id} />
    </Dialog>
  );
}
