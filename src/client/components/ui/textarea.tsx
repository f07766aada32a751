import { type ComponentProps, useCallback, useLayoutEffect, useRef } from 'react';
import { cn } from './cn';
import { controlClasses } from './input';

export type TextareaProps = ComponentProps<'textarea'> & {
  /** Grow with the content up to this height in px, then scroll. */
  autoGrow?: boolean;
  maxHeight?: number;
};

export function Textarea({
  className,
  autoGrow = false,
  maxHeight = 240,
  ref,
  onInput,
  style,
  rows = 3,
  ...props
}: TextareaProps) {
  const innerRef = useRef<HTMLTextAreaElement | null>(null);

  const resize = useCallback(() => {
    const el = innerRef.current;
    if (!el || !autoGrow) return;
    // Reset first so the box can also shrink when text is deleted.
    el.style.height = 'auto';
    const next = Math.min(el.scrollHeight, maxHeight);
    el.style.height = `${next}px`;
    el.style.overflowY = el.scrollHeight > maxHeight ? 'auto' : 'hidden';
  }, [autoGrow, maxHeight]);

  // Controlled values change without an input event (e.g. cleared after send), so resize on every render.
  useLayoutEffect(() => {
    resize();
  });

  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      innerRef.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );

  return (
    <textarea
      ref={setRef}
      rows={rows}
      onInput={(event) => {
        resize();
        onInput?.(event);
      }}
      style={autoGrow ? { maxHeight, resize: 'none', ...style } : style}
      className={cn(controlClasses, 'min-h-11 py-2 leading-6', className)}
      {...props}
    />
  );
}
