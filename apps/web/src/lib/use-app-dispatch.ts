import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { ApiExtra } from './session-expiry';
import type { UserState } from './user-slice';

/** useDispatch that also takes thunks, such as API calls started with `initiate`. */
export const useAppDispatch =
  useDispatch.withTypes<ThunkDispatch<{ user: UserState }, ApiExtra, UnknownAction>>();
