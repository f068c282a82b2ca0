import { useSearchParams } from 'react-router';
import { UserOrdersSection } from '../components/AdminUserOrders';
import { useCatalogue } from '../../../i18n/catalogue';
import { agentsCatalogue } from '../catalogue';

/**
 * /admin-added-user?userId=… (docs/product.md, "Admin: agents"): total commission and the user's
 * orders.
 */
export function AdminAddedUserPage() {
  useCatalogue(agentsCatalogue);
  const [params] = useSearchParams();
  const userId = params.get('userId');
  if (!userId) return <p className="text-ink-800">No user was chosen. Open one from an agent.</p>;
  return <UserOrdersSection userId={userId} />;
}
