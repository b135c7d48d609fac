import { Replace } from '../../toolkit/react/server-dom';
import type { FieldError } from './field-errors';
import type { Feedback } from './form-state';
import type { ScreenReaderResponse as Region } from './read-form';

function ErrorItem({ error }: { readonly error: FieldError }) {
  const target = error.control?.id;
  return <li id={error.id}>{target ? <a href={`#${target}`}>{error.message}</a> : error.message}</li>;
}

/**
 * What a screen reader hears: the message in `[role=status]` and the field errors listed, each linked to its
 * control; before 5.2, a paragraph and a list in the bare region.
 */
export function ScreenReaderResponse({
  region,
  feedback,
}: {
  readonly region: Region;
  readonly feedback: Feedback;
}) {
  const items = feedback.errors.map((error, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a response may name a field twice.
    <ErrorItem key={`${error.id}-${index}`} error={error} />
  ));
  if (region.kind === 'bare') {
    return (
      <Replace el={region.region}>
        <p>{feedback.message}</p>
        {items.length > 0 && <ul>{items}</ul>}
      </Replace>
    );
  }
  return (
    <>
      <Replace el={region.status}>{feedback.message}</Replace>
      {region.list && <Replace el={region.list}>{items}</Replace>}
    </>
  );
}
