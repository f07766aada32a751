// Contract of inline content editing (SPEC §3 editable content, §5 content editing): one rule for the inline
// editor, the admin dashboard and the server.
import { z } from 'zod';
import { dropUndrawn } from '../undrawn';
export {
  CONTENT_ACCESS_DENIED,
  CONTENT_ACCESS_DENIED_TITLE,
  CONTENT_SAVE_FAILED,
  CONTENT_SAVED,
} from '../editable-content';
import {
  EDITABLE_CONTENT,
  EDITABLE_CONTENT_KEYS,
  EDITABLE_CONTENT_MAX_LENGTH,
  type EditableContentKey,
} from '../editable-content';

export const editableContentKeySchema = z.enum(EDITABLE_CONTENT_KEYS, {
  message: 'There is no such editable text.',
});

// Anything that looks like a markup tag or entity: "<b>", "</p>", "<!--", "<script", "&lt;". A bare "<" before a
// space or digit ("a < b", "<5 days") is ordinary text and allowed.
const MARKUP = /<[a-z!/?]|&[a-z]+;|&#\d+;/i;

export const PLAIN_TEXT_MESSAGE = 'Please use plain text only. HTML tags and code are not allowed.';
export const EMPTY_CONTENT_MESSAGE = 'This text cannot be empty.';

/** The edit of one key: without characters that draw nothing, trimmed, non-empty, plain text, within the key's length. */
export function contentTextSchema(key: EditableContentKey) {
  const max = EDITABLE_CONTENT_MAX_LENGTH[EDITABLE_CONTENT[key].kind];
  return z
    .string({ message: EMPTY_CONTENT_MESSAGE })
    .overwrite(dropUndrawn)
    .trim()
    .min(1, EMPTY_CONTENT_MESSAGE)
    .max(max, `Please keep this text under ${max + 1} characters.`)
    .refine((text) => !MARKUP.test(text), PLAIN_TEXT_MESSAGE)
    .refine(
      (text) => EDITABLE_CONTENT[key].kind === 'subtitle' || !/[\r\n]/.test(text),
      'Titles must fit on one line.',
    );
}

export function updateContentInputSchema(key: EditableContentKey) {
  return z.object({ content: contentTextSchema(key) });
}
export type UpdateContentInput = { content: string };

export interface EditableContentEntry {
  key: EditableContentKey;
  content: string;
  /** Null while the text is still the built-in default. */
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface ContentHistoryEntry {
  id: string;
  key: EditableContentKey;
  content: string;
  updatedAt: string;
  updatedByEmail: string | null;
}
