import type { LookupItem } from '@/forms/lookup-cache';
import { loadedAutocomplete } from './autocomplete-loader';
import type { Handoff, LookupFieldProps, LookupMultiFieldProps } from './lookup-field-types';
import { sameCode } from './lookup-options';
import { OnDemandLookup } from './lookup-stand-in';

export type { LookupFieldProps, LookupMultiFieldProps } from './lookup-field-types';

/* The real fields, by way of the downloaded module: rendered only once it is there (a handoff exists). */
function RealLookupField(props: LookupFieldProps & { handoff: Handoff }) {
  const { LookupAutocomplete } = loadedAutocomplete()!;
  return <LookupAutocomplete {...props} />;
}

function RealLookupMultiField(props: LookupMultiFieldProps & { handoff: Handoff }) {
  const { LookupMultiAutocomplete } = loadedAutocomplete()!;
  return <LookupMultiAutocomplete {...props} />;
}

const caption = (item: LookupItem) => item.caption;

/**
 * One code chosen from a code/caption list, typed to filter: the base of `lookupSelect` and of the
 * address parts. A light stand-in until the person first uses it, then MUI's Autocomplete
 * (downloaded once per page); see OnDemandLookup.
 */
export function LookupField(props: LookupFieldProps) {
  const { items, value, onChange } = props;
  const selected = items.find((item) => sameCode(item.code, value));
  return (
    <OnDemandLookup
      {...props}
      text={selected ? (props.optionLabel ?? caption)(selected) : ''}
      clearable={selected !== undefined}
      onEmptied={selected && (() => onChange(undefined))}
      onClear={() => onChange(undefined)}
      real={(handoff) => <RealLookupField {...props} handoff={handoff} />}
    />
  );
}

/** Several codes chosen from a code/caption list (`lookupMultiSelect`); a light stand-in until first used, like LookupField. */
export function LookupMultiField(props: LookupMultiFieldProps) {
  const { chosen, onChange } = props;
  return (
    <OnDemandLookup
      {...props}
      text=""
      chips={chosen.map(caption)}
      clearable={chosen.length > 0}
      onClear={() => onChange([])}
      onRemove={(index) => onChange(chosen.filter((_item, at) => at !== index).map((item) => item.code))}
      real={(handoff) => <RealLookupMultiField {...props} handoff={handoff} />}
    />
  );
}
