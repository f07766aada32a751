import { type ComponentProps, useEffect, useLayoutEffect, useState } from 'react';
import { cn } from './cn';

export function getInitials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-base', xl: 'size-20 text-xl' };

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  /** Set when a visible name sits next to the avatar, so screen readers do not hear it twice. */
  decorative?: boolean;
};

type ImageStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** Whether the picture has loaded: it is shown only then, never half-drawn or broken. */
function useImageStatus(src: string | null | undefined) {
  const [status, setStatus] = useState<ImageStatus>('idle');
  useLayoutEffect(() => {
    if (!src) {
      setStatus('error');
      return;
    }
    const image = new window.Image();
    const settle = () => setStatus(image.naturalWidth > 0 ? 'loaded' : 'error');
    const fail = () => setStatus('error');
    image.addEventListener('load', settle);
    image.addEventListener('error', fail);
    image.src = src;
    setStatus(image.complete ? (image.naturalWidth > 0 ? 'loaded' : 'error') : 'loading');
    return () => {
      image.removeEventListener('load', settle);
      image.removeEventListener('error', fail);
      setStatus('idle');
    };
  }, [src]);
  return status;
}

/**
 * A round picture with the initials behind it (Radix's Avatar behaviour, without the context and helper packages
 * it brings to every page that lists a provider). The initials show at once when there is no picture, and after
 * 400 ms while one loads (so a fast picture never flashes them); the picture replaces them once loaded.
 */
export function Avatar({ name, src, size = 'md', decorative = false, className, ...props }: AvatarProps) {
  const status = useImageStatus(src);
  const delayMs = src ? 400 : undefined;
  const [initialsDue, setInitialsDue] = useState(delayMs === undefined);
  useEffect(() => {
    if (delayMs === undefined) return;
    const timer = window.setTimeout(() => setInitialsDue(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full bg-brand-100 align-middle',
        sizes[size],
        className,
      )}
      {...props}
    >
      {src && status === 'loaded' ? (
        <img src={src} alt={decorative ? '' : name} className="size-full object-cover" />
      ) : null}
      {initialsDue && status !== 'loaded' ? (
        <span
          className="flex size-full items-center justify-center font-semibold text-brand-800"
          {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        >
          {getInitials(name)}
        </span>
      ) : null}
    </span>
  );
}
