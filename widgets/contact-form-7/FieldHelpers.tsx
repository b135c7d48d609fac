import { Bind, Replace } from '../../toolkit/react/server-dom';
import type { FieldState } from './form-state';

function CharacterCount({ count }: { readonly count: FieldState['counts'][number] }) {
  return (
    <>
      <Bind
        el={count.element}
        attrs={{ 'data-current-value': count.count }}
        classes={{ 'too-long': count.tooLong, 'too-short': count.tooShort }}
      />
      <Replace el={count.element}>{String(count.count)}</Replace>
    </>
  );
}

/**
 * The field helpers (plugin-contracts §2.7) as the form's state has them: the acceptance boxes gate the submit
 * buttons, a free-text input is enabled by its box, and the character counters count.
 */
export function FieldHelpers({
  submitButtons,
  fields,
}: {
  readonly submitButtons: readonly HTMLElement[];
  readonly fields: FieldState;
}) {
  const { accepted } = fields;
  return (
    <>
      {accepted !== undefined &&
        submitButtons.map((button, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the buttons do not change while mounted.
          <Bind key={index} el={button} attrs={{ disabled: !accepted }} />
        ))}
      {fields.freeTexts.map(({ input, enabled }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the options do not change while mounted.
        <Bind key={index} el={input} attrs={{ disabled: !enabled }} />
      ))}
      {fields.counts.map((count, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the counters do not change while mounted.
        <CharacterCount key={index} count={count} />
      ))}
    </>
  );
}
