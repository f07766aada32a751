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
 * A marketing text admins edit in place (SPEC §4, §5; the editor is ./admin-editable-text.tsx). Signed-in
 * non-admins who double-click it are told only administrators can edit; guests simply select text.
 */
export function EditableText({ contentKey, as: Tag = 'p', id, className, multiline }: EditableTextProps) {
  const { texts } = useEditableContent();
  const { isAdmin, isSignedIn } = useSession();
  const text = texts[contentKey];

  if (!isAdmin) {
    return (
      <Tag
        id={id}
        className={className}
        onDoubleClick={
          isSignedIn ? () => notify.error(CONTENT_ACCESS_DENIED_TITLE, CONTENT_ACCESS_DENIED) : undefined
        }
      >
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
