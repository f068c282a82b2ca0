import * as Switch from '@radix-ui/react-switch';

interface AgentSwitchProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The agent permission of one user (docs/product.md, "Admin: users"): on = Agent, off = Customer.
 */
export function AgentSwitch({ name, checked, onChange }: AgentSwitchProps) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={onChange}
      aria-label={`Agent permission for ${name}`}
      className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink-500 transition-colors focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none data-[state=checked]:bg-brand-700"
    >
      <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
    </Switch.Root>
  );
}
