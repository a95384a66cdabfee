import { useEffect, useState } from 'react';
import { hasSession } from '../lib/hasSession.js';

/** Whether a supabase-js session is stored; false on the server and the first client render. */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    setSignedIn(hasSession(window.localStorage, window.location.hostname));
  }, []);
  return signedIn;
}
