/** Page-wide UI state: flash messages shown above content (e.g. 'Your login is successful'). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Flash {
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
}

export interface UiState {
  flashes: Flash[];
}

const initialState: UiState = { flashes: [] };
let nextId = 1;

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    flashShown: {
      reducer(state, action: PayloadAction<Flash>) {
        state.flashes.push(action.payload);
      },
      prepare(kind: Flash['kind'], text: string) {
        return { payload: { id: nextId++, kind, text } };
      },
    },
    flashDismissed(state, action: PayloadAction<number>) {
      state.flashes = state.flashes.filter((f) => f.id !== action.payload);
    },
  },
});

export const { flashShown, flashDismissed } = uiSlice.actions;
