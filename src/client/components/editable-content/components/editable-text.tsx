import { lazy, Suspense } from 'react';
import { notify } from '@client/components/ui/toaster';
import { useSession } from '@client/lib/session';
import {
  CONTENT_ACCESS_DENIED,
  CONTENT_ACCESS_DENIED_TITLE,
  type EditableContentKey,
} from '@shared/editable-content';
import { useEditableContent } from '../api/get-content';

export type EditableTag = 'h1' | 'h2' | 'h3' | 'p';

// Only administrators edit; everyone else never downloads the editor.
const AdminEditableText = lazy(() => import('./admin-editable-text'));

interface EditableTextProps {
  contentKey: EditableContentKey;
  as?: EditableTag;
  id?: string;
  className?: string;
  /** Paragraphs accept Shift+Enter for a new line; titles stay on one line. Defaults from the key's kind. */
  multiline?: boolean;
}

/**
 * SPEC §6: anyone but an administrator who clicks an editable text (the click that opens the editor for them)
 * sees 'Access Denied: Only administrators can edit content.' A click that ends selecting text only selects it.
 */
function tellOnlyAdminsEdit() {
  if (window.getSelection()?.isCollapsed === false) return;
  notify.error(CONTENT_ACCESS_DENIED_TITLE, CONTENT_ACCESS_DENIED);
}

/** A marketing text admins edit in place (SPEC §4, §5; the editor is ./admin-editable-text.tsx). */
export function EditableText({ contentKey, as: Tag = 'p', id, className, multiline }: EditableTextProps) {
  const { texts } = useEditableContent();
  const { isAdmin, isLoading } = useSession();
  const text = texts[contentKey];

  if (!isAdmin) {
    return (
      <Tag id={id} className={className} onClick={isLoading ? undefined : tellOnlyAdminsEdit}>
        {text}
      </Tag>
    );
  }
  return (
    <Suspense
      fallback={
        <Tag id={id} className={className}>
          {text}
        </Tag>
      }
    >
      <AdminEditableText
        contentKey={contentKey}
        text={text}
        as={Tag}
        id={id}
        className={className}
        multiline={multiline}
      />
    </Suspense>
  );
}
