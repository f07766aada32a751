type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields whose value is typed or picked by the visitor; checkboxes, radios and files are left alone. */
const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', 'date']);

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) return false;
  return field.value !== field.defaultValue;
}

/** What public/early-input.js noted of a field the visitor typed into before the app was live. */
type Typed = { value: string; checked: boolean; caret: [number, number] | null };
type Tracked = Field & { _valueTracker?: { setValue(value: string): void } };
type Noted = Field & { __typedEarly?: Typed };

/**
 * Typing into (or picking from) the server's markup before the app takes it over changes the field but not the
 * app's state, and a render of the app may then put its own (empty) value back. The visitor may still be typing
 * while the app hydrates. So once the app answers, every field the visitor changed gets back the latest value they
 * typed (noted by public/early-input.js on each keystroke until then, or read from the field now), with the caret
 * where it was, and the change is sent again, so the app's state catches up with what the visitor entered.
 */
export function keepEarlyInput(root: HTMLElement): () => void {
  // A button pressed before the app ran did nothing but show itself pressed (public/early-input.js marked it, and
  // opened a menu's panel): press it again once the app answers. The mark goes before hydrating, which expects
  // the server's attributes; a panel the script opened stays open until the app's press opens it for good.
  let pressed = takeMark<HTMLElement>(root, 'data-early-click');
  let opened = takeMark<HTMLElement>(root, 'data-early-open');
  // A form sent before the app ran was held there (never sent by the browser): the app sends it, with what the
  // visitor typed, through the button they pressed.
  let submitted = takeMark<HTMLFormElement>(root, 'data-early-submit');
  let submitter = takeMark<HTMLElement>(root, 'data-early-submitter');
  submitted?.removeAttribute('aria-busy');
  // From here until the app is live the script still holds taps and sends, but keeps them from the app as it
  // hydrates (which would otherwise answer some of them itself, and the replay below again): they are all replayed
  // below, once. A tap in that time was lost when only the marks taken above were replayed (a newsletter address
  // sent while the home page hydrated, on a busy machine).
  document.documentElement.setAttribute('data-taking-over', '');
  // What the fields hold now, before hydrating: a value typed before the script that notes keystrokes ran is noted
  // nowhere else, and a render of the app before the replay below may already have put its own (empty) value back
  // (on a slow phone, once in twenty: the location typed on the home page was gone).
  const before = new Map<Field, string>();
  for (const field of root.querySelectorAll<Field>('input, textarea, select'))
    if (changedByVisitor(field)) before.set(field, field.value);
  return () => {
    document.documentElement.removeAttribute('data-taking-over');
    // A tap or a send while the app hydrated: the latest of each kind is the one the visitor meant.
    pressed = takeMark<HTMLElement>(root, 'data-early-click') ?? pressed;
    opened = takeMark<HTMLElement>(root, 'data-early-open') ?? opened;
    const late = takeMark<HTMLFormElement>(root, 'data-early-submit');
    if (late) {
      late.removeAttribute('aria-busy');
      submitted = late;
      submitter = takeMark<HTMLElement>(root, 'data-early-submitter');
    }
    const fields = [...root.querySelectorAll<Noted>('input, textarea, select')];
    for (const field of fields) {
      const typed = field.__typedEarly;
      delete field.__typedEarly;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (!typed) continue;
        // React reads a box's change from a click, and only when the box differs from what it last saw: tell it
        // the opposite, and the visitor's choice reads as the change it is (a plain event: the box stays as it is).
        field.checked = typed.checked;
        (field as Tracked)._valueTracker?.setValue(String(!typed.checked));
        field.dispatchEvent(new Event('click', { bubbles: true }));
        continue;
      }
      const value = typed?.value ?? (changedByVisitor(field) ? field.value : (before.get(field) ?? null));
      if (value === null) continue;
      const shown = field.value;
      field.value = value;
      if (field instanceof HTMLSelectElement) {
        field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      // React keeps the value it last saw on the field and ignores input events that do not change it: tell it
      // the value it showed, so the visitor's reads as the change it is.
      (field as Tracked)._valueTracker?.setValue(shown === value ? field.defaultValue : shown);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      const caret = typed?.caret;
      if (caret && document.activeElement === field && 'setSelectionRange' in field) {
        try {
          field.setSelectionRange(caret[0], caret[1]);
        } catch {
          // Fields without a caret (email, number) keep the browser's.
        }
      }
    }
    if (pressed?.isConnected) {
      // The script showed the panel; the app's state still has it closed, and the press below opens it.
      if (opened === pressed) pressed.setAttribute('aria-expanded', 'false');
      // A tab (Radix's) is picked as the mouse button goes down, not by the click that follows: a click alone, as
      // a tap on a guide's tab before the app ran was replayed, picked nothing.
      if (pressed.getAttribute('role') === 'tab')
        pressed.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
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
