import { useId, useState } from 'react';
import { callRequest } from '@haat/contracts';
import { inputClass, secondaryButtonClass } from '../../../components/styles';

/**
 * An agent's statement as CSV for a period (issue 23, "Exports": agent statements per agent,
 * a period): the ledger export with the agent and India days; an empty day leaves that end open.
 */
export function StatementExport({ agentId }: { agentId: string }) {
  const ids = { from: useId(), to: useId() };
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const href = callRequest('exports.ledger.csv', {
    query: { agentId, ...(from ? { from } : {}), ...(to ? { to } : {}) },
  }).url;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={ids.from} className="block text-sm font-semibold text-ink-800">
          Statement from
        </label>
        <input
          id={ids.from}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={ids.to} className="block text-sm font-semibold text-ink-800">
          Statement to
        </label>
        <input
          id={ids.to}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className={inputClass}
        />
      </div>
      <a href={href} download="haat-statement.csv" className={secondaryButtonClass}>
        Export statement CSV
      </a>
    </div>
  );
}
