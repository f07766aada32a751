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
  // A button pressed before the app ran did nothing (public/app-loader.js marked it): press it again once the app
  // answers. The mark goes before hydrating, which expects the server's attributes.
  const pressed = root.querySelector<HTMLElement>('[data-early-click]');
  pressed?.removeAttribute('data-early-click');
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
    if (pressed?.isConnected) pressed.click();
  };
}
