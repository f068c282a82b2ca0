/** What a form shows under its fields: each refused field's message, by the field's name. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message for each field that a schema's parse refused. */
export function fieldErrorsOf<Field extends string>(issues: readonly Issue[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) errors[issue.path[0] as Field] ??= issue.message;
  return errors;
}
