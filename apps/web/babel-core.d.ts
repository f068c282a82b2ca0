// The one call of Babel that vite-lingui.ts makes (Babel ships no types of its own).
declare module '@babel/core' {
  export interface TransformResult {
    code?: string | null;
    map?: { mappings: string } | null;
  }
  export function transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<TransformResult | null>;
}
