import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import type { FieldProblems, Problem } from './auth-problems';

type Values = Record<string, string>;

export type Validation<Out> = { ok: true; data: Out } | { ok: false; fields: FieldProblems };

/** What a submit handler answers: done, or a problem for the form and its fields. */
export type SubmitResult = { ok: true } | { ok: false; problem: Problem; fields?: FieldProblems };

/**
 * Form state shared by the auth forms: string values, validation with the
 * contract's zod rules on submit (then on every change, so a fixed field
 * clears its message), server field problems merged in, a busy flag, and
 * focus sent to the first invalid field after a failed submit.
 */
export function useAuthForm<V extends Values, Out>({
  formRef,
  initial,
  validate,
  submit,
}: {
  /** The form element (focus goes to its first invalid field after a failed submit). */
  formRef: RefObject<HTMLFormElement | null>;
  initial: V;
  validate: (values: V) => Validation<Out>;
  submit: (data: Out) => Promise<SubmitResult>;
}) {
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverFields, setServerFields] = useState<FieldProblems>({});
  const [problem, setProblem] = useState<Problem | undefined>();
  const [busy, setBusy] = useState(false);
  /** Bumped by each failed submit: the effect below moves focus to the first invalid field. */
  const [failedSubmits, setFailedSubmits] = useState(0);

  const validation = validate(values);
  const clientFields = attempted && !validation.ok ? validation.fields : {};
  const fields: FieldProblems = { ...serverFields, ...clientFields };

  useEffect(() => {
    if (failedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits, formRef]);

  const bind = useCallback(
    (name: keyof V & string) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setServerFields((current) => {
          if (current[name] === undefined) return current;
          const rest = { ...current };
          delete rest[name];
          return rest;
        });
      },
    }),
    [values],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setProblem(undefined);
    setServerFields({});
    if (!validation.ok) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    setBusy(true);
    const result = await submit(validation.data);
    setBusy(false);
    if (!result.ok) {
      setProblem(result.problem);
      setServerFields(result.fields ?? {});
      if (result.fields && Object.keys(result.fields).length > 0) setFailedSubmits((n) => n + 1);
    }
  };

  const invalidCount = Object.keys(clientFields).length;
  return { values, setValues, bind, fields, problem, setProblem, busy, onSubmit, invalidCount, attempted };
}
