import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signOut } from './user-slice';

/** Number of distinct items in the signed-in user's cart, shown on the header's cart icon. */
const cartCountSlice = createSlice({
  name: 'cartCount',
  initialState: 0 as number,
  reducers: {
    setCartCount: (_count, action: PayloadAction<number>) => action.payload,
  },
  // The next person to sign in on this device must not see the previous user's count.
  extraReducers: (builder) => builder.addCase(signOut, () => 0),
});

export const { setCartCount } = cartCountSlice.actions;

export const cartCountReducer = cartCountSlice.reducer;

export const selectCartCount = (state: { cartCount: number }) => state.cartCount;
