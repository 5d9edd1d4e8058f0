import { SelectButton } from 'primereact/selectbutton';
import type { ListController } from './use-list-state';

type ListSwitchProps<F extends string, V extends string> = {
  list: ListController<F>;
  name: F;
  label: string;
  options: readonly { label: string; value: V }[];
  /** The choice shown now; unless told, the URL's value when it is one of the options, else `byDefault`. */
  value?: V;
  /** The choice the URL leaves out: picking it clears the filter. */
  byDefault: V;
  className?: string;
};

/**
 * A filter of two or three choices as a switch (news' «Все/Мои», questions' status, broadcasts' «Предстоящие /
 * Прошедшие»): the value lives in the URL, the default choice clears it, and clicking the chosen one again stays.
 */
export function ListSwitch<F extends string, V extends string>({
  list,
  name,
  label,
  options,
  value,
  byDefault,
  className,
}: ListSwitchProps<F, V>) {
  const inUrl = options.find((option) => option.value === list.filters[name])?.value;
  return (
    <SelectButton
      value={value ?? inUrl ?? byDefault}
      options={[...options]}
      // Clicking the chosen one again gives null: stay on it.
      onChange={(event) =>
        event.value && list.setFilter(name, event.value === byDefault ? null : event.value)
      }
      aria-label={label}
      allowEmpty={false}
      className={className}
    />
  );
}
