import { useDispatch, useSelector } from 'react-redux';
import type { PublicDispatch, PublicState } from '@vitrin/shared-libs/store/publicStore';

export const usePublicDispatch = useDispatch.withTypes<PublicDispatch>();
export const usePublicSelector = useSelector.withTypes<PublicState>();
