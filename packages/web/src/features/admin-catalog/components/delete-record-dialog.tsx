import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import {
  catalogFailureToast,
  heldByInvestmentsMessage,
  successToast,
  type CatalogFailure,
  type CatalogToast,
} from '../catalog-messages';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

const StyledRefusal = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

interface DeleteRecordDialogProps {
  title: string;
  /** Spec §2: 'Are you sure you want to delete this project?' */
  question: string;
  confirmLabel: string;
  /**
   * What to say when the server keeps the record because investments or applications point at it: its reason
   * (which says how many) and what to do instead, in one sentence of the catalog.
   */
  whenHeld: (reason: string) => string;
  success: { toast: CatalogToast; description: string };
  failure: CatalogFailure;
  remove: () => Promise<void>;
  /** What the dialog offers once the server has kept the record (a project: Archive Project). */
  instead?: {
    label: string;
    pendingLabel: string;
    run: () => Promise<void>;
    success: { toast: CatalogToast; description: string };
    failure: CatalogFailure;
  };
  onClose: () => void;
}

/**
 * Asks before a project or a unit is deleted. The server refuses (409) while investments or applications point
 * at it: the dialog then shows its reason, with what to do instead (and its button, where there is one), and
 * offers no second try.
 */
export function DeleteRecordDialog(props: DeleteRecordDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [held, setHeld] = useState<string | null>(null);

  const runInstead = async () => {
    const instead = props.instead!;
    setPending(true);
    try {
      await instead.run();
      toast(successToast(intl, instead.success.toast, instead.success.description));
      props.onClose();
    } catch (failure) {
      setPending(false);
      toast(catalogFailureToast(intl, instead.failure, failure));
    }
  };

  const confirm = async () => {
    setPending(true);
    try {
      await props.remove();
      toast(successToast(intl, props.success.toast, props.success.description));
      props.onClose();
    } catch (failure) {
      setPending(false);
      const reason = heldByInvestmentsMessage(failure);
      if (reason) setHeld(reason);
      toast(catalogFailureToast(intl, props.failure, failure));
    }
  };

  return (
    <Dialog open onClose={props.onClose} title={props.title} description={props.question}>
      {held ? (
        <StyledRefusal role="alert" data-testid="delete-refused">
          {props.whenHeld(held)}
        </StyledRefusal>
      ) : null}
      <StyledActions>
        <StyledButton $variant="ghost" onClick={props.onClose}>
          <FormattedMessage id={held ? 'adminCatalog.close' : 'adminCatalog.cancel'} />
        </StyledButton>
        {held ? (
          props.instead ? (
            <StyledButton disabled={pending} onClick={() => void runInstead()}>
              {pending ? props.instead.pendingLabel : props.instead.label}
            </StyledButton>
          ) : null
        ) : (
          <StyledButton $variant="danger" disabled={pending} onClick={() => void confirm()}>
            {pending ? <FormattedMessage id="adminCatalog.deleting" /> : props.confirmLabel}
          </StyledButton>
        )}
      </StyledActions>
    </Dialog>
  );
}
