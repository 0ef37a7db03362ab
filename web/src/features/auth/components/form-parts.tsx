import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-field';
import { problemText, type FieldProblems, type Problem } from '../auth-problems';

/** The text of a field's problem, if it has one. */
export function useFieldError(fields: FieldProblems): (name: string) => string | undefined {
  const intl = useIntl();
  return (name) => {
    const problem = fields[name];
    return problem ? problemText(intl, problem) : undefined;
  };
}

/** A problem with the whole form (server answer, network), announced as an alert. */
export function FormProblem({ problem, children }: { problem: Problem | undefined; children?: React.ReactNode }) {
  const intl = useIntl();
  if (!problem) return null;
  return (
    <FormAlert tone="error">
      <p>{problemText(intl, problem)}</p>
      {children}
    </FormAlert>
  );
}

/**
 * After a failed submit, says politely how many fields need attention (focus
 * has moved to the first one, whose message its description reads out).
 */
export function ValidationStatus({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <p className="visually-hidden" role="status">
      {count > 0 ? intl.formatMessage({ id: 'auth.validation.summary' }, { count }) : ''}
    </p>
  );
}
