import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from './cn';

const TITLE = /^(dr|mr|mrs|ms|mx|prof)\.?$/i;

/** "Dr. Sofia Ramirez" → "SR": the first and last words, titles left out unless the name is nothing else. */
export function getInitials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const untitled = words.filter((word) => !TITLE.test(word));
  const parts = untitled.length > 0 ? untitled : words;
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

/**
 * A round picture over the person's initials. Both are in the first HTML, so a page the server drew shows the
 * picture before any script runs. The initials lie beneath: they appear 400 ms in (a CSS delay, so a fast picture
 * never flashes them), are covered once the picture draws, and stay when it cannot load. A picture that fails is
 * taken out, both when it fails before the page's script runs and after.
 */
export function Avatar({ name, src, size = 'md', decorative = false, className, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : null;
  const initials = getInitials(name);
  const picture = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = picture.current;
    if (src && image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full bg-brand-100 align-middle',
        sizes[size],
        className,
      )}
      {...(decorative ? {} : { role: 'img', 'aria-label': name })}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'absolute inset-0 flex items-center justify-center font-semibold text-brand-800',
          shown && 'avatar-initials-late',
        )}
      >
        {initials}
      </span>
      {shown ? (
        <img
          ref={picture}
          src={shown}
          alt=""
          decoding="async"
          data-initials={initials}
          onError={() => setFailedSrc(shown)}
          className="avatar-picture relative size-full object-cover"
        />
      ) : null}
    </span>
  );
}
