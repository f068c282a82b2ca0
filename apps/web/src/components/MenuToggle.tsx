import type { FoldingMenu } from '../lib/use-folding-menu';
import { MenuIcon } from './icons/MenuIcon';

/** The button that opens and closes a top bar's folded menu; `className` says where it shows. */
export function MenuToggle({ menu, className }: { menu: FoldingMenu; className: string }) {
  return (
    <button
      ref={menu.toggleRef}
      type="button"
      aria-label={menu.label}
      aria-expanded={menu.open}
      aria-controls={menu.id}
      onClick={menu.toggle}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-800 hover:bg-ink-100 ${className}`}
    >
      <MenuIcon open={menu.open} className="size-6" />
    </button>
  );
}
