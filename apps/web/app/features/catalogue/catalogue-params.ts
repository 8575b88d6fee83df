/** The query-string names that drive a product grid. */
export const CATALOGUE_PARAMS = ['q', 'category', 'optionValue', 'sort', 'page'] as const;
