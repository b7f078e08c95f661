import type { InputHTMLAttributes } from 'react';
import { Input } from '@rowad/shared/ui';
import { BIRTH_DATE_MIN } from '../schemas/rules';

/** Today in the browser's zone, as the date picker's upper bound. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A birth date picker (registration and the profile form): the days the schemas accept, from
 * BIRTH_DATE_MIN up to today. Takes FormField's control props and the field's value and onChange.
 */
export function BirthDateInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max'>) {
  return <Input {...props} type="date" autoComplete="bday" min={BIRTH_DATE_MIN} max={today()} />;
}
