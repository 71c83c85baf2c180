import { createContext, useContext } from 'react';

/** The CSP nonce of the document being rendered (empty in the browser, which hides it). */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
