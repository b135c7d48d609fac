import { useEffect, useState } from 'react';
import { Bind } from '../../toolkit/react/server-dom';
import { type ControlError, controlErrors, type FieldError } from './field-errors';

/**
 * A control's error state: `aria-invalid` on `[aria-invalid]` elements, and on the field's first control the
 * class, `aria-describedby` (the error item) and the custom validity.
 */
function ControlBinding({ control, error, invalid }: ControlError) {
  const [hadAriaInvalid] = useState(() => control.hasAttribute('aria-invalid'));
  const isControl = control.classList.contains('wpcf7-form-control');
  useEffect(() => {
    if (!error || !('setCustomValidity' in control)) return;
    const field = control as HTMLInputElement;
    field.setCustomValidity(error.message);
    return () => field.setCustomValidity('');
  }, [control, error]);
  return (
    <Bind
      el={control}
      attrs={{
        'aria-invalid': invalid ? 'true' : hadAriaInvalid ? 'false' : null,
        ...(isControl ? { 'aria-describedby': error?.id ?? null } : {}),
      }}
      classes={isControl ? { 'wpcf7-not-valid': !!error } : {}}
    />
  );
}

/** Every control's error state, set by a response's field errors and cleared with them. */
export function ControlErrors({
  controls,
  errors,
}: {
  readonly controls: readonly HTMLElement[];
  readonly errors: readonly FieldError[];
}) {
  return controlErrors(controls, errors).map((state, index) => (
    // The form's controls do not change while mounted: the index is the control's identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <ControlBinding key={index} {...state} />
  ));
}
