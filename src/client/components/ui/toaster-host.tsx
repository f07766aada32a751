import { type ComponentProps, useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { markToasterReady, TOAST_DURATION_MS } from './toaster';

/** Mounted lazily by the app shell; see notify in toaster.tsx. */
export default function ToasterHost(props: ComponentProps<typeof Sonner>) {
  useEffect(markToasterReady, []);
  return (
    <Sonner
      theme="light"
      position="top-center"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{
        // unstyled: sonner's own CSS is unlayered and would beat Tailwind's layered utilities.
        unstyled: true,
        classNames: {
          toast:
            'flex w-full items-start gap-3 rounded-xl border border-line bg-white p-4 pr-8 text-ink shadow-lg',
          title: 'text-sm font-semibold leading-5',
          description: 'mt-0.5 text-sm leading-5 text-muted',
          icon: 'mt-0.5 flex size-4 shrink-0 items-center',
          success: '[&_[data-icon]]:text-success-600',
          error: 'border-red-200 [&_[data-icon]]:text-danger-600',
          warning: '[&_[data-icon]]:text-warning-600',
          info: '[&_[data-icon]]:text-brand-700',
          actionButton:
            'ml-auto shrink-0 cursor-pointer rounded-md bg-brand-600 px-2.5 py-1 text-sm font-medium text-white hover:bg-brand-700',
        },
      }}
      {...props}
    />
  );
}
