import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { checkInviteCode } from '../billing';

/**
 * The discount or invite code dialog (spec 1 §5 "Invite code"): a code is
 * required; the server says whether it is one of the configured codes (case
 * does not matter); applying a valid one only closes the dialog.
 */
export function InviteCodeDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const noteId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = useMutation({
    mutationFn: checkInviteCode,
    onSuccess: (valid) => {
      if (valid) onClose();
      else setError('subscribe.invite.invalid');
    },
    onError: () => setError('subscribe.invite.invalid'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('subscribe.invite.required');
      return;
    }
    check.mutate(code.trim());
  };
  return (
    <ModalDialog
      className="billing-dialog"
      titleId={titleId}
      describedBy={noteId}
      onClose={() => {
        if (!check.isPending) onClose();
      }}
    >
      <form className="modal-dialog__form" noValidate onSubmit={submit}>
        <h2 id={titleId} className="modal-dialog__title">
          <FormattedMessage id="subscribe.invite.title" />
        </h2>
        <p id={noteId}>
          <FormattedMessage id="subscribe.invite.note" />
        </p>
        <TextField
          name="inviteCode"
          label={<FormattedMessage id="subscribe.invite.label" />}
          autoComplete="off"
          autoCapitalize="characters"
          autoFocus
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          error={error ? intl.formatMessage({ id: error }) : undefined}
          disabled={check.isPending}
        />
        <div className="modal-dialog__actions">
          <Button type="submit" disabled={check.isPending} aria-busy={check.isPending || undefined}>
            <FormattedMessage id={check.isPending ? 'subscribe.invite.checking' : 'subscribe.invite.apply'} />
          </Button>
          <Button variant="ghost" disabled={check.isPending} onClick={onClose}>
            <FormattedMessage id="subscribe.invite.cancel" />
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
