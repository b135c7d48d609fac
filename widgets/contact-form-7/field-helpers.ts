/**
 * The pure parts of Contact Form 7's field helpers (plugin-contracts §2.7): what a URL field becomes, what a
 * character counter shows, which id a field error gets, and what a captcha image URL says.
 */

/** The plugin's absInt: a non-negative whole number from an attribute, 0 when there is none. */
export function absInt(raw: string | null | undefined): number {
  const value = Math.abs(Number.parseInt(raw ?? '', 10));
  return Number.isNaN(value) ? 0 : value;
}

/**
 * A URL field on change: trimmed, and when it has a dot but nothing that looks like a scheme, its leading
 * slashes dropped and `http://` put in front.
 */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9.+-]*:/i.test(trimmed) || !trimmed.includes('.')) return trimmed;
  return `http://${trimmed.replace(/^\/+/, '')}`;
}

export interface CounterSpec {
  /** `down` counts what is left of `starting`; `up` counts what was typed. */
  readonly direction: 'up' | 'down';
  readonly starting: number;
  readonly maximum: number;
  readonly minimum: number;
}

export interface CounterState {
  readonly count: number;
  readonly tooLong: boolean;
  readonly tooShort: boolean;
}

/** The count uses the trimmed length; too long and too short use the length as typed. */
export function characterCount(value: string, spec: CounterSpec): CounterState {
  const trimmedLength = value.trim().length;
  return {
    count: spec.direction === 'down' ? spec.starting - trimmedLength : trimmedLength,
    tooLong: spec.maximum > 0 && spec.maximum < value.length,
    tooShort: spec.minimum > 0 && value.length < spec.minimum,
  };
}

/** The id of a field's error item, which its control's `aria-describedby` points at. */
export function errorId(unitTag: string, field: string): string {
  return `${unitTag}-ve-${field}`.replace(/[^0-9a-z_-]+/gi, '');
}

/** The challenge prefix of a Really Simple CAPTCHA image: the digits before `.png`, `.gif` or `.jpeg`. */
export function captchaChallenge(url: string): string | null {
  return /([0-9]+)\.(png|gif|jpeg)$/.exec(url)?.[1] ?? null;
}

/** Whether an acceptance box is as it must be: ticked, or for an `invert` one, unticked. */
export function acceptanceMet(checked: boolean, inverted: boolean): boolean {
  return inverted ? !checked : checked;
}
