/** On start the language list is loaded into the public store, whichever area is shown. */
import { useEffect } from 'react';
import { languagesApi } from '@vitrin/shared-libs/api/languagesApi';
import { publicStore } from '@vitrin/shared-libs/store/publicStore';

export function useLanguageList(): void {
  useEffect(() => {
    const subscription = publicStore.dispatch(languagesApi.endpoints.allLanguages.initiate());
    return () => subscription.unsubscribe();
  }, []);
}
