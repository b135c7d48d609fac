import { createPortal } from 'react-dom';
import type { FieldError } from './field-errors';

/**
 * The tip after each wrap of a field with an error (`aria-hidden`: the screen-reader list says it); a floating
 * tip the visitor dismissed stays hidden until the next response.
 */
export function FieldTips({
  errors,
  hidden,
}: {
  readonly errors: readonly FieldError[];
  readonly hidden: readonly string[];
}) {
  return errors.flatMap((error) =>
    error.wraps.map((wrap, index) =>
      createPortal(
        <span
          className="wpcf7-not-valid-tip"
          aria-hidden="true"
          style={hidden.includes(error.id) ? { display: 'none' } : undefined}
        >
          {error.message}
        </span>,
        wrap,
        `${error.id}-${index}`,
      ),
    ),
  );
}
