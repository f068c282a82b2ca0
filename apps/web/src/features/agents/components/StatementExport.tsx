import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { callRequest } from '@haat/contracts';
import { TextField } from '../../../components/forms/TextField';
import { secondaryButtonClass } from '../../../components/styles';

/**
 * An agent's statement as CSV for a period (issue 23, "Exports": agent statements per agent,
 * a period): the ledger export with the agent and India days; an empty day leaves that end open.
 */
export function StatementExport({ agentId }: { agentId: string }) {
  const { t } = useLingui();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const href = callRequest('exports.ledger.csv', {
    query: { agentId, ...(from ? { from } : {}), ...(to ? { to } : {}) },
  }).url;
  const days = [
    { key: 'from', label: t`Statement from`, value: from, set: setFrom },
    { key: 'to', label: t`Statement to`, value: to, set: setTo },
  ];
  return (
    <div className="flex flex-wrap items-end gap-3">
      {days.map((day) => (
        <TextField
          key={day.key}
          label={day.label}
          type="date"
          value={day.value}
          onChange={(event) => day.set(event.target.value)}
        />
      ))}
      <a href={href} download="haat-statement.csv" className={secondaryButtonClass}>
        <Trans>Export statement CSV</Trans>
      </a>
    </div>
  );
}
