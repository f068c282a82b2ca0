import { useId } from 'react';
import { errorTextClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';

interface FileFieldProps {
  label: string;
  /** What the picker offers, e.g. `.csv,text/csv`. */
  accept: string;
  /** The chosen file, or null when the choice is cleared. */
  onFile: (file: File | null) => void;
}

/** A labelled file picker of the admin's imports (catalogue, COD pincodes, remittances). */
export function FileField({ label, accept, onFile }: FileFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        className="mt-1.5 block w-full text-sm"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
    </div>
  );
}

/** Why an upload failed, as an alert; nothing while there is no error. */
export function UploadFailure({ error, fallback }: { error: unknown; fallback: string }) {
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className={`mt-3 ${errorTextClass}`}>
      {failureMessage(error, fallback)}
    </p>
  );
}

interface RowError {
  line: number;
  /** The column at fault, where the file has several (the catalogue file). */
  column?: string;
  message: string;
}

/** The rows of an uploaded file to correct, by line (and column when given). */
export function RowErrorsTable({
  errors,
  columns,
}: {
  errors: readonly RowError[];
  columns?: boolean;
}) {
  if (errors.length === 0) return null;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Rows to correct</caption>
        <thead>
          <tr className="text-ink-700">
            <th scope="col" className="py-2 pr-4">
              Line
            </th>
            {columns && (
              <th scope="col" className="py-2 pr-4">
                Column
              </th>
            )}
            <th scope="col" className="py-2">
              Message
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((each, at) => (
            <tr key={at} className="border-t border-ink-200">
              <td className="py-2 pr-4">{each.line}</td>
              {columns && <td className="py-2 pr-4">{each.column}</td>}
              <td className="py-2">{each.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
