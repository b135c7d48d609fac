import { useSetAside } from '../../toolkit/react/server-dom';
import { ControlErrors } from './ControlErrors';
import { FieldTips } from './FieldTips';
import type { Feedback, FormState } from './form-state';
import { ResponseOutput } from './ResponseOutput';
import type { FormMarkup } from './read-form';
import { ScreenReaderResponse } from './ScreenReaderResponse';

/**
 * The response, once the widget has cleared what the server rendered (its tips set aside): the controls' error
 * state, the field tips, what a screen reader hears and the response boxes.
 */
export function FormResponse({
  markup,
  state,
  feedback,
}: {
  readonly markup: FormMarkup;
  readonly state: FormState;
  readonly feedback: Feedback;
}) {
  useSetAside(markup.serverTips);
  return (
    <>
      <ControlErrors controls={markup.controls} errors={feedback.errors} />
      <FieldTips errors={feedback.errors} hidden={state.hiddenTips} />
      {markup.screenReader && <ScreenReaderResponse region={markup.screenReader} feedback={feedback} />}
      <ResponseOutput
        outputs={markup.outputs}
        legacy={markup.legacy.outputClasses}
        message={feedback.message}
        status={state.status}
        statusesSeen={state.statusesSeen}
      />
    </>
  );
}
