import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { watchConnectionFailures } from '@rowad/shared/api-client';
import { isConnectionFailure, useConnection } from '@rowad/shared/connection';
import { useFormMessages } from './messages';

/**
 * What the forms need of a zod schema, kept structural: a form module takes any schema (classic
 * or mini) without importing zod itself.
 */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A schema the form loads when it is first needed: the page paints without zod and its rules,
 * the first change starts the download, and the submit waits for it if it has not arrived.
 */
export type SchemaLoader<T> = () => Promise<FormSchema<T>>;

/** One message per field: a schema code, a form text key, or a server's sentence. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The fields of `V` that hold text, which `change` can fill from an input's event. */
export type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The state every form shares: values, one error per field from the shared schema (docs/product.md
 * §5: all errors collected, one under each field), a general failure banner, and busy. Changing a
 * field clears that field's error and the general failure (docs/product.md §2 "Login"). After a failed check,
 * focus moves to the first invalid field so keyboard and screen-reader users land where the
 * problem is. Values may be of any type (a number, a list, a checkbox's boolean): `set` takes
 * any, `change` reads a text input's event.
 *
 * Offline, honestly (issue 32, docs/decisions.md "Low data and offline"): while the browser is
 * offline a submit sends nothing and starts no spinner, and `needsConnection` tells the form to show
 * its ConnectionNotice by the submit button. A send that got no answer (the signal went mid-call)
 * shows that notice instead of the form's own failure. The values stay either way; the notice goes
 * when the browser is back online or at the next send.
 */
export function useSchemaForm<V extends Record<string, unknown>, T>(
  schema: FormSchema<T> | SchemaLoader<T>,
  initial: V,
) {
  type F = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Whether the last send, or the schema's download, got no answer.
  const { setLost, needsConnection } = useConnection();
  // Whether the form put up a failure during the send that is running.
  const failedDuringSend = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messages = useFormMessages();
  const loaded = useRef<FormSchema<T> | undefined>(typeof schema === 'function' ? undefined : schema);
  const loading = useRef<Promise<FormSchema<T>> | undefined>(undefined);

  /** The schema, downloading it once; a failed download is tried again on the next call. */
  const load = (): Promise<FormSchema<T>> => {
    if (loaded.current) return Promise.resolve(loaded.current);
    if (typeof schema !== 'function') return Promise.resolve(schema);
    loading.current ??= schema().then(
      (ready) => (loaded.current = ready),
      (error: unknown) => {
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  };

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <K extends F>(field: K, value: V[K]) => {
    // The first change warms the schema up, so the submit rarely waits for it.
    load().catch(() => undefined);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
    setFailure(null);
  };

  const change = (field: TextField<V>) => (event: { target: { value: string } }) => {
    set(field, event.target.value as V[typeof field]);
  };

  // Stable, as the state setter it stands for was.
  const fail = useCallback((message: string | null) => {
    if (message !== null) failedDuringSend.current = true;
    setFailure(message);
  }, []);

  /** Checks the values; on failure shows each field's first message and returns null. */
  const check = (rules: FormSchema<T>, extra: Record<string, unknown> = {}): T | null => {
    const parsed = rules.safeParse({ ...values, ...extra });
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
    (send: (data: T) => Promise<void>, options: { extra?: Record<string, unknown> } = {}) =>
    async (event: FormEvent) => {
      event.preventDefault();
      // Offline, nothing would get through: the notice already says so, and what was typed stays.
      if (busy || !navigator.onLine) return;
      let rules = loaded.current;
      if (!rules) {
        try {
          rules = await load();
          setLost(false);
        } catch {
          setLost(true);
          return;
        }
      }
      const data = check(rules, options.extra);
      if (!data) return;
      setBusy(true);
      setLost(false);
      failedDuringSend.current = false;
      let noAnswer = false;
      const stop = watchConnectionFailures(() => (noAnswer = true));
      try {
        await send(data);
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        failedDuringSend.current = true;
        noAnswer = true;
      } finally {
        stop();
        setBusy(false);
      }
      // The form words its failures itself; when the cause was the connection (a call without an
      // answer, or the browser gone offline meanwhile), the notice says it instead.
      if (failedDuringSend.current && (noAnswer || !navigator.onLine)) {
        setFailure(null);
        setLost(true);
      }
    };

  /** The message to show under `field`, in the current language (undefined: none). */
  const fieldError = (field: F): string | undefined => messages.error(errors[field]);

  return {
    values,
    set,
    errors,
    setErrors,
    fieldError,
    failure,
    setFailure: fail,
    busy,
    change,
    onSubmit,
    formRef,
    /** Show the ConnectionNotice by the submit button: offline, or the last send got no answer. */
    needsConnection,
  };
}
