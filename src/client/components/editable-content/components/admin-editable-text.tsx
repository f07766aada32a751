import { Pencil } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { cn } from '@client/components/ui/cn';
import { notify } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import {
  CONTENT_SAVE_FAILED,
  CONTENT_SAVED,
  EDITABLE_CONTENT,
  type EditableContentKey,
} from '@shared/editable-content';
import { useUpdateContent } from '../api/update-content';
import type { EditableTag } from './editable-text';

interface AdminEditableTextProps {
  contentKey: EditableContentKey;
  text: string;
  as: EditableTag;
  id?: string;
  className?: string;
  multiline?: boolean;
}

/**
 * The in-place editor an administrator gets: click the text or its pencil to edit; Enter saves (Shift+Enter adds
 * a line in paragraphs), Escape cancels, leaving the field saves — only when the text changed.
 */
export default function AdminEditableText({
  contentKey,
  text,
  as: Tag,
  id,
  className,
  multiline,
}: AdminEditableTextProps) {
  const label = EDITABLE_CONTENT[contentKey].label;
  const isMultiline = multiline ?? EDITABLE_CONTENT[contentKey].kind === 'subtitle';

  const [draft, setDraft] = useState<string | null>(null);
  const done = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const update = useUpdateContent();

  const startEditing = () => {
    done.current = false;
    setDraft(text);
  };
  const stopEditing = () => {
    done.current = true;
    setDraft(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = async (value: string) => {
    if (done.current || update.isPending) return;
    const next = value.trim();
    if (next === text.trim()) return stopEditing();
    done.current = true;
    // The validation rules load only when an admin saves, keeping them off every visitor's page load.
    const { contentTextSchema } = await import('@shared/schemas/content-editing');
    const checked = contentTextSchema(contentKey).safeParse(next);
    if (!checked.success) {
      done.current = false;
      notify.error(CONTENT_SAVE_FAILED, checked.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { key: contentKey, content: checked.data },
      {
        onSuccess: () => {
          notify.success(CONTENT_SAVED.title, CONTENT_SAVED.description);
          stopEditing();
        },
        onError: (error) => {
          // Keep the field open with what was typed so nothing is lost.
          done.current = false;
          notify.error(
            CONTENT_SAVE_FAILED,
            error instanceof ApiError && error.status === 400 ? error.message : undefined,
          );
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      stopEditing();
    } else if (event.key === 'Enter' && !(isMultiline && event.shiftKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save(event.currentTarget.value);
    }
  };

  if (draft !== null) {
    const shared = {
      value: draft,
      'aria-label': `${label} (Enter saves, Escape cancels)`,
      'data-editable-input': contentKey,
      autoFocus: true,
      disabled: update.isPending,
      onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
      onKeyDown,
      onBlur: (e: { currentTarget: { value: string } }) => void save(e.currentTarget.value),
      onFocus: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => e.currentTarget.select(),
      className: cn(
        className,
        'field-sizing-content block w-full resize-none rounded-lg bg-transparent px-1 outline-2 outline-offset-4 outline-brand-600 disabled:opacity-70',
      ),
    };
    return isMultiline ? <textarea rows={2} {...shared} /> : <input {...shared} />;
  }

  return (
    <div className="group relative w-fit max-w-full [.text-center_&]:mx-auto">
      <Tag
        id={id}
        className={cn(
          className,
          'cursor-text rounded-lg outline-1 outline-offset-4 outline-transparent transition-[outline-color] group-hover:outline-dashed group-hover:outline-brand-400',
        )}
        data-editable={contentKey}
        onClick={startEditing}
      >
        {text}
      </Tag>
      <button
        ref={editButton}
        type="button"
        onClick={startEditing}
        aria-label={`Edit ${label.toLowerCase()}`}
        className="absolute -top-3 -right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-full border border-line bg-white text-brand-700 opacity-70 shadow-sm transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
