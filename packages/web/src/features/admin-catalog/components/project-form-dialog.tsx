import styled from 'styled-components';
import type { AdminCatalogProject_ProjectFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { SelectField, TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { CATALOG_FAILURES, CATALOG_TOASTS, catalogFailureToast, successToast } from '../catalog-messages';
import { useProjectMutations } from '../hooks/use-project-mutations';
import { ImageUrlField } from './image-url-field';
import {
  emptyProjectForm,
  PROJECT_TYPE_OPTIONS,
  projectFormValues,
  projectInputOf,
  projectSchema,
  projectStatusOptions,
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
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

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
  const toast = useToast();
  const { create, update, saving } = useProjectMutations();
  const initialValues = project ? projectFormValues(project) : emptyProjectForm();
  const statusOptions = projectStatusOptions(initialValues.status);

  return (
    <Dialog
      open
      onClose={onClose}
      title={project ? 'Edit Project' : 'Add Project'}
      description={project ? project.title : 'A new project for the catalog; add its units on the Units tab.'}
    >
      <AppForm<ProjectFormValues>
        initialValues={initialValues}
        schema={projectSchema}
        aria-label={project ? 'Edit project' : 'Add project'}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            const input = projectInputOf(values);
            if (project) await update(project.id, input);
            else await create(input);
            const title = project ? CATALOG_TOASTS.projectUpdated : CATALOG_TOASTS.projectCreated;
            toast(successToast(title, input.title));
            onClose();
          } catch (failure) {
            setServerFieldErrors(helpers, readApiFailure(failure).fields, values);
            toast(
              catalogFailureToast(project ? CATALOG_FAILURES.updateProject : CATALOG_FAILURES.createProject, failure),
            );
          }
        }}
      >
        {({ isSubmitting, dirty }) => (
          <>
            <TextField name="title" label="Title" required maxLength={200} autoFocus />
            <TextField name="description" label="Description" required multiline maxLength={5000} />
            <StyledTwoColumns>
              <TextField name="location" label="Location" required maxLength={200} placeholder="East Legon, Accra" />
              <TextField name="country" label="Country" maxLength={100} hint="Ghana when left blank." />
              <SelectField name="projectType" label="Project Type" required options={PROJECT_TYPE_OPTIONS} />
              <SelectField name="status" label="Status" required options={statusOptions} />
              <TextField name="developerName" label="Developer Name" required maxLength={200} />
              <TextField name="completionDate" label="Completion Date" type="date" autoComplete="off" />
              <TextField
                name="timeline"
                label="Timeline (months)"
                inputMode="numeric"
                autoComplete="off"
                hint="0 when left blank."
              />
              <TextField
                name="constructionTimeline"
                label="Construction Timeline"
                maxLength={200}
                placeholder="18-24 months"
                hint="The timeline in months when left blank."
              />
            </StyledTwoColumns>
            <StyledGroupTitle>Pricing (USD)</StyledGroupTitle>
            <StyledTwoColumns>
              <TextField name="unitPrice" label="Unit Price" required inputMode="decimal" autoComplete="off" />
              <TextField
                name="minInvestment"
                label="Minimum Investment"
                required
                inputMode="decimal"
                autoComplete="off"
              />
              <TextField
                name="developerListingPrice"
                label="Developer Listing Price"
                inputMode="decimal"
                autoComplete="off"
                hint="The unit price when left blank."
              />
            </StyledTwoColumns>
            <StyledGroupTitle>Profit (%)</StyledGroupTitle>
            <StyledTwoColumns>
              <TextField
                name="expectedProfit"
                label="Expected Profit (%)"
                required
                inputMode="decimal"
                autoComplete="off"
              />
              <div />
              <TextField
                name="profitRangeMin"
                label="Lowest Profit (%)"
                inputMode="decimal"
                autoComplete="off"
                hint="The expected profit when left blank."
              />
              <TextField
                name="profitRangeMax"
                label="Highest Profit (%)"
                inputMode="decimal"
                autoComplete="off"
                hint="The expected profit when left blank."
              />
            </StyledTwoColumns>
            <ImageUrlField name="imageUrl" placeholder="https://…/project.jpg" />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                Cancel
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || saving || (project !== undefined && !dirty)}>
                {isSubmitting ? 'Saving…' : project ? 'Save Changes' : 'Add Project'}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
      <ContentTranslationsSection kind="project" entityId={project?.id} />
    </Dialog>
  );
}
