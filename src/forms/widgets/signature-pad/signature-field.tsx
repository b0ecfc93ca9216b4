import type { FieldProps, UiSchema } from '@rjsf/utils';
import { regionToday } from '@common/time-zone';
import { WIDGET_TEXTS } from '../widget-texts';

/** The signer's name of a signature object (`signature.json`: image, signer, signedAt), if filled. */
function signerOf(formData: unknown): string | undefined {
  const signer = (formData as { signer?: unknown } | undefined)?.signer;
  return typeof signer === 'string' && signer.trim() !== '' ? signer.trim() : undefined;
}

/**
 * `"ui:field": "signature"`: one signer's line (signature.json) as rjsf's own object field, with
 * the pad labelled by whose signature it is — «Подпись: Петрова Анна Сергеевна» — so that an act
 * signed by the employee and the person shows two pads a person tells apart at a glance and a
 * screen reader names each. The pad gets the name too, to be signed from the keyboard with it.
 * Drawing on an undated line dates it today.
 */
export function SignatureField(props: FieldProps) {
  const { registry, uiSchema } = props;
  const ObjectField = registry.fields.ObjectField;
  const signer = signerOf(props.formData);
  const image = (uiSchema?.image ?? {}) as UiSchema;
  const labelled: UiSchema = {
    ...uiSchema,
    'ui:field': undefined,
    image: {
      ...image,
      'ui:title': WIDGET_TEXTS.signatureOf(signer),
      'ui:options': { ...(image['ui:options'] as object | undefined), signer },
    },
  };
  // A line the act does not require (the person may refuse to sign) needs no drawing either: an
  // undrawn line counts as unsigned (common/acts/unsigned-lines), so its pad shows no '*'.
  const schema = props.required ? props.schema : { ...props.schema, required: [] };
  // Drawing on an undated line dates it today (the region's day): the date of signing is the day
  // the person signs, not one more field to fill; a date already there is kept.
  const { onChange, fieldPathId } = props;
  const dated: FieldProps['onChange'] = (value, path, errors, id) => {
    onChange(value, path, errors, id);
    const drawn = path[path.length - 1] === 'image' && typeof value === 'string' && value !== '';
    if (drawn && !dateOf(props.formData) && !props.readonly) onChange(regionToday(), [...fieldPathId.path, 'signedAt']);
  };
  return <ObjectField {...props} schema={schema} uiSchema={labelled} onChange={dated} />;
}

/** The date of a signature line, if set. */
function dateOf(formData: unknown): string | undefined {
  const date = (formData as { signedAt?: unknown } | undefined)?.signedAt;
  return typeof date === 'string' && date !== '' ? date : undefined;
}
