// What a SKILL.md frontmatter holds once read (frontmatter.ts): a mapping of scalars, one level of nesting.

export type FrontmatterScalar = string | number | boolean | null;
export interface FrontmatterMapping {
  readonly [key: string]: FrontmatterScalar;
}
export type FrontmatterValue = FrontmatterScalar | FrontmatterMapping;
export interface Frontmatter {
  readonly [key: string]: FrontmatterValue;
}
