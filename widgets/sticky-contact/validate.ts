/** An address: something, an @, a domain with a dot (the theme tested `.sc_email` with a regex, markup contract §16). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface Field {
  readonly value: string;
  /** The `data-default` text the theme used as a placeholder value. */
  readonly placeholder: string;
  readonly email?: boolean;
}

/** Whether a field of the sticky contact panel may be sent: not empty, not its default text, an email's pattern. */
export function fieldIsValid({ value, placeholder, email }: Field): boolean {
  const text = value.trim();
  return text !== '' && text !== placeholder && (!email || EMAIL.test(text));
}
