import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { AddressWidget } from './address-widget';

/**
 * The `address` widget as an rjsf field (`"ui:field": "address"`): rjsf hands an object-typed
 * property to its ObjectField and never to a `ui:widget`, so this adapter passes the field's
 * props on in the widget's shape.
 */
export function AddressField(props: FieldProps) {
  const {
    fieldPathId,
    formData,
    onChange,
    onBlur,
    onFocus,
    schema,
    uiSchema,
    registry,
    name,
    required,
    disabled,
    readonly,
    rawErrors,
    hideError,
  } = props;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const label = typeof options.title === 'string' ? options.title : (schema.title ?? name);
  return (
    <AddressWidget
      id={fieldPathId.$id}
      name={name}
      label={label}
      value={formData}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      options={options}
      required={required}
      disabled={disabled}
      readonly={readonly}
      rawErrors={rawErrors}
      hideError={hideError}
      onBlur={onBlur}
      onFocus={onFocus}
      onChange={(value) => onChange(value, fieldPathId.path)}
    />
  );
}
