/** The staff session in the admin store: token, current user and expiry, mirrored to local storage. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '@vitrin/shared-libs/types/api';
import { readSession, type StoredSession } from '@vitrin/shared-libs/session/tokenStorage';

export type SessionState = StoredSession;

const emptySession: SessionState = { token: null, user: null, expiresAt: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => (typeof localStorage === 'undefined' ? emptySession : readSession()),
  reducers: {
    signedIn(_state, action: PayloadAction<{ token: string; user: CurrentUser; expiresIn: number; now: number }>) {
      const { token, user, expiresIn, now } = action.payload;
      return { token, user, expiresAt: now + expiresIn * 1000 };
    },
    userLoaded(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
    },
    signedOut() {
      return emptySession;
    },
    /** Another tab changed the stored session: take it over as it is. */
    sessionRestored(_state, action: PayloadAction<StoredSession>) {
      return action.payload;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectCurrentUser: (state) => state.user,
    selectExpiresAt: (state) => state.expiresAt,
    selectIsSignedIn: (state) => state.token !== null,
  },
});

export const { signedIn, userLoaded, signedOut, sessionRestored } = sessionSlice.actions;
export const { selectToken, selectCurrentUser, selectExpiresAt, selectIsSignedIn } = sessionSlice.selectors;
