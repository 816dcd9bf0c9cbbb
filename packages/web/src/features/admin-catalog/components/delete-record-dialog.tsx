import { useState } from 'react';
import styled from 'styled-components';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { catalogFailureToast, heldByInvestmentsMessage, successToast } from '../catalog-messages';

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
  /** What to say when the server keeps the record because investments or applications point at it. */
  whenHeld: string;
  success: { title: string; description: string };
  failure: string;
  remove: () => Promise<void>;
  /** What the dialog offers once the server has kept the record (a project: Archive Project). */
  instead?: {
    label: string;
    pendingLabel: string;
    run: () => Promise<void>;
    success: { title: string; description: string };
    failure: string;
  };
  onClose: () => void;
}

/**
 * Asks before a project or a unit is deleted. The server refuses (409) while investments or applications point
 * at it: the dialog then shows its reason, with what to do instead (and its button, where there is one), and
 * offers no second try.
 */
export function DeleteRecordDialog(props: DeleteRecordDialogProps) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [held, setHeld] = useState<string | null>(null);

  const runInstead = async () => {
    const instead = props.instead!;
    setPending(true);
    try {
      await instead.run();
      toast(successToast(instead.success.title, instead.success.description));
      props.onClose();
    } catch (failure) {
      setPending(false);
      toast(catalogFailureToast(instead.failure, failure));
    }
  };

  const confirm = async () => {
    setPending(true);
    try {
      await props.remove();
      toast(successToast(props.success.title, props.success.description));
      props.onClose();
    } catch (failure) {
      setPending(false);
      const reason = heldByInvestmentsMessage(failure);
      if (reason) setHeld(reason);
      toast(catalogFailureToast(props.failure, failure));
    }
  };

  return (
    <Dialog open onClose={props.onClose} title={props.title} description={props.question}>
      {held ? (
        <StyledRefusal role="alert" data-testid="delete-refused">
          {held}. {props.whenHeld}
        </StyledRefusal>
      ) : null}
      <StyledActions>
        <StyledButton $variant="ghost" onClick={props.onClose}>
          {held ? 'Close' : 'Cancel'}
        </StyledButton>
        {held ? (
          props.instead ? (
            <StyledButton disabled={pending} onClick={() => void runInstead()}>
              {pending ? props.instead.pendingLabel : props.instead.label}
            </StyledButton>
          ) : null
        ) : (
          <StyledButton $variant="danger" disabled={pending} onClick={() => void confirm()}>
            {pending ? 'Deleting…' : props.confirmLabel}
          </StyledButton>
        )}
      </StyledActions>
    </Dialog>
  );
}
