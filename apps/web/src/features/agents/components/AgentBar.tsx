import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LogoutButton } from '../../../components/LogoutButton';
import { NavLinkList } from '../../../components/NavLinkList';
import { TopBar } from '../../../components/TopBar';
import { barLinkClass } from '../../../components/styles';
import { useCatalogue } from '../../../i18n/catalogue';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch';
import { agentsCatalogue } from '../catalogue';

const LINKS = [
  { to: '/agent-add-users', label: msg`Add users` },
  { to: '/agent-users', label: msg`My users` },
  { to: '/agent-products', label: msg`Products` },
  // docs/product.md, "My account": for every role; it opens under the public bar, whose
  // Agent-Dashboard link leads back here.
  { to: '/my-account', label: msg`My Account` },
  { to: '/', label: msg`Home` },
] as const;

function Links({ className }: { className: string }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Agent dashboard`} className={className}>
      <NavLinkList
        links={LINKS.map((link) => ({ to: link.to, label: i18n._(link.label) }))}
        className="flex items-center gap-1"
        linkClassName={`block shrink-0 ${barLinkClass}`}
      />
    </nav>
  );
}

/**
 * The agent dashboard bar (docs/product.md, "Agent dashboard"), shown instead of the public bar on
 * agent paths. On a phone the links take a second row of their own (scrolling sideways if they
 * must), and a spacer keeps the page below it.
 */
export function AgentBar() {
  useCatalogue(agentsCatalogue);
  const { t } = useLingui();
  return (
    <>
      <TopBar
        homeTo="/"
        homeLabel={t`Haat home`}
        className="border-ink-200/70 bg-white/95 shadow-xs backdrop-blur-md"
        below={
          <Links className="h-12 overflow-x-auto border-t border-ink-100 px-2 py-1.5 md:hidden" />
        }
      >
        <Links className="ml-4 hidden md:block" />
        <LanguageSwitch className="ml-auto" />
        <LogoutButton className="inline-flex shrink-0 px-4 py-2" />
      </TopBar>
      <div aria-hidden="true" className="h-12 md:hidden" />
    </>
  );
}
