import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * A small form state for the sign-in screens' few text fields, in place of react-hook-form + zod (16 + 26 kB
 * gzip, more than half of issue 4's first-load budget for these pages). Rules come from contracts
 * (`authRules`): each returns a message key or `undefined`.
 */
export type Values<F extends string> = Record<F, string>;
export type Rule<F extends string> = (value: string, values: Values<F>) => string | undefined;

export interface FieldsFormOptions<F extends string> {
  initial: Values<F>;
  rules: Record<F, Rule<F>>;
  /**
   * `onTouched`: a field is checked when it loses focus, then on every change (react-hook-form's mode of the
   * same name); `onChange`: checked on every change from the first. After a submit every field is live.
   */
  mode: 'onTouched' | 'onChange';
  /** Fields checked again when another changes (the confirmation when the password changes), if filled. */
  linked?: Partial<Record<F, F[]>>;
}

export interface FieldBinding<F extends string> {
  name: F;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

export interface FieldsForm<F extends string> {
  values: Values<F>;
  /** Shown errors: a message key (from a rule) or a text (from the server). */
  errors: Partial<Record<F, string>>;
  /** Whether every rule passes on the current values (whether or not errors are shown). */
  isValid: boolean;
  field: (name: F) => FieldBinding<F>;
  /** Checks the fields now and shows their errors; true when all pass. */
  validate: (...names: F[]) => boolean;
  setError: (name: F, message: string) => void;
  /** A submit handler: checks every field, focuses the first bad one, or calls `onValid` with the values. */
  handleSubmit: (onValid: (values: Values<F>) => Promise<void> | void) => (event?: FormEvent) => void;
}

/** Each named field's first failing rule message; fields that pass are absent. */
export function checkFields<F extends string>(
  rules: Record<F, Rule<F>>,
  values: Values<F>,
  names: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const name of names) {
    const message = rules[name](values[name], values);
    if (message) errors[name] = message;
  }
  return errors;
}

export function useFieldsForm<F extends string>({
  initial,
  rules,
  mode,
  linked,
}: FieldsFormOptions<F>): FieldsForm<F> {
  const names = useMemo(() => Object.keys(initial) as F[], [initial]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  // Refs too: a check right after a change (same event) must see the new value.
  const latest = useRef(values);
  const live = useRef(new Set<F>());
  const inputs = useRef(new Map<F, HTMLInputElement>());

  const show = useCallback(
    (checked: readonly F[]) => {
      const found = checkFields(rules, latest.current, checked);
      setErrors((previous) => {
        const next = { ...previous };
        for (const name of checked) {
          if (found[name]) next[name] = found[name];
          else delete next[name];
        }
        return next;
      });
      return checked.every((name) => !found[name]);
    },
    [rules],
  );

  const validate = useCallback((...checked: F[]) => show(checked), [show]);

  const field = useCallback(
    (name: F): FieldBinding<F> => ({
      name,
      value: values[name],
      onChange: (event) => {
        latest.current = { ...latest.current, [name]: event.target.value };
        setValues(latest.current);
        const recheck = (linked?.[name] ?? []).filter((other) => latest.current[other] !== '');
        show([...(mode === 'onChange' || live.current.has(name) ? [name] : []), ...recheck]);
      },
      onBlur: () => {
        if (mode !== 'onTouched') return;
        live.current.add(name);
        show([name]);
      },
      inputRef: (element) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
    }),
    [values, linked, mode, show],
  );

  const setError = useCallback((name: F, message: string) => {
    setErrors((previous) => ({ ...previous, [name]: message }));
  }, []);

  const handleSubmit = useCallback(
    (onValid: (values: Values<F>) => Promise<void> | void) => (event?: FormEvent) => {
      event?.preventDefault();
      for (const name of names) live.current.add(name);
      const found = checkFields(rules, latest.current, names);
      setErrors(found);
      const firstBad = names.find((name) => found[name]);
      if (firstBad) {
        inputs.current.get(firstBad)?.focus();
        return;
      }
      void onValid(latest.current);
    },
    [names, rules],
  );

  const isValid = useMemo(
    () => Object.keys(checkFields(rules, values, names)).length === 0,
    [rules, values, names],
  );

  return { values, errors, isValid, field, validate, setError, handleSubmit };
}
