import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/components/ui/cn';

export interface ComboboxOption {
  value: string;
  label: string;
  hint?: string;
}
export interface ComboboxGroup {
  label: string;
  options: ComboboxOption[];
}

interface ComboboxProps {
  id: string;
  name: string;
  value: string;
  placeholder?: string;
  icon?: ReactNode;
  groups: ComboboxGroup[];
  onChange: (text: string) => void;
  onSelect: (option: ComboboxOption) => void;
  maxLength?: number;
  'aria-describedby'?: string;
}

/** A text box with a grouped suggestion list (WAI-ARIA combobox): type freely, or pick with arrows and Enter. */
export function Combobox({
  id,
  name,
  value,
  placeholder,
  icon,
  groups,
  onChange,
  onSelect,
  maxLength,
  ...aria
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const flat = groups.flatMap((g) => g.options);
  const showList = open && flat.length > 0;

  const choose = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (flat.length === 0 ? -1 : (i + step + flat.length) % flat.length));
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      choose(flat[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  let index = -1;
  return (
    <div className="relative">
      {icon}
      <Input
        id={id}
        name={name}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={aria['aria-describedby']}
        className={cn(icon ? 'pl-9' : undefined)}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className={cn(
          'absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg',
          !showList && 'hidden',
        )}
      >
        {groups.map((group) => (
          <div key={group.label} role="group" aria-label={group.label}>
            <div className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {group.label}
            </div>
            {group.options.map((option) => {
              index++;
              const i = index;
              return (
                <div
                  key={option.value}
                  id={`${listId}-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  className={cn(
                    'cursor-pointer px-3 py-2 text-sm text-ink',
                    i === active ? 'bg-brand-50' : 'hover:bg-surface',
                  )}
                  // mousedown, not click: it fires before the input's blur closes the list.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(option);
                  }}
                >
                  {option.label}
                  {option.hint ? <span className="ml-2 text-muted">{option.hint}</span> : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
