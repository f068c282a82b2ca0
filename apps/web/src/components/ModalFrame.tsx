import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface ModalFrameProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** The body of the dashboard's form modals: a sheet from the bottom on a phone, centred above. */
export function ModalFrame({ title, description, children }: ModalFrameProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
      <Dialog.Content
        onInteractOutside={(event) => event.preventDefault()}
        className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-3xl bg-white px-5 pt-6 pb-5 shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:px-7"
      >
        <Dialog.Title className="text-xl font-bold text-ink-900">{title}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-ink-700">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
