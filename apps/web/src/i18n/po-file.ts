// Reading the PO catalogues, for the tests of their completeness (issue 30).

/** msgid → msgstr of a PO file (its header left out); plural forms are ICU inside one string. */
export function readPo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block)?.[1];
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block)?.[1];
    if (id === undefined || str === undefined) continue;
    const join = (quoted: string) =>
      quoted
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join('');
    const key = join(id);
    if (key) entries.set(key, join(str));
  }
  return entries;
}

/** What one catalogue has that the other lacks, and the Hindi messages left empty. */
export function catalogueGaps(english: Map<string, string>, hindi: Map<string, string>) {
  return {
    onlyInEnglish: [...english.keys()].filter((id) => !hindi.has(id)),
    onlyInHindi: [...hindi.keys()].filter((id) => !english.has(id)),
    emptyInHindi: [...hindi].filter(([, text]) => !text.trim()).map(([id]) => id),
  };
}
