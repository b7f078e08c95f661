import { useEffect, useRef, useState, type FormEvent } from 'react';

/** What the forms need of a zod schema (kept structural: the remote does not import zod itself). */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The state every auth form shares: values, one error per field from the shared schema (SPEC
 * section 5: all errors collected, one under each field), a general failure banner, and busy.
 * Typing in a field clears that field's error and the general failure (SPEC "Login").
 * After a failed check, focus moves to the first invalid field so keyboard and screen-reader
 * users land where the problem is.
 */
export function useSchemaForm<F extends string, T>(schema: FormSchema<T>, initial: Record<F, string>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (field: F) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
    setFailure(null);
  };

  /** Checks the values; on failure shows each field's first message and returns null. */
  const check = (extra: Record<string, string> = {}): T | null => {
    const parsed = schema.safeParse({ ...values, ...extra });
    if (parsed.success) return parsed.data;
    const found: FieldErrors<F> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as F;
      if (field in values) found[field] ??= issue.message;
    }
    setErrors(found);
    setFailure(null);
    setAttempt((n) => n + 1);
    return null;
  };

  /** An onSubmit handler: check, then run `send` with the parsed data while busy. */
  const onSubmit =
    (send: (data: T) => Promise<void>, options: { extra?: Record<string, string> } = {}) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (busy) return;
      const data = check(options.extra);
      if (!data) return;
      setBusy(true);
      try {
        await send(data);
      } finally {
        setBusy(false);
      }
    };

  return { values, errors, setErrors, failure, setFailure, busy, change, onSubmit, formRef };
}
