import type { EditableContentKey } from '@shared/editable-content';
import { EditableText } from '@client/components/editable-content/components/editable-text';

interface SectionHeadingProps {
  titleKey: EditableContentKey;
  subtitleKey: EditableContentKey;
  id: string;
  align?: 'center' | 'left';
}

/** An editable section title and subtitle pair (SPEC §3 keys). */
export function SectionHeading({ titleKey, subtitleKey, id, align = 'center' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <EditableText
        id={id}
        contentKey={titleKey}
        as="h2"
        className="text-3xl font-bold tracking-tight text-ink text-balance md:text-4xl"
      />
      <EditableText contentKey={subtitleKey} as="p" className="mt-3 text-lg leading-8 text-muted" />
    </div>
  );
}
