import { Bind, Replace } from '../../toolkit/react/server-dom';
import { legacyOutputClasses } from './status';

/** The response boxes (`.wpcf7-response-output`): the message as text, and before 5.2 a class per status. */
export function ResponseOutput({
  outputs,
  legacy,
  message,
  status,
  statusesSeen,
}: {
  readonly outputs: readonly HTMLElement[];
  readonly legacy: boolean;
  readonly message: string;
  readonly status: string;
  readonly statusesSeen: readonly string[];
}) {
  const classes = legacy ? legacyOutputClasses(message, status, statusesSeen) : null;
  return (
    <>
      {outputs.map((output, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the outputs do not change while mounted.
        <Replace key={index} el={output}>
          {message}
        </Replace>
      ))}
      {classes &&
        outputs.map((output, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the outputs do not change while mounted.
          <Bind key={index} el={output} classes={classes} />
        ))}
    </>
  );
}
