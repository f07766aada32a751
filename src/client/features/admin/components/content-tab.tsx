import { useEditableContent } from '@client/components/editable-content/api/get-content';
import { EDITABLE_CONTENT_KEYS } from '@shared/editable-content';
import { useContentHistory } from '../api/admin';
import { ContentKeyEditor } from './content-key-editor';

export function ContentTab() {
  const { texts, entries } = useEditableContent();
  const history = useContentHistory();
  return (
    <div>
      <p className="mb-4 text-sm text-muted">
        Home page texts. You can also edit them in place on the home page: click a text, press Enter to save
        or Escape to cancel. Plain text only.
      </p>
      <ul className="grid items-start gap-3 lg:grid-cols-2">
        {EDITABLE_CONTENT_KEYS.map((key) => (
          <ContentKeyEditor
            key={key}
            contentKey={key}
            current={texts[key]}
            updatedAt={entries.find((e) => e.key === key)?.updatedAt ?? null}
            history={(history.data ?? []).filter((h) => h.key === key)}
          />
        ))}
      </ul>
    </div>
  );
}
