import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { sessionSlice, writeSessionCookie, writeStoredSession } from '../features/account/session-slice';
import { uiSlice } from './ui-slice';
import { bookingSlice } from '../features/booking/booking-slice';

export function makeStore() {
  const store = configureStore({
    reducer: {
      session: sessionSlice.reducer,
      ui: uiSlice.reducer,
      booking: bookingSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  if (typeof window !== 'undefined') {
    // Keep the stored session (and its cookie) in step with the store: sign-in writes it, sign-out clears it.
    let last = store.getState().session.session;
    store.subscribe(() => {
      const { session, restored } = store.getState().session;
      if (restored && session !== last) {
        last = session;
        writeStoredSession(window.localStorage, session);
        writeSessionCookie(window.document, session);
      }
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
