import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, type AdminUser, type AssignableRole } from '@haat/contracts';
import { AddUserDialog } from '../../../components/AddUserDialog';
import { Pager } from '../../../components/Pager';
import { Skeleton } from '../../../components/Skeleton';
import { cardClass, inputClass, textLinkClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { pageFrom } from '../../../lib/page-param';
import { showToast } from '../../../lib/show-toast';
import { outcomeOf } from '../../../lib/api-query';
import { ADMIN_ROWS, adminMutations, adminQueries } from '../api/admin-api';
import { AgentSwitch } from '../components/AgentSwitch';
import { PageHeading } from '../components/PageHeading';

const SEARCH_PAUSE_MS = 300;
const LOAD_FAILED = 'We could not load the users.';

function contactOf(user: AdminUser) {
  return user.email ?? user.phone ?? '';
}

/**
 * /admin (docs/product.md, "Admin: users"): every non-admin user, the agent switch, and 'Add
 * Agent'.
 */
export function UsersPage() {
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const { data, error, isError, isFetching } = useQuery(adminQueries.users({ page, search }));
  // docs/product.md, "Admin: users": the switch flips at once; the server's answer confirms or
  // undoes it.
  const { mutateAsync: updateRole } = useMutation(adminMutations.updateRole());
  const { mutateAsync: addUser } = useMutation(adminMutations.addUser());

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const timer = window.setTimeout(() => {
      setParams(wanted ? { search: wanted } : {}, { replace: true });
    }, SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, setParams]);

  function goTo(next: number) {
    const query: Record<string, string> = { page: String(next) };
    if (search) query.search = search;
    setParams(query);
  }

  async function flip(user: AdminUser, makeAgent: boolean) {
    const role: AssignableRole = makeAgent ? 'Agent' : 'Customer';
    const result = await outcomeOf(updateRole({ id: user._id, role }));
    if (!result.error) return;
    const message = failureMessage(result.error, MESSAGES.genericRetry);
    console.error('Role update failed', result.error);
    void showToast((toast) => toast.error(message));
  }

  const users = data?.result ?? [];
  const offset = (page - 1) * ADMIN_ROWS;
  const isAgent = (user: AdminUser) => user.role === 'Agent';

  return (
    <div>
      <PageHeading
        actions={
          // docs/product.md, "Admin: users": the server makes every user the Admin adds an Agent.
          <AddUserDialog
            title="Add Agent"
            description="The agent can sign in at once with this contact and password."
            contactLabel="Email or phone number"
            role="Agent"
            addedMessage={MESSAGES.agentAdded}
            onAdd={(formData) => outcomeOf(addUser({ formData }))}
          />
        }
      >
        User details and permission
      </PageHeading>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(text.trim() ? { search: text.trim() } : {});
        }}
        className="max-w-md"
      >
        <label htmlFor={searchId} className="block text-sm font-semibold text-ink-800">
          Search users
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name, email or phone"
          maxLength={100}
          className={`mt-1.5 ${inputClass}`}
        />
      </form>

      <div className="mt-5" aria-busy={isFetching}>
        {isError && !data ? (
          <p
            role="alert"
            className="rounded-2xl bg-red-50 p-6 font-semibold text-red-800 ring-1 ring-red-200"
          >
            {failureMessage(error, LOAD_FAILED)}
          </p>
        ) : !data ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading users…</span>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-12 w-full" />
            ))}
          </div>
        ) : users.length === 0 ? (
          <p className={`${cardClass} px-6 py-10 text-center font-semibold text-ink-800`}>
            {MESSAGES.noUsers}
          </p>
        ) : (
          <div className={`${cardClass} overflow-hidden`}>
            <table className="w-full text-left text-sm sm:text-base">
              <thead className="bg-ink-100 text-ink-800">
                <tr>
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    #
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4">
                    Name
                  </th>
                  <th scope="col" className="hidden px-4 py-3 md:table-cell">
                    Email or phone
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4">
                    <span className="sr-only">Details</span>
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4">
                    Agent
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {users.map((user, index) => {
                  const name = `${user.firstName} ${user.lastName}`;
                  return (
                    <tr key={user._id}>
                      <td className="hidden px-4 py-3 text-ink-700 sm:table-cell">
                        {offset + index + 1}
                      </td>
                      <td className="px-3 py-3 sm:px-4">
                        <span className="font-semibold break-words text-ink-900">{name}</span>
                        <span className="block text-sm break-all text-ink-700 md:hidden">
                          {contactOf(user)}
                        </span>
                      </td>
                      <td className="hidden px-4 py-3 break-all text-ink-800 md:table-cell">
                        {contactOf(user)}
                      </td>
                      <td className="px-3 py-3 sm:px-4">
                        <Link
                          to={`/admin-user-details?id=${encodeURIComponent(user._id)}`}
                          state={{ user }}
                          aria-label={`View details of ${name}`}
                          className={`${textLinkClass} whitespace-nowrap`}
                        >
                          View details
                        </Link>
                      </td>
                      <td className="px-3 py-3 sm:px-4">
                        <AgentSwitch
                          name={name}
                          checked={isAgent(user)}
                          onChange={(checked) => void flip(user, checked)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {data && <Pager page={page} hasMore={data.hasMore} onPage={goTo} label="Users pages" />}
      </div>
    </div>
  );
}
