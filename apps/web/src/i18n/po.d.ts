// A PO catalogue as @lingui/vite-plugin compiles it when imported (apps/web/vite-lingui.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
