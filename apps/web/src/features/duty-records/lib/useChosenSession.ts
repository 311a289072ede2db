import { useSearchParams } from 'react-router';

/** The chosen session (`?session=`, default the current one), kept in the address. */
export function useChosenSession() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get('session') ?? undefined;
  const choose = (next: string | undefined) =>
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        if (next) copy.set('session', next);
        else copy.delete('session');
        copy.delete('kind');
        return copy;
      },
      { replace: true },
    );
  return { sessionId, choose, searchParams, setSearchParams };
}
