type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields whose value is typed or picked by the visitor; checkboxes, radios and files are left alone. */
const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', 'date']);

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) return false;
  return field.value !== field.defaultValue;
}

/**
 * Typing into (or picking from) the server's markup before the app takes it over changes the field but not the
 * app's state, and taking over may even put the old value back. So: note what the visitor changed before the app
 * starts, and once it runs, put those values back and send each change again, so the app's state catches up with
 * what the visitor entered.
 */
export function keepEarlyInput(root: HTMLElement): () => void {
  const changed = [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter(changedByVisitor)
    .map((field) => ({ field, value: field.value }));
  // A button pressed before the app ran did nothing but show itself pressed (public/early-input.js marked it, and
  // opened a menu's panel): press it again once the app answers. The mark goes before hydrating, which expects
  // the server's attributes; a panel the script opened stays open until the app's press opens it for good.
  const pressed = takeMark<HTMLElement>(root, 'data-early-click');
  const opened = takeMark<HTMLElement>(root, 'data-early-open');
  // A form sent before the app ran was held there (never sent by the browser): the app sends it, with what the
  // visitor typed, through the button they pressed.
  const submitted = takeMark<HTMLFormElement>(root, 'data-early-submit');
  const submitter = takeMark<HTMLElement>(root, 'data-early-submitter');
  submitted?.removeAttribute('aria-busy');
  return () => {
    for (const { field, value } of changed) {
      if (!field.isConnected) continue;
      const shown = field.value;
      field.value = value;
      if (field instanceof HTMLSelectElement) {
        field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      // React keeps the value it last saw on the field and ignores input events that do not change it: tell it
      // the value it showed, so the visitor's reads as the change it is.
      const tracker = (field as Field & { _valueTracker?: { setValue(value: string): void } })._valueTracker;
      tracker?.setValue(shown === value ? field.defaultValue : shown);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (pressed?.isConnected) {
      // The script showed the panel; the app's state still has it closed, and the press below opens it.
      if (opened === pressed) pressed.setAttribute('aria-expanded', 'false');
      pressed.click();
    }
    if (submitted?.isConnected) {
      const by = submitter?.isConnected && submitter.closest('form') === submitted ? submitter : undefined;
      submitted.requestSubmit(by as HTMLButtonElement | undefined);
    }
  };
}

function takeMark<T extends Element>(root: HTMLElement, name: string): T | null {
  const element = root.querySelector<T>(`[${name}]`);
  element?.removeAttribute(name);
  return element;
}
