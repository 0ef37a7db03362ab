import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { readTeamForm, type TeamField, type TeamFormBody, type TeamFormProblem, type TeamFormValues } from '../team-form.model';

/** A few emoji one tap away; any other can be typed. */
const QUICK_PICKS = ['🏃', '✈️', '🏋️', '🧘', '🚴', '🏊', '🌍', '⚡'];

/**
 * The Create Team dialog (spec 2 §2: name, emoji with the runner as default,
 * optional description), also used by the admin to edit the team. Checked by
 * the contract's rules on submit, the first wrong field focused; Escape or
 * Cancel closes it, except while it is being saved.
 */
export function TeamFormDialog({
  mode,
  initial,
  pending,
  onSubmit,
  onClose,
  title,
}: {
  mode: 'create' | 'edit';
  initial: TeamFormValues;
  pending: boolean;
  onSubmit: (body: TeamFormBody) => void;
  onClose: () => void;
  title: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TeamFormValues>(initial);
  const [problems, setProblems] = useState<Partial<Record<TeamField, TeamFormProblem>>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => {
    if (failedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const set = (field: TeamField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const problemText = (field: TeamField) => {
    const problem = problems[field];
    return problem ? intl.formatMessage({ id: problem.id }, problem.values) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const read = readTeamForm(values);
    if (!read.ok) {
      setProblems(read.problems);
      setFailedSubmits((n) => n + 1);
      return;
    }
    setProblems({});
    onSubmit(read.body);
  };

  const descriptionError = problemText('description');
  return (
    <ModalDialog
      titleId={titleId}
      onClose={() => {
        if (!pending) onClose();
      }}
    >
      <h2 id={titleId} className="modal-dialog__title">
        {title}
      </h2>
      <form ref={formRef} className="modal-dialog__form" noValidate onSubmit={submit} aria-busy={pending}>
        <TextField
          name="name"
          label={intl.formatMessage({ id: 'teams.create.name' })}
          autoComplete="off"
          required
          value={values.name}
          error={problemText('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <div className="teams-emoji">
          <TextField
            name="emoji"
            className="teams-emoji__field"
            label={intl.formatMessage({ id: 'teams.create.emoji' })}
            hint={intl.formatMessage({ id: 'teams.create.emoji-hint' })}
            autoComplete="off"
            value={values.emoji}
            error={problemText('emoji')}
            onChange={(event) => set('emoji', event.target.value)}
          />
          <div role="group" className="teams-emoji__picks" aria-label={intl.formatMessage({ id: 'teams.create.emoji-picks' })}>
            {QUICK_PICKS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                className="teams-emoji__pick"
                aria-pressed={values.emoji === emoji}
                aria-label={intl.formatMessage({ id: 'teams.create.emoji-pick' }, { emoji })}
                onClick={() => set('emoji', emoji)}
              >
                {emoji}
              </button>
            ))}
          </div>
        </div>
        <div className={descriptionError ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={descriptionId}>
            <FormattedMessage id="teams.create.description" />
          </label>
          <textarea
            id={descriptionId}
            name="description"
            className="field__control team-form__textarea"
            rows={3}
            value={values.description}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
            onChange={(event) => set('description', event.target.value)}
          />
          {descriptionError ? (
            <p id={`${descriptionId}-error`} className="field__error">
              <span>{descriptionError}</span>
            </p>
          ) : null}
        </div>
        <div className="modal-dialog__actions">
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            <FormattedMessage
              id={
                mode === 'create'
                  ? pending
                    ? 'teams.create.submitting'
                    : 'teams.create.submit'
                  : pending
                    ? 'teams.edit.submitting'
                    : 'teams.edit.submit'
              }
            />
          </Button>
          <Button variant="ghost" disabled={pending} onClick={onClose}>
            <FormattedMessage id="teams.create.cancel" />
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
