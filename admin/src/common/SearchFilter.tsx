import { SearchInput, type SearchInputProps, useTranslate } from 'react-admin';

/**
 * The list's search box (filter `q`). SearchInput only has a placeholder, so it gets a name that
 * says what it searches, for screen readers and for tests.
 */
export const SearchFilter = ({ name, ...props }: SearchInputProps & { name: string }) => {
  const translate = useTranslate();
  return <SearchInput {...props} slotProps={{ htmlInput: { 'aria-label': translate(name) } }} />;
};
